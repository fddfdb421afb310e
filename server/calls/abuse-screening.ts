import type { abuseBlocklistCalls, abuseScreeningCalls } from '../../contract/areas/abuse-screening';
import { type ScreenMatch, type ScreenRuleKind, ScreenVerdict } from '../../contract/enums';
import { addRule, importList, listRules, removeRules, updateRule } from '../abuse/blocklist';
import {
  destinationHistory,
  listFlagged,
  type RescreenDeps,
  releaseDestinations,
  rescreenNow,
} from '../abuse/rescreen';
import { readScreeningSettings, writeScreeningSettings } from '../abuse/screening';
import { createScreeningAlerts, verdictReason } from '../abuse/screening-alerts';
import type { Actor } from '../auth/sessions';
import { invalidParameter } from '../http/errors';
import type { CallContext, Handlers } from '../http/handlers';
import { translate } from '../i18n';
import { loadChecker } from '../settings/platform';

type Kind = (typeof ScreenRuleKind)[keyof typeof ScreenRuleKind];
type Match = (typeof ScreenMatch)[keyof typeof ScreenMatch];
type Verdict = (typeof ScreenVerdict)[keyof typeof ScreenVerdict];

export const abuseBlocklistHandlers: Handlers<typeof abuseBlocklistCalls> = {
  'abuse_blocklist/inquire': async (filter, { db }) => {
    const { rows, total } = await listRules(db, filter);
    return {
      list: rows.map(({ rule, account }) => ({
        id: rule.id,
        kind: rule.kind as Kind,
        match_type: rule.matchType as Match,
        value: rule.value,
        note: rule.note,
        created_by: account ?? '',
        created_at: rule.createdAt,
      })),
      total,
    };
  },
  'abuse_blocklist/add': async (input, { db, actor }) => ({ id: await addRule(db, input, actor.userId) }),
  'abuse_blocklist/update': async ({ id, ...fields }, { db }) => {
    await updateRule(db, id, fields);
    return {};
  },
  'abuse_blocklist/remove': async ({ ids }, { db }) => {
    await removeRules(db, ids);
    return {};
  },
  'abuse_blocklist/import': async ({ kind, text }, { db, actor, locale }) => {
    const answer = await importList(db, kind, text, actor.userId);
    return {
      ...answer,
      refused: answer.refused.map((line) => ({ ...line, reason: translate(locale, line.reason) })),
    };
  },
};

/** What a re-screen asked for by an administrator needs, from the call's context. */
function rescreenDeps(ctx: CallContext<Actor>): RescreenDeps {
  return {
    db: ctx.db,
    secrets: ctx.secrets,
    outbound: ctx.domainChecks.outbound,
    now: ctx.now,
    codesChanged: (ids) => ctx.codeCache.changed(ids),
    onPaused: createScreeningAlerts({ db: ctx.db, realtime: ctx.realtime, now: ctx.now }),
  };
}

export const abuseScreeningHandlers: Handlers<typeof abuseScreeningCalls> = {
  'abuse_screening/inquire': async (filter, { db }) => {
    const { rows, total } = await listFlagged(db, filter);
    return {
      list: rows.map((row) => ({
        id: row.destinationId,
        code_id: row.codeId,
        code_name: row.codeName,
        file_name: row.fileName,
        owner_id: row.ownerId,
        owner_account: row.ownerAccount,
        url: row.url ?? '',
        verdict: row.verdict as Verdict | null,
        source: row.source,
        reason: row.reason,
        screened_at: row.screenedAt,
        paused_at: row.pausedAt,
      })),
      total,
    };
  },
  'abuse_screening/history': async ({ destination_id }, { db, locale }) => ({
    list: (await destinationHistory(db, destination_id)).map((row) => ({
      id: row.id,
      destination_id: row.destinationId,
      code_id: row.codeId,
      host: row.host,
      url: row.url,
      verdict: row.verdict as Verdict,
      source: row.source,
      // Only a block says "on the list" or "flagged by"; other verdicts keep their own words.
      reason: row.verdict === ScreenVerdict.blocked ? verdictReason(locale, row) : row.reason,
      trigger: row.trigger,
      checked_at: row.checkedAt,
    })),
  }),
  'abuse_screening/rescreen': async ({ ids }, ctx) => ({
    list: (await rescreenNow(rescreenDeps(ctx), ids)).map((entry) => ({
      destination_id: entry.destinationId,
      verdict: entry.verdict,
    })),
  }),
  'abuse_screening/release': async ({ ids, allow_host }, ctx) => {
    await releaseDestinations(rescreenDeps(ctx), ids, ctx.actor.userId, allow_host);
    return {};
  },
  'abuse_screening/settings': async (_input, { db }) => readScreeningSettings(db),
  'abuse_screening/update_settings': async (input, { db, secrets }) => {
    // The same test the domain monitor makes: an enabled key with a mapping, or none.
    if (input.provider_platform && !(await loadChecker(db, secrets, input.provider_platform))) {
      throw invalidParameter([{ path: 'provider_platform', messageKey: 'monitor.checker_missing' }]);
    }
    await writeScreeningSettings(db, input);
    return {};
  },
};
