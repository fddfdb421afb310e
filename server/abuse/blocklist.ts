import { and, count, desc, eq, ilike, inArray, ne } from 'drizzle-orm';
import { screenRules, users } from '../db/schema';
import type { Db } from '../db/store';
import { conflict, invalidParameter, notFound } from '../http/errors';
import { containing, pageWindow } from '../http/paging';
import { listLines, parseListLine, parseRule } from './screen-rules';

/** The screening rules an administrator keeps: blocked and allowed hosts and patterns. */

export type RuleFields = { kind: number; match_type: number; value: string; note: string };

/** One page of rules, newest first, with the account of who added each. */
export async function listRules(
  db: Db,
  filter: { kind?: number; keyword?: string; page: number; page_size: number },
) {
  const pattern = containing(filter.keyword?.toLowerCase());
  const where = and(
    filter.kind === undefined ? undefined : eq(screenRules.kind, filter.kind),
    pattern ? ilike(screenRules.value, pattern) : undefined,
  );
  const { limit, offset } = pageWindow(filter);
  const rows = await db
    .select({ rule: screenRules, account: users.account })
    .from(screenRules)
    .leftJoin(users, eq(users.id, screenRules.createdBy))
    .where(where)
    .orderBy(desc(screenRules.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ total: count() }).from(screenRules).where(where);
  return { rows, total: total?.total ?? 0 };
}

/** The stored form of a typed rule, or a 400 on `value` saying what a host or pattern looks like. */
function storedValue(fields: RuleFields): string {
  const parsed = parseRule(fields.match_type, fields.value);
  if ('problem' in parsed) throw invalidParameter([{ path: 'value', messageKey: parsed.problem }]);
  return parsed.value;
}

const duplicate = () =>
  conflict('abuse_blocklist.duplicate', [{ path: 'value', messageKey: 'abuse_blocklist.duplicate' }]);

async function assertNoTwin(db: Db, fields: RuleFields, value: string, exceptId?: number) {
  const [twin] = await db
    .select({ id: screenRules.id })
    .from(screenRules)
    .where(
      and(
        eq(screenRules.kind, fields.kind),
        eq(screenRules.matchType, fields.match_type),
        eq(screenRules.value, value),
        exceptId === undefined ? undefined : ne(screenRules.id, exceptId),
      ),
    )
    .limit(1);
  if (twin) throw duplicate();
}

export async function addRule(db: Db, fields: RuleFields, adminId: number): Promise<number> {
  const value = storedValue(fields);
  await assertNoTwin(db, fields, value);
  const [row] = await db
    .insert(screenRules)
    .values({ kind: fields.kind, matchType: fields.match_type, value, note: fields.note, createdBy: adminId })
    .onConflictDoNothing()
    .returning({ id: screenRules.id });
  if (!row) throw duplicate();
  return row.id;
}

export async function updateRule(db: Db, id: number, fields: RuleFields): Promise<void> {
  const value = storedValue(fields);
  await assertNoTwin(db, fields, value, id);
  const changed = await db
    .update(screenRules)
    .set({ kind: fields.kind, matchType: fields.match_type, value, note: fields.note, updatedAt: new Date() })
    .where(eq(screenRules.id, id))
    .returning({ id: screenRules.id });
  if (changed.length === 0) throw notFound();
}

export async function removeRules(db: Db, ids: number[]): Promise<void> {
  const removed = await db
    .delete(screenRules)
    .where(inArray(screenRules.id, ids))
    .returning({ id: screenRules.id });
  if (removed.length === 0) throw notFound();
}

/** Lines an import takes at most; a longer list is refused whole. */
const MAX_IMPORT_LINES = 5_000;

/**
 * Imports a plain list as rules of one kind: a host or a pattern per line, `#` comments and blank
 * lines left out. A line already in the list (or twice in this one) is skipped; a line that is no
 * host or pattern is refused with its number, and the rest are still added.
 */
export async function importList(db: Db, kind: number, text: string, adminId: number) {
  const lines = listLines(text);
  if (lines.length === 0)
    throw invalidParameter([{ path: 'text', messageKey: 'abuse_blocklist.import_empty' }]);
  if (lines.length > MAX_IMPORT_LINES) {
    throw invalidParameter([
      { path: 'text', messageKey: 'abuse_blocklist.import_too_long', values: { max: MAX_IMPORT_LINES } },
    ]);
  }
  const refused: { line: number; text: string; reason: string }[] = [];
  const wanted = new Map<string, { matchType: number; value: string }>();
  let repeated = 0;
  for (const line of lines) {
    const parsed = parseListLine(line.text);
    if ('problem' in parsed) {
      refused.push({ line: line.line, text: line.text.slice(0, 300), reason: parsed.problem });
      continue;
    }
    const key = `${parsed.matchType}:${parsed.value}`;
    if (wanted.has(key)) repeated += 1;
    else wanted.set(key, parsed);
  }
  const added =
    wanted.size === 0
      ? []
      : await db
          .insert(screenRules)
          .values(
            [...wanted.values()].map((rule) => ({
              kind,
              matchType: rule.matchType,
              value: rule.value,
              createdBy: adminId,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: screenRules.id });
  return { added: added.length, skipped: repeated + wanted.size - added.length, refused };
}
