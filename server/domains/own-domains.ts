import { and, asc, eq, inArray } from 'drizzle-orm';
import { DomainVerification, type Locale } from '../../contract/enums';
import { domains } from '../db/schema';
import type { Db } from '../db/store';
import { invalidParameter, notFound } from '../http/errors';
import { translate } from '../i18n';
import { ownDomainName } from './names';
import { type Edge, recordsOf } from './records';
import { insertDomain, removeDomains } from './service';
import { type ControlDeps, checkControl, httpPath, newVerifyToken, txtName, txtValue } from './verification';

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
  const outcome = await checkControl(domain.host, domain.verifyToken, deps);
  const problems = outcome.verified ? null : outcome.problems;
  await db
    .update(domains)
    .set({
      verification: outcome.verified ? DomainVerification.verified : DomainVerification.failed,
      verifyProblems: problems,
      verifyCheckedAt: request.now,
      updatedAt: request.now,
    })
    .where(eq(domains.id, domain.id));
  if (outcome.verified) return { verified: true, changed: true };
  return { verified: false, reason: problemText(request.locale, problems), changed: false };
}

/** The reasons a proof failed, in the reader's language, as one line. */
export function problemText(
  locale: Locale,
  problems: { key: string; values: Record<string, string> }[] | null,
): string | undefined {
  if (!problems || problems.length === 0) return undefined;
  return problems
    .map((problem) => translate(locale, problem.key, problem.values))
    .join(translate(locale, 'domain_verify.separator'));
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
