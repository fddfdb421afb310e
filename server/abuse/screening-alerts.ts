import type { Locale } from '../../contract/enums';
import { type Notice, type NoticeRef, noticeOf, renderParam } from '../messages/notice';
import { alertOwner, type OwnerAlertDeps } from '../messages/owner-alert';
import type { PausedDestination } from './rescreen';
import { type AddressVerdict, LIST_SOURCE } from './screening';

/** Why screening stopped an address, as a key the reader's language fills in. */
function verdictReasonRef(verdict: Pick<AddressVerdict, 'source' | 'reason'>): NoticeRef {
  return verdict.source === LIST_SOURCE
    ? { key: 'screening.reason_rule', values: { rule: verdict.reason } }
    : {
        key: 'screening.reason_provider',
        values: { provider: verdict.source, reason: verdict.reason || '—' },
      };
}

/** Why screening stopped an address, in the reader's language. */
export function verdictReason(locale: Locale, verdict: Pick<AddressVerdict, 'source' | 'reason'>): string {
  return String(renderParam(locale, verdictReasonRef(verdict)));
}

function pausedNotice(paused: PausedDestination): Notice {
  return noticeOf('notice.destination_paused', {
    code: paused.codeName,
    url: paused.verdict.url,
    reason: verdictReasonRef(paused.verdict),
  });
}

/**
 * Tells an owner that a re-screen paused one of their destinations, the way a domain's holder is
 * told about their domain: a site message, a toast on open consoles, and a queued Telegram message
 * when they bound a chat (sent by the Telegram job, so a Telegram that is down delays nothing).
 */
export function createScreeningAlerts(deps: OwnerAlertDeps) {
  return (paused: PausedDestination): Promise<void> => alertOwner(deps, paused.ownerId, pausedNotice(paused));
}
