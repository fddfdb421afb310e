import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { shieldPushSchema } from '../../contract/areas/domain-monitor';
import { DEFAULT_LOCALE } from '../../contract/enums';
import { SocketEvent } from '../../contract/socket';
import { alertSubscriptions, messages, operationLogs, telegramBindings } from '../db/schema';
import type { Db } from '../db/store';
import { translate } from '../i18n';
import type { Hub } from '../realtime/hub';
import { readConfiguration } from '../settings/configuration';
import { localeOfTelegram } from '../telegram/binding';
import { enqueueTelegram } from '../telegram/outbox';
import type { DomainStatusChanged } from './monitor';
import { inQuietHours, type StatusChange } from './monitor-rules';
import { displayHost, subscribedHosts } from './names';
import { problemText } from './own-domains';

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
  const textOf = (locale: typeof DEFAULT_LOCALE, change: DomainStatusChanged) => {
    const values = {
      host: displayHost(change.host),
      reason: problemText(locale, change.problems) ?? translate(locale, 'monitor.no_problem'),
    };
    const key = `notice.domain_${change.change}`;
    return {
      title: translate(locale, `${key}.title`, values),
      content: translate(locale, `${key}.content`, values),
    };
  };

  async function telegramRecipients(change: DomainStatusChanged) {
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
    return [...recipients].map(([chatId, language]) => {
      const text = textOf(localeOfTelegram(language), change);
      return { chatId, text: `${text.title}\n${text.content}` };
    });
  }

  return async (change: DomainStatusChanged): Promise<void> => {
    const text = textOf(DEFAULT_LOCALE, change);
    await db.insert(messages).values({ userId: change.ownerId, ...text });
    await db.insert(operationLogs).values({
      type: 'domain_monitor',
      path: 'domain_monitor/status',
      content:
        `${change.host}: ${change.before} → ${change.after} ${problemText('en-US', change.problems) ?? ''}`.trim(),
    });
    await enqueueTelegram(db, await telegramRecipients(change), deps.now());
    await deps.realtime.sendToUser(change.ownerId, {
      type: SocketEvent.notice,
      status: change.change === 'recovered',
      message: text.title,
    });
  };
}
