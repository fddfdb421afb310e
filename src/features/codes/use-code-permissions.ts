import { useCanOpen } from '../../core/panels/open-panel';
import { useCan } from '../../core/permissions/use-can';
import type { BulkPermissions } from './bulk-actions';
import type { CodeListSpec, CodeListVariant } from './code-list-variants';

/** What the reader may do in one code list: the bulk actions, and the row and toolbar tools. */
export type CodeListPermissions = BulkPermissions & {
  /** The new-code button: the editor page and its add call. */
  create: boolean;
  /** The edit button of a row: the editor page and the details call. */
  edit: boolean;
  /** The QR preview of a row. */
  qr: boolean;
  /** The share link of one of the reader's own codes (`qr_code_list/share_link`). */
  share: boolean;
  /** A code's access records (`qr_code_access/inquire`). */
  records: boolean;
  /** Bringing back the records an owner cleared (administrators). */
  restoreRecords: boolean;
  /** The entry domains a code can move to may be listed (`domain_list/inquire`). */
  listDomains: boolean;
};

/**
 * The role's calls narrowed to what this list offers: the owner's own lists manage codes, the
 * trash restores them, the grouping page moves them, administrators look at everyone's.
 */
export function useCodePermissions(variant: CodeListVariant, spec: CodeListSpec): CodeListPermissions {
  const editorGranted = useCanOpen('set_qr_code');
  const granted = {
    add: useCan('qr_code_list/add'),
    details: useCan('qr_code_list/details'),
    status: useCan('qr_code_list/oepn_all_status'),
    move: useCan('group/move'),
    domain: useCan('qr_code_list/change_domain_name'),
    domains: useCan('domain_list/inquire'),
    restriction: useCan('qr_code_list/update_restriction_visit'),
    openLog: useCan('qr_code_list/update_open_log'),
    settings: useCan('qr_code_list/batch_update'),
    trash: useCan('qr_code_list/remove'),
    restore: useCan('qr_code_list/update_remove'),
    records: useCan('qr_code_access/inquire'),
    restoreRecords: useCan('qr_code_access/restore_access_records'),
  };
  const domain = spec.manage && granted.domain;
  return {
    create: spec.manage && editorGranted && granted.add,
    edit: spec.manage && editorGranted && granted.details,
    // Rows carry their signed QR address: no further call is needed to show it.
    qr: spec.manage || variant === 'admin',
    // The share link is the owner's: it carries the code's share password.
    share: spec.manage && granted.details,
    status: spec.manage && granted.status,
    move: (spec.manage || variant === 'grouping') && granted.move,
    domain,
    listDomains: domain && granted.domains,
    restriction: spec.manage && granted.restriction,
    openLog: spec.manage && granted.openLog,
    settings: spec.manage && granted.settings,
    trash: spec.manage && granted.trash,
    restore: spec.restore && granted.restore,
    records: spec.manage && granted.records,
    // Administrators bring back what an owner cleared, from the lists of everyone's codes.
    restoreRecords: spec.filters.owner && granted.restoreRecords,
  };
}
