import { and, asc, count, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { BillType } from '../../contract/enums';
import { canonicalMoney } from '../../contract/money';
import { bills, users } from '../db/schema';
import type { Db } from '../db/store';
import { billConditions } from '../money/history';
import type { Decimal } from './cells';
import { type ExportSource, exportParams } from './runner';

export const ledgerExportParams = exportParams.extend({
  user_id: z.int().optional(),
  keyword: z.string().optional(),
  type: z.int().optional(),
  start_time: z.string().optional(),
  end_time: z.string().optional(),
});
export type LedgerExportParams = z.infer<typeof ledgerExportParams>;

/** The same rows `bill/inquire` lists for the same filter. */
const whereOf = (params: LedgerExportParams) => billConditions({ ...params, userId: params.user_id });

function pageOf(db: Db, params: LedgerExportParams, afterId: number, limit: number) {
  return db
    .select({
      id: bills.id,
      createdAt: bills.createdAt,
      account: users.account,
      phone: users.phone,
      type: bills.type,
      amount: bills.amount,
      balanceBefore: bills.balanceBefore,
      balanceAfter: bills.balanceAfter,
      orderId: bills.orderId,
      remark: bills.remark,
    })
    .from(bills)
    .innerJoin(users, eq(users.id, bills.userId))
    .where(and(whereOf(params), gt(bills.id, afterId)))
    .orderBy(asc(bills.id))
    .limit(limit);
}

type Row = Awaited<ReturnType<typeof pageOf>>[number];

/** `enum.BillType.<key>` of each stored type. */
const typeKeys = new Map<number, string>(Object.entries(BillType).map(([key, value]) => [value, key]));

/** The database's numeric text, canonical, never through a JS number (which would round it). */
const money = (text: string): Decimal => ({ decimal: canonicalMoney(text) });

/** The ledger (`bills`), oldest row first, as an administrator filters it on the `bill` pages. */
export const ledgerExportSource: ExportSource<LedgerExportParams, Row> = {
  kind: 'bill_export',
  params: ledgerExportParams,
  async count(db, params) {
    const [total] = await db
      .select({ n: count() })
      .from(bills)
      .innerJoin(users, eq(users.id, bills.userId))
      .where(whereOf(params));
    return total?.n ?? 0;
  },
  page: pageOf,
  columns: [
    'id',
    'create_time',
    'account',
    'phone',
    'type',
    'amount',
    'balance_before',
    'balance_after',
    'order_id',
    'remark',
  ],
  sheetKey: 'export.sheet_ledger',
  cells(row, { time, label }) {
    const type = typeKeys.get(row.type);
    return [
      row.id,
      time(row.createdAt),
      row.account,
      row.phone,
      type === undefined ? String(row.type) : label(`enum.BillType.${type}`),
      money(row.amount),
      money(row.balanceBefore),
      money(row.balanceAfter),
      row.orderId ?? '',
      row.remark,
    ];
  },
};
