import { eq } from 'drizzle-orm';
import { AbuseReportCategory, DEFAULT_LOCALE, type Locale } from '../../contract/enums';
import { alertSubscriptions, messages, roles, telegramBindings, users } from '../db/schema';
import type { Db } from '../db/store';
import { hourIn, type ShieldPush } from '../domains/alerts';
import { inQuietHours } from '../domains/monitor-rules';
import { translate } from '../i18n';
import { readConfiguration } from '../settings/configuration';
import { localeOfTelegram } from '../telegram/binding';
import { enqueueTelegram } from '../telegram/outbox';

export type NewReport = { id: number; category: number; codeName: string; fileName: string };

/** An administrator's alert subscription asks for new abuse reports. */
export function wantsReports(subscription: Partial<ShieldPush>): boolean {
  return subscription.enabled === true && subscription.on_abuse_report === true;
}

function noticeText(locale: Locale, report: NewReport) {
  const values = {
    name: report.codeName,
    file_name: report.fileName,
    category: translate(locale, `enum.AbuseReportCategory.${categoryKey(report.category)}`),
    id: report.id,
  };
  return {
    title: translate(locale, 'abuse_report.notice_title', values),
    content: translate(locale, 'abuse_report.notice_content', values),
  };
}

/** `phishing` for 1: the catalogue key of a category. */
export function categoryKey(category: number): string {
  return Object.entries(AbuseReportCategory).find(([, value]) => value === category)?.[0] ?? 'other';
}

/**
 * Tells the administrators who subscribed (the `abuse_report` event of `shield_push`) that a
 * report arrived: a site message each, and a Telegram message to those with a bound chat outside
 * their quiet hours. Telegram only gets a queued message here, so the reporter never waits on it.
 */
export async function announceReport(db: Db, report: NewReport, now: Date): Promise<void> {
  const subscribers = await db
    .select({
      userId: alertSubscriptions.userId,
      settings: alertSubscriptions.settings,
      chatId: telegramBindings.chatId,
      language: telegramBindings.languageCode,
    })
    .from(alertSubscriptions)
    .innerJoin(users, eq(users.id, alertSubscriptions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(telegramBindings, eq(telegramBindings.userId, alertSubscriptions.userId))
    .where(eq(roles.scope, 'platform'));
  const wanting = subscribers.filter((row) => wantsReports(row.settings as Partial<ShieldPush>));
  if (wanting.length === 0) return;
  const text = noticeText(DEFAULT_LOCALE, report);
  await db.insert(messages).values(wanting.map((row) => ({ userId: row.userId, ...text })));
  const hour = hourIn((await readConfiguration(db)).time_zone, now);
  const chats = wanting.flatMap((row) => {
    const settings = row.settings as ShieldPush;
    if (
      row.chatId === null ||
      (settings.quiet_enabled && inQuietHours(hour, settings.quiet_start, settings.quiet_end))
    )
      return [];
    const local = noticeText(localeOfTelegram(row.language ?? ''), report);
    return [{ chatId: row.chatId, text: `${local.title}\n${local.content}` }];
  });
  await enqueueTelegram(db, chats, now);
}
