import type { forwardCalls, noHijackCalls, troubledCodeCalls } from '../../contract/areas/domain-policies';
import { DomainTrouble } from '../../contract/enums';
import {
  addForward,
  forwardPage,
  policyPage,
  removeForwards,
  troubledCodes,
  updateForward,
  updatePolicy,
} from '../domains/policies';
import type { Handlers } from '../http/handlers';

type Calls = typeof noHijackCalls & typeof forwardCalls & typeof troubledCodeCalls;

/** Codes whose domain serves nothing now, and codes on domains the monitor is unhappy with. */
const SERVING_NOTHING = [DomainTrouble.unverified, DomainTrouble.paused];
const AT_RISK = [DomainTrouble.paused, DomainTrouble.flagged, DomainTrouble.failing];

export const domainPolicyHandlers: Handlers<Calls> = {
  'no_hijack/inquire': (filter, { db, actor }) => policyPage(db, actor.userId, filter),
  'no_hijack/update': async (policy, { db, actor, domains }) => {
    await updatePolicy(db, actor.userId, policy);
    await domains.changed();
    return {};
  },
  'forward/inquire': (filter, { db, actor }) => forwardPage(db, actor.userId, filter),
  'forward/add': async (rule, { db, actor, domains }) => {
    const id = await addForward(db, actor.userId, rule);
    await domains.changed();
    return { id };
  },
  'forward/update': async (rule, { db, actor, domains }) => {
    await updateForward(db, actor.userId, rule);
    await domains.changed();
    return {};
  },
  'forward/remove': async ({ ids }, { db, actor, domains }) => {
    await removeForwards(db, actor.userId, ids);
    await domains.changed();
    return {};
  },
  'no_domain_name/inquire': (filter, { db, locale, actor }) =>
    troubledCodes(db, locale, { ...filter, ownerId: actor.userId, kinds: SERVING_NOTHING }),
  'nodomain/inquire': (filter, { db, locale, actor }) =>
    troubledCodes(db, locale, { ...filter, ownerId: actor.userId, kinds: AT_RISK }),
};
