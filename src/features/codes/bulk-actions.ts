import { CodeStatus, OpenLog, RestrictionVisit } from '../../../contract/enums';

/** What the code list can do to the selected codes (or, for `*_all`, to all of the caller's codes). */
export type BulkAction =
  | 'open'
  | 'close'
  | 'open_all'
  | 'close_all'
  | 'move_group'
  | 'change_domain'
  | 'wechat_on'
  | 'wechat_off'
  | 'log_detailed'
  | 'log_counts'
  | 'settings'
  | 'trash'
  | 'restore';

/** The calls the reader's role holds, one flag per family of actions. */
export type BulkPermissions = {
  /** `qr_code_list/oepn_all_status` */
  status: boolean;
  /** `group/move` */
  move: boolean;
  /** `qr_code_list/change_domain_name` */
  domain: boolean;
  /** `qr_code_list/update_restriction_visit` */
  restriction: boolean;
  /** `qr_code_list/update_open_log` */
  openLog: boolean;
  /** `qr_code_list/batch_update` */
  settings: boolean;
  /** `qr_code_list/remove` */
  trash: boolean;
  /** `qr_code_list/update_remove` */
  restore: boolean;
};

export type BulkRow = { status: number; restriction_visit: number; open_log: number };

export type BulkState = { shown: boolean; enabled: boolean };

/**
 * Which bulk actions to show and which can do anything for this selection: "open" is offered only
 * when a selected code is closed, "WeChat only: on" only when one is not yet, and so on. The
 * whole-account actions need no selection.
 */
export function bulkActions(rows: readonly BulkRow[], can: BulkPermissions): Record<BulkAction, BulkState> {
  const any = rows.length > 0;
  const some = (test: (row: BulkRow) => boolean) => rows.some(test);
  const state = (shown: boolean, enabled: boolean): BulkState => ({ shown, enabled: shown && enabled });
  return {
    open: state(
      can.status,
      some((row) => row.status === CodeStatus.closed),
    ),
    close: state(
      can.status,
      some((row) => row.status === CodeStatus.open),
    ),
    open_all: state(can.status, true),
    close_all: state(can.status, true),
    move_group: state(can.move, any),
    change_domain: state(can.domain, any),
    wechat_on: state(
      can.restriction,
      some((row) => row.restriction_visit === RestrictionVisit.none),
    ),
    wechat_off: state(
      can.restriction,
      some((row) => row.restriction_visit === RestrictionVisit.wechat_only),
    ),
    log_detailed: state(
      can.openLog,
      some((row) => row.open_log === OpenLog.counts_only),
    ),
    log_counts: state(
      can.openLog,
      some((row) => row.open_log === OpenLog.detailed),
    ),
    settings: state(can.settings, any),
    trash: state(can.trash, any),
    restore: state(can.restore, any),
  };
}

/**
 * Actions that stop printed codes from working or reach beyond the selection ask first: closing,
 * anything on all codes, the trash, and a new domain (the printed address stops answering).
 */
export const CONFIRMED_ACTIONS: ReadonlySet<BulkAction> = new Set([
  'close',
  'change_domain',
  'open_all',
  'close_all',
  'trash',
]);

/** The settings a batch change sends: only the fields the reader chose to change. */
export function batchSettings(choice: {
  jump_type: number | '';
  rotation_model: number | '';
  access_mode: number | '';
}): { jump_type?: number; rotation_model?: number; access_mode?: number } {
  return Object.fromEntries(Object.entries(choice).filter(([, value]) => value !== '')) as {
    jump_type?: number;
    rotation_model?: number;
    access_mode?: number;
  };
}
