import { CodeStatus, OpenLog, RestrictionVisit } from '../../../contract/enums';
import { api } from '../../core/api/api';
import type { BulkAction } from './bulk-actions';

/** The bulk actions that are one call; batch settings open a dialog instead. */
export type CallingAction = Exclude<BulkAction, 'settings'>;

/**
 * Performs one action on the codes `ids` (for `*_all`, on every code of the caller) with its call;
 * `target` is where a move goes (a group or an entry domain; null for none or the console host).
 * Answers how many codes it changed.
 */
export async function performCodeAction(
  action: CallingAction,
  ids: number[],
  target: number | null = null,
): Promise<number> {
  switch (action) {
    case 'open_all':
    case 'close_all': {
      const status = action === 'open_all' ? CodeStatus.open : CodeStatus.closed;
      return (await api.call('qr_code_list/oepn_all_status', { all: true, status })).changed;
    }
    case 'open':
    case 'close':
      await api.call('qr_code_list/oepn_all_status', {
        ids,
        status: action === 'open' ? CodeStatus.open : CodeStatus.closed,
      });
      break;
    case 'move_group':
      await api.call('group/move', { ids, group_id: target });
      break;
    case 'change_domain':
      await api.call('qr_code_list/change_domain_name', { ids, domain_id: target });
      break;
    case 'wechat_on':
    case 'wechat_off':
      await api.call('qr_code_list/update_restriction_visit', {
        ids,
        restriction_visit: action === 'wechat_on' ? RestrictionVisit.wechat_only : RestrictionVisit.none,
      });
      break;
    case 'log_detailed':
    case 'log_counts':
      await api.call('qr_code_list/update_open_log', {
        ids,
        open_log: action === 'log_detailed' ? OpenLog.detailed : OpenLog.counts_only,
      });
      break;
    case 'trash':
      await api.call('qr_code_list/remove', { ids });
      break;
    case 'restore':
      await api.call('qr_code_list/update_remove', { ids });
      break;
  }
  return ids.length;
}
