import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { vipComboCalls } from '../../contract/areas/money';
import { ComboStatus } from '../../contract/enums';
import { orders, users, vipCombos } from '../db/schema';
import type { Db } from '../db/store';
import { AppError, notFound } from '../http/errors';
import { selectPage } from '../http/paging';
import type { LocalizedName } from './membership';

type Input<P extends keyof typeof vipComboCalls> = z.output<(typeof vipComboCalls)[P]['input']>;
type ComboFields = Omit<Input<'vip_combo/update'>, 'id'>;
export type ComboRecord = typeof vipCombos.$inferSelect;

const columnsOf = (fields: ComboFields) => ({
  name: fields.name,
  price: fields.price,
  days: fields.days,
  maxCodes: fields.max_codes,
  maxDomains: fields.max_domains,
  detailedLog: fields.detailed_log,
  retentionDays: fields.retention_days,
  sort: fields.sort,
  status: fields.status,
});

/** How many accounts run each package now: a package with members cannot disappear under them. */
async function membersOf(db: Db, ids: number[], now: Date): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.vipComboId, members: count() })
    .from(users)
    .where(and(inArray(users.vipComboId, ids), gt(users.memberExpireTime, now)))
    .groupBy(users.vipComboId);
  return new Map(rows.map((row) => [row.id as number, row.members]));
}

/** A package as the contract shows it. */
export function comboRow(combo: ComboRecord, members: number) {
  return {
    id: combo.id,
    name: combo.name as LocalizedName,
    price: combo.price,
    days: combo.days,
    max_codes: combo.maxCodes,
    max_domains: combo.maxDomains,
    detailed_log: combo.detailedLog,
    retention_days: combo.retentionDays,
    sort: combo.sort,
    status: combo.status as 1 | 2,
    members,
    updated_at: combo.updatedAt,
  };
}

/** Packages in their sort order; `onSaleOnly` for accounts that can only buy. */
export async function listCombos(
  db: Db,
  filter: Input<'vip_combo/inquire'>,
  options: { onSaleOnly: boolean; now: Date },
) {
  const status = options.onSaleOnly ? ComboStatus.on : filter.status;
  const { rows, total } = await selectPage(db, vipCombos, {
    where: status === undefined ? undefined : eq(vipCombos.status, status),
    orderBy: [asc(vipCombos.sort), asc(vipCombos.id)],
    page: filter,
  });
  const members = await membersOf(
    db,
    rows.map((row) => row.id),
    options.now,
  );
  return { list: rows.map((row) => comboRow(row, members.get(row.id) ?? 0)), total };
}

export async function addCombo(db: Db, fields: ComboFields): Promise<number> {
  const [row] = await db.insert(vipCombos).values(columnsOf(fields)).returning({ id: vipCombos.id });
  return (row as { id: number }).id;
}

/** Changing a package changes what is sold from now on; orders keep the name and days they bought. */
export async function updateCombo(db: Db, { id, ...fields }: Input<'vip_combo/update'>): Promise<void> {
  const updated = await db
    .update(vipCombos)
    .set({ ...columnsOf(fields), updatedAt: new Date() })
    .where(eq(vipCombos.id, id))
    .returning({ id: vipCombos.id });
  if (updated.length === 0) throw notFound('vip_combo.unknown');
}

/** Deletes packages nobody ever bought; a bought one is history and can only be switched off. */
export async function removeCombos(db: Db, ids: number[]): Promise<void> {
  const [bought] = await db
    .select({ name: vipCombos.name })
    .from(orders)
    .innerJoin(vipCombos, eq(vipCombos.id, orders.comboId))
    .where(inArray(orders.comboId, ids))
    .limit(1);
  if (bought) throw new AppError(409, 'conflict', 'vip_combo.in_use', { name: bought.name as LocalizedName });
  await db.delete(vipCombos).where(inArray(vipCombos.id, ids));
}
