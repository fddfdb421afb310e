import { and, asc, eq, gt, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import { DomainVerification, type Locale } from '../../contract/enums';
import { domains } from '../db/schema';
import type { Db } from '../db/store';
import { invalidParameter, notFound } from '../http/errors';
import { type NoticeList, renderParam } from '../messages/notice';
import { ownDomainName } from './names';
import { type Edge, recordsOf } from './records';
import { insertDomain, removeDomains } from './service';
import {
  type ControlDeps,
  checkControl,
  httpPath,
  newVerifyToken,
  txtName,
  txtValue,
  type VerifyProblem,
} from './verification';

/**
 * A customer's own domains (SPEC §5): added with a token, proven by a TXT record or an HTTP file,
 * removed once no code uses them. Pool domains (`hold_domain`) are verified by the platform.
 */

const stepsOf = (domain: { id: number; host: string; verifyToken: string }) => ({
  id: domain.id,
  verify_token: domain.verifyToken,
  txt_name: txtName(domain.host),
  txt_value: txtValue(domain.verifyToken),
  http_path: httpPath(domain.verifyToken),
});

export async function addOwnDomain(
  db: Db,
  request: { ownerId: number; consoleHost: string; domain: string; type: number; now: Date },
) {
  const named = ownDomainName(request.domain, request.consoleHost);
  if ('problem' in named)
    throw invalidParameter([{ path: 'domain', messageKey: named.problem }], named.problem);
  const row = await insertDomain(
    db,
    {
      host: named.host,
      type: request.type,
      ownerId: request.ownerId,
      verification: DomainVerification.pending,
      verifyToken: newVerifyToken(),
    },
    request.now,
  );
  return stepsOf(row);
}

/** One of the owner's domains; anyone else's is "not found". */
async function ownDomain(db: Db, ownerId: number, id: number) {
  const [domain] = await db
    .select()
    .from(domains)
    .where(and(eq(domains.id, id), eq(domains.ownerId, ownerId)));
  if (!domain) throw notFound();
  return domain;
}

/** How to prove control of one of the owner's domains; a pool domain gets its token when first asked. */
export async function verificationSteps(db: Db, ownerId: number, id: number) {
  const domain = await ownDomain(db, ownerId, id);
  if (domain.verifyToken) return stepsOf(domain);
  await db
    .update(domains)
    .set({ verifyToken: newVerifyToken() })
    .where(and(eq(domains.id, id), eq(domains.verifyToken, '')));
  return stepsOf(await ownDomain(db, ownerId, id));
}

/** Checks the proof now and records the outcome; a proven domain stays proven. */
export async function verifyOwnDomain(
  db: Db,
  deps: ControlDeps,
  request: { ownerId: number; id: number; locale: Locale; now: Date },
): Promise<{ verified: boolean; reason?: string; changed: boolean }> {
  const domain = await ownDomain(db, request.ownerId, request.id);
  if (domain.verification === DomainVerification.verified) return { verified: true, changed: false };
  const problems = await recordProof(db, deps, domain, request.now);
  if (!problems) return { verified: true, changed: true };
  return { verified: false, reason: problemText(request.locale, problems), changed: false };
}

/** Looks for the proof and records what was found; answers the problems, or null once proven. */
export async function recordProof(
  db: Db,
  deps: ControlDeps,
  domain: { id: number; host: string; verifyToken: string },
  now: Date,
): Promise<VerifyProblem[] | null> {
  const outcome = await checkControl(domain.host, domain.verifyToken, deps);
  const problems = outcome.verified ? null : outcome.problems;
  await db
    .update(domains)
    .set({
      verification: outcome.verified ? DomainVerification.verified : DomainVerification.failed,
      verifyProblems: problems,
      verifyCheckedAt: now,
      updatedAt: now,
    })
    .where(eq(domains.id, domain.id));
  return problems;
}

const REVERIFY_EVERY_MS = 10 * 60_000;
/** A domain nobody proved within a week is left for its holder's own "verify". */
const REVERIFY_FOR_MS = 7 * 86_400_000;
const REVERIFY_BATCH = 20;

/**
 * The job's part of "verify": domains waiting for their proof are looked at again every ten
 * minutes for a week, so a holder who made the record need not come back to press the button.
 * Answers how many became verified.
 */
export async function reverifyPending(db: Db, deps: ControlDeps, now: Date): Promise<number> {
  const waiting = await db
    .select({ id: domains.id, host: domains.host, verifyToken: domains.verifyToken })
    .from(domains)
    .where(
      and(
        ne(domains.verification, DomainVerification.verified),
        ne(domains.verifyToken, ''),
        gt(domains.createdAt, new Date(now.getTime() - REVERIFY_FOR_MS)),
        or(
          isNull(domains.verifyCheckedAt),
          lt(domains.verifyCheckedAt, new Date(now.getTime() - REVERIFY_EVERY_MS)),
        ),
      ),
    )
    .orderBy(asc(domains.verifyCheckedAt))
    .limit(REVERIFY_BATCH);
  let proven = 0;
  for (const domain of waiting) {
    if (!(await recordProof(db, deps, domain, now))) proven += 1;
  }
  return proven;
}

type Problems = { key: string; values: Record<string, string> }[] | null;

/** The reasons a proof failed as one value of a notice, each reader's language filling it in. */
export function problemsParam(problems: Problems): NoticeList | undefined {
  if (!problems || problems.length === 0) return undefined;
  return { all: problems, separator: 'domain_verify.separator' };
}

/** The reasons a proof failed, in the reader's language, as one line. */
export function problemText(locale: Locale, problems: Problems): string | undefined {
  const list = problemsParam(problems);
  return list && String(renderParam(locale, list));
}

/** Removes the owner's domains (`removeDomains`); another owner's ids are "not found". */
export async function removeOwnDomains(db: Db, ownerId: number, ids: number[]): Promise<void> {
  const owned = await db
    .select({ id: domains.id })
    .from(domains)
    .where(and(inArray(domains.id, ids), eq(domains.ownerId, ownerId)));
  if (owned.length !== new Set(ids).size) throw notFound();
  await removeDomains(db, ids);
}

/** The records the owner's domains need, oldest domain first. */
export async function ownRecords(db: Db, ownerId: number, edge: Edge, domainId?: number) {
  const rows = await db
    .select({ id: domains.id, host: domains.host, verifyToken: domains.verifyToken })
    .from(domains)
    .where(and(eq(domains.ownerId, ownerId), domainId === undefined ? undefined : eq(domains.id, domainId)))
    .orderBy(asc(domains.id));
  if (domainId !== undefined && rows.length === 0) throw notFound();
  return rows.flatMap((row) => recordsOf(row, edge));
}
