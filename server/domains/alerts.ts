import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { shieldPushSchema } from '../../contract/areas/domain-monitor';
import { alertSubscriptions, operationLogs, telegramBindings } from '../db/schema';
import type { Db } from '../db/store';
import { type Notice, type NoticeParam, noticeOf } from '../messages/notice';
import { sendNotice } from '../messages/service';
import type { Hub } from '../realtime/hub';
import { readConfiguration } from '../settings/configuration';
import { noticeMessage } from '../telegram/message-text';
import { enqueueTelegram } from '../telegram/outbox';
import { queueWebhookEvent } from '../webhooks/outbox';
import type { DomainStatusChanged } from './monitor';
import { inQuietHours, type StatusChange } from './monitor-rules';
import { displayHost, subscribedHosts } from './names';
import { problemsParam, problemText } from './own-domains';

export type ShieldPush = z.infer<typeof shieldPushSchema>;

/** Whether an administrator's subscription asks for this change of this domain at this hour. */
export function wantsAlert(
  subscription: ShieldPush,
  change: StatusChange,
  host: string,
  hour: number,
): boolean {
  if (!subscription.enabled) return false;
  const wanted = {
    flagged: subscription.on_flagged,
    failed: subscription.on_failed,
    recovered: subscription.on_recovered,
  };
  if (!wanted[change]) return false;
  const hosts = subscribedHosts(subscription.hosts);
  if (hosts.length > 0 && !hosts.includes(host)) return false;
  return !(
    subscription.quiet_enabled && inQuietHours(hour, subscription.quiet_start, subscription.quiet_end)
  );
}

/** The hour of the day in a time zone. */
export function hourIn(zone: string, at: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(at),
  );
}

/**
 * Tells people a domain's status changed: a site message and a toast to its holder, a Telegram
 * message to the holder (if bound) and to the administrators whose subscription asks for it, and
 * an entry in the operation log. Telegram only gets a queued message here; sending is the
 * Telegram job's, so a Telegram that is down delays nothing.
 */
export function createDomainAlerts(deps: { db: Db; realtime: Hub; now: () => Date }) {
  const { db } = deps;
  const noticeFor = (change: DomainStatusChanged): Notice => {
    const reason: NoticeParam = problemsParam(change.problems) ?? { key: 'monitor.no_problem' };
    return noticeOf(`notice.domain_${change.change}`, { host: displayHost(change.host), reason });
  };

  async function telegramRecipients(change: DomainStatusChanged, notice: Notice) {
    const hour = hourIn((await readConfiguration(db)).time_zone, deps.now());
    const subscribed = await db
      .select({
        settings: alertSubscriptions.settings,
        chatId: telegramBindings.chatId,
        language: telegramBindings.languageCode,
      })
      .from(alertSubscriptions)
      .innerJoin(telegramBindings, eq(telegramBindings.userId, alertSubscriptions.userId));
    const holder = await db
      .select({ chatId: telegramBindings.chatId, language: telegramBindings.languageCode })
      .from(telegramBindings)
      .where(eq(telegramBindings.userId, change.ownerId));
    const recipients = new Map<string, string>();
    for (const row of holder) recipients.set(row.chatId, row.language);
    for (const row of subscribed) {
      if (wantsAlert(row.settings as ShieldPush, change.change, change.host, hour))
        recipients.set(row.chatId, row.language);
    }
    return [...recipients].map(([chatId, language]) => ({ chatId, text: noticeMessage(language, notice) }));
  }

  return async (change: DomainStatusChanged): Promise<void> => {
    const notice = noticeFor(change);
    await sendNotice(db, [change.ownerId], notice);
    await db.insert(operationLogs).values({
      type: 'domain_monitor',
      path: 'domain_monitor/status',
      content:
        `${change.host}: ${change.before} → ${change.after} ${problemText('en-US', change.problems) ?? ''}`.trim(),
    });
    await enqueueTelegram(db, await telegramRecipients(change, notice), deps.now());
    await queueWebhookEvent(db, {
      type: 'domain.status_changed',
      ownerId: change.ownerId,
      at: deps.now(),
      data: {
        domain_id: change.domainId,
        host: displayHost(change.host),
        before: change.before,
        after: change.after,
        change: change.change,
        problems: change.problems,
      },
    });
    await deps.realtime.sendNotice(change.ownerId, notice, change.change === 'recovered');
  };
}
