import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  adminDomainMonitorCalls,
  domainMonitorCalls,
  monitorSettingsCalls,
  shieldConfigurationCalls,
  shieldPushCalls,
  shieldPushSchema,
  telegramBindingCalls,
  telegramSelfCalls,
  wxShieldDetectionCalls,
} from '../../contract/areas/domain-monitor';
import { hostSchema } from '../../contract/areas/domains';
import type { Locale } from '../../contract/enums';
import { alertSubscriptions, domains, telegramBindings } from '../db/schema';
import type { CheckedDomain } from '../domains/monitor';
import { readMonitorSettings, writeMonitorSettings } from '../domains/monitor';
import { detectionPage, setShieldAction, shieldPage } from '../domains/monitor-admin';
import { monitorPage } from '../domains/monitor-list';
import { subscribedHosts } from '../domains/names';
import { problemText } from '../domains/own-domains';
import { conflict, invalidParameter, notFound } from '../http/errors';
import type { Handlers } from '../http/handlers';
import { readSubscriberDefaults, writeSubscriberDefaults } from '../settings/configuration';
import { loadChecker } from '../settings/platform';
import { newBindCode } from '../telegram/binding';
import { bindingPage, ownBinding, unbind } from '../telegram/bindings';

type Calls = typeof domainMonitorCalls &
  typeof adminDomainMonitorCalls &
  typeof wxShieldDetectionCalls &
  typeof monitorSettingsCalls &
  typeof shieldConfigurationCalls &
  typeof shieldPushCalls &
  typeof telegramBindingCalls &
  typeof telegramSelfCalls;

type ShieldPush = z.infer<typeof shieldPushSchema>;

/** Until an administrator says otherwise: every change, every domain, at any hour. */
const DEFAULT_PUSH: ShieldPush = {
  enabled: true,
  on_flagged: true,
  on_failed: true,
  on_recovered: true,
  // Reports are a different kind of alert: an administrator asks for them.
  on_abuse_report: false,
  hosts: '',
  quiet_enabled: false,
  quiet_start: 22,
  quiet_end: 8,
};

const checkedOut = (locale: Locale) => (checked: CheckedDomain[]) => ({
  list: checked.map((domain) => ({
    id: domain.id,
    monitor_status: domain.status,
    monitor_reason: problemText(locale, domain.problems) ?? null,
  })),
});

export const domainMonitorHandlers: Handlers<Calls> = {
  'domain_monitor/inquire': (filter, { db, locale, actor }) =>
    monitorPage(db, locale, { ...filter, ownerId: actor.userId }),
  'domain_monitor/check': async ({ ids }, { db, locale, actor, monitor }) => {
    const owned = await db
      .select({ id: domains.id })
      .from(domains)
      .where(and(inArray(domains.id, ids), eq(domains.ownerId, actor.userId)));
    if (owned.length !== new Set(ids).size) throw notFound();
    return checkedOut(locale)(await monitor.checkNow(ids));
  },
  'admin_domain_monitor/inquire': (filter, { db, locale }) => monitorPage(db, locale, filter),
  'admin_domain_monitor/check': async ({ ids }, { locale, monitor }) =>
    checkedOut(locale)(await monitor.checkNow(ids)),
  'wx_shield_detection/inquire': (filter, { db, locale }) => detectionPage(db, locale, filter),
  'we_chat_blocking_detection_configuration/inquire': async (_input, { db }) => readMonitorSettings(db),
  'we_chat_blocking_detection_configuration/update': async (settings, { db, secrets }) => {
    if (settings.reputation_platform && !(await loadChecker(db, secrets, settings.reputation_platform))) {
      throw invalidParameter([{ path: 'reputation_platform', messageKey: 'monitor.checker_missing' }]);
    }
    await writeMonitorSettings(db, settings);
    return {};
  },
  'shield_configuration/inquire': (filter, { db }) => shieldPage(db, filter),
  'shield_configuration/update': async ({ user_id, flagged_action }, { db, domains: table }) => {
    await setShieldAction(db, user_id, flagged_action);
    await table.changed();
    return {};
  },
  'shield_configuration/set_default': async ({ flagged_action }, { db, domains: table }) => {
    await writeSubscriberDefaults(db, { ...(await readSubscriberDefaults(db)), flagged_action });
    await table.changed();
    return {};
  },
  'shield_push/inquire': async (_input, { db, actor }) => {
    const [row] = await db
      .select()
      .from(alertSubscriptions)
      .where(eq(alertSubscriptions.userId, actor.userId));
    const [bound] = await db
      .select({ id: telegramBindings.id })
      .from(telegramBindings)
      .where(eq(telegramBindings.userId, actor.userId));
    return {
      ...DEFAULT_PUSH,
      ...(row?.settings as ShieldPush | undefined),
      telegram_bound: bound !== undefined,
    };
  },
  'shield_push/update': async (settings, { db, actor }) => {
    const wrong = subscribedHosts(settings.hosts).find((host) => !hostSchema.safeParse(host).success);
    if (wrong !== undefined)
      throw invalidParameter([
        { path: 'hosts', messageKey: 'monitor.hosts_format', values: { host: wrong } },
      ]);
    await db
      .insert(alertSubscriptions)
      .values({ userId: actor.userId, settings })
      .onConflictDoUpdate({ target: alertSubscriptions.userId, set: { settings, updatedAt: new Date() } });
    return {};
  },
  'telegram_bot_binding/inquire': (filter, { db }) => bindingPage(db, filter),
  'telegram_bot_binding/unbind': async ({ ids }, { db }) => {
    await unbind(db, { ids });
    return {};
  },
  'telegram/my_binding': async (_input, { db, actor, telegram }) => {
    const bot = await telegram.status();
    return {
      configured: bot.configured,
      bot_username: bot.botUsername,
      bot_problem: bot.problem,
      binding: await ownBinding(db, actor.userId),
    };
  },
  'telegram/bind_code': async (_input, { db, actor, telegram, now }) => {
    const bot = await telegram.status();
    if (!bot.configured) throw conflict('telegram.not_configured');
    const { code, expiresAt } = await newBindCode(db, actor.userId, now());
    return { code, expires_at: expiresAt, bot_username: bot.botUsername };
  },
  'telegram/unbind': async (_input, { db, actor }) => {
    await unbind(db, { userId: actor.userId });
    return {};
  },
};
