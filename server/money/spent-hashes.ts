import { and, eq } from 'drizzle-orm';
import { spentTxHashes } from '../db/schema';
import { AppError } from '../http/errors';
import type { Tx } from './ledger';

/** The ways money moves on a transaction hash; each names the table its `refId` points into. */
export type SpentKind = (typeof spentTxHashes.$inferSelect)['kind'];

/** Who spent a hash: a recharge order, a deposit, a withdrawal or a sweep, by its row id. */
export type Spender = { kind: SpentKind; refId: number };

/**
 * Claims a canonical hash for a spender inside the caller's transaction, so the claim and the
 * money it lets move commit together or not at all. Answers null when the hash is now (or already
 * was) this spender's, or whoever spent it first. Two claims at once need no lock of their own:
 * the second insert waits on the first's key until that transaction ends, then sees its row.
 */
export async function claimTxHash(tx: Tx, txHash: string, spender: Spender): Promise<Spender | null> {
  const claimed = await tx
    .insert(spentTxHashes)
    .values({ txHash, kind: spender.kind, refId: spender.refId })
    .onConflictDoNothing()
    .returning({ txHash: spentTxHashes.txHash });
  if (claimed.length > 0) return null;
  const [holder] = await tx
    .select({ kind: spentTxHashes.kind, refId: spentTxHashes.refId })
    .from(spentTxHashes)
    .where(eq(spentTxHashes.txHash, txHash));
  if (!holder) throw new Error(`spent hash ${txHash} conflicted but cannot be read`);
  return holder.kind === spender.kind && holder.refId === spender.refId ? null : holder;
}

/** The refusal of a call whose hash someone already spent: it names who, on the `tx_hash` field. */
export function hashAlreadySpent(holder: Spender): AppError {
  const values = { kind: holder.kind, ref: holder.refId };
  return new AppError(409, 'conflict', 'tx_hash.spent', values, [
    { path: 'tx_hash', messageKey: 'tx_hash.spent', values },
  ]);
}

/** Claims a hash for a call, or refuses the call (409) when another spender holds it. */
export async function spendTxHashOrRefuse(tx: Tx, txHash: string, spender: Spender): Promise<void> {
  const holder = await claimTxHash(tx, txHash, spender);
  if (holder) throw hashAlreadySpent(holder);
}

/**
 * Gives a hash back, only if this spender holds it: for a transaction the chain never took (a
 * refused broadcast, an expiry unincluded), which moved nothing. Signing the same transfer again
 * can give the same hash, and it must be spendable then.
 */
export async function releaseTxHash(tx: Tx, txHash: string, spender: Spender): Promise<void> {
  await tx
    .delete(spentTxHashes)
    .where(
      and(
        eq(spentTxHashes.txHash, txHash),
        eq(spentTxHashes.kind, spender.kind),
        eq(spentTxHashes.refId, spender.refId),
      ),
    );
}
