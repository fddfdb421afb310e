import type {
  domainListCalls,
  exportDomainResolutionCalls,
  holdDomainCalls,
} from '../../contract/areas/domains';
import type { Locale } from '../../contract/enums';
import { displayHost } from '../domains/names';
import {
  addOwnDomain,
  ownRecords,
  problemText,
  removeOwnDomains,
  verificationSteps,
  verifyOwnDomain,
} from '../domains/own-domains';
import { recordsCsv, recordsZone } from '../domains/records';
import {
  type DomainListing,
  heldDomains,
  holdDomain,
  ownersDomains,
  removeDomains,
  updateEntryPage,
} from '../domains/service';
import type { Handlers } from '../http/handlers';

const domainOut =
  (locale: Locale) =>
  ({ domain, ownerAccount, codeCount }: DomainListing) => ({
    id: domain.id,
    host: domain.host,
    type: domain.type as 1 | 2 | 3,
    owner_id: domain.ownerId,
    owner_account: ownerAccount,
    verification: domain.verification as 1 | 2 | 3,
    monitor_status: domain.monitorStatus as 1 | 2 | 4,
    code_count: codeCount,
    entry_page_url: domain.entryPageUrl,
    unicode_host: displayHost(domain.host),
    verify_reason: problemText(locale, domain.verifyProblems) ?? null,
    verify_checked_at: domain.verifyCheckedAt,
    updated_at: domain.updatedAt,
  });

const pageOut = (locale: Locale, { list, total }: { list: DomainListing[]; total: number }) => ({
  list: list.map(domainOut(locale)),
  total,
});

export const domainHandlers: Handlers<
  typeof holdDomainCalls & typeof domainListCalls & typeof exportDomainResolutionCalls
> = {
  'hold_domain/inquire': async (filter, { db, locale }) => pageOut(locale, await heldDomains(db, filter)),

  'hold_domain/add': async (input, ctx) => {
    const id = await holdDomain(ctx.db, new URL(ctx.origin).hostname, input, ctx.now());
    await ctx.domains.changed();
    return { id };
  },

  'hold_domain/remove': async ({ ids }, ctx) => {
    await removeDomains(ctx.db, ids);
    await ctx.domains.changed();
    return {};
  },

  'domain_list/inquire': async (filter, { db, actor, locale }) =>
    pageOut(locale, await ownersDomains(db, actor.userId, filter)),

  'domain_list/add': async ({ domain, type }, ctx) =>
    addOwnDomain(ctx.db, {
      ownerId: ctx.actor.userId,
      consoleHost: new URL(ctx.origin).hostname,
      domain,
      type,
      now: ctx.now(),
    }),

  'domain_list/steps': async ({ id }, { db, actor }) => verificationSteps(db, actor.userId, id),

  'domain_list/verify': async ({ id }, ctx) => {
    const outcome = await verifyOwnDomain(ctx.db, ctx.domainChecks, {
      ownerId: ctx.actor.userId,
      id,
      locale: ctx.locale,
      now: ctx.now(),
    });
    if (outcome.changed) await ctx.domains.changed();
    return outcome.verified ? { verified: true } : { verified: false, reason: outcome.reason };
  },

  'domain_list/remove': async ({ ids }, ctx) => {
    await removeOwnDomains(ctx.db, ctx.actor.userId, ids);
    await ctx.domains.changed();
    return {};
  },

  'export_domain_resolution/inquire': async ({ domain_id }, { db, actor, domainChecks }) => {
    const list = await ownRecords(db, actor.userId, domainChecks.edge, domain_id);
    return { list, csv: recordsCsv(list), zone: recordsZone(list) };
  },

  'domain_list/update_entry_page': async ({ id, entry_page_url }, ctx) => {
    await updateEntryPage(ctx.db, ctx.actor.userId, id, entry_page_url);
    await ctx.domains.changed();
    return {};
  },
};
