import { eq } from 'drizzle-orm';
import { AbuseReportCategory } from '../../contract/enums';
import { alertSubscriptions, roles, telegramBindings, users } from '../db/schema';
import type { Db } from '../db/store';
import { hourIn, type ShieldPush } from '../domains/alerts';
import { inQuietHours } from '../domains/monitor-rules';
import type { Notice } from '../messages/notice';
import { sendNotice } from '../messages/service';
import { readConfiguration } from '../settings/configuration';
import { noticeMessage } from '../telegram/message-text';
import { enqueueTelegram } from '../telegram/outbox';

export type NewReport = { id: number; category: number; codeName: string; fileName: string };

/** An administrator's alert subscription asks for new abuse reports. */
export function wantsReports(subscription: Partial<ShieldPush>): boolean {
  return subscription.enabled === true && subscription.on_abuse_report === true;
}

function reportNotice(report: NewReport): Notice {
  return {
    titleKey: 'abuse_report.notice_title',
    contentKey: 'abuse_report.notice_content',
    params: {
      name: report.codeName,
      file_name: report.fileName,
      category: { key: `enum.AbuseReportCategory.${categoryKey(report.category)}` },
      id: report.id,
    },
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
  const notice = reportNotice(report);
  await sendNotice(
    db,
    wanting.map((row) => row.userId),
    notice,
  );
  const hour = hourIn((await readConfiguration(db)).time_zone, now);
  const chats = wanting.flatMap((row) => {
    const settings = row.settings as ShieldPush;
    if (
      row.chatId === null ||
      (settings.quiet_enabled && inQuietHours(hour, settings.quiet_start, settings.quiet_end))
    )
      return [];
    return [{ chatId: row.chatId, text: noticeMessage(row.language ?? '', notice) }];
  });
  await enqueueTelegram(db, chats, now);
}
