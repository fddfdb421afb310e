import type { domainListCalls, holdDomainCalls } from '../../contract/areas/domains';
import {
  type DomainListing,
  heldDomains,
  holdDomain,
  ownersDomains,
  removeDomains,
  updateEntryPage,
} from '../domains/service';
import type { Handlers } from '../http/handlers';

const domainOut = ({ domain, ownerAccount, codeCount }: DomainListing) => ({
  id: domain.id,
  host: domain.host,
  type: domain.type as 1 | 2 | 3,
  owner_id: domain.ownerId,
  owner_account: ownerAccount,
  verification: domain.verification as 1 | 2 | 3,
  monitor_status: domain.monitorStatus as 1 | 2 | 4,
  code_count: codeCount,
  entry_page_url: domain.entryPageUrl,
  updated_at: domain.updatedAt,
});

const pageOut = ({ list, total }: { list: DomainListing[]; total: number }) => ({
  list: list.map(domainOut),
  total,
});

export const domainHandlers: Handlers<typeof holdDomainCalls & typeof domainListCalls> = {
  'hold_domain/inquire': async (filter, { db }) => pageOut(await heldDomains(db, filter)),

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

  'domain_list/inquire': async (filter, { db, actor }) =>
    pageOut(await ownersDomains(db, actor.userId, filter)),

  'domain_list/update_entry_page': async ({ id, entry_page_url }, ctx) => {
    await updateEntryPage(ctx.db, ctx.actor.userId, id, entry_page_url);
    await ctx.domains.changed();
    return {};
  },
};
