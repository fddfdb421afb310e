import { and, desc, eq } from 'drizzle-orm';
import { chainCursors, tronWallets, users } from '../db/schema';
import type { Db } from '../db/store';
import { invalidParameter, notFound } from '../http/errors';
import { anyContaining, selectJoinedPage } from '../http/paging';
import type { ChainPort } from '../ports/chain';
import { verifyPassword } from '../security/passwords';
import type { SecretBox } from '../security/secrets';

/** A new address has no history: its first read starts a little before it was made, not at the chain's start. */
const NEW_ADDRESS_LOOKBACK_MS = 60 * 60_000;

export type WalletRow = typeof tronWallets.$inferSelect;

/**
 * The user's deposit wallet, made on first ask: a fresh TRON account from tronweb whose private key
 * is sealed with the master key before it is stored. Two first asks at once make one wallet (the
 * live-wallet index keeps one per user; the loser reads the winner's).
 */
export async function depositWalletOf(
  db: Db,
  secrets: SecretBox,
  userId: number,
  now: Date,
): Promise<WalletRow> {
  const wallet = (await liveWallet(db, userId)) ?? (await makeWallet(db, secrets, userId, now));
  // Also for a wallet made before a crash could write its cursor: no wallet goes unwatched.
  await db
    .insert(chainCursors)
    .values({ address: wallet.base58, minTimestamp: now.getTime() - NEW_ADDRESS_LOOKBACK_MS })
    .onConflictDoNothing();
  return wallet;
}

async function makeWallet(db: Db, secrets: SecretBox, userId: number, now: Date): Promise<WalletRow> {
  const { utils } = await import('tronweb');
  const account = utils.accounts.generateAccount();
  const [made] = await db
    .insert(tronWallets)
    .values({
      userId,
      base58: account.address.base58,
      hex: account.address.hex.toLowerCase(),
      publicKey: account.publicKey.toLowerCase(),
      privateKey: secrets.seal(account.privateKey.toLowerCase()),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return made ?? ((await liveWallet(db, userId)) as WalletRow);
}

async function liveWallet(db: Db, userId: number): Promise<WalletRow | undefined> {
  const [row] = await db
    .select()
    .from(tronWallets)
    .where(and(eq(tronWallets.userId, userId), eq(tronWallets.deleted, false)));
  return row;
}

/** Polls an address often until `until`: its owner is about to pay (an order is open, or the page). */
export async function expectPaymentTo(db: Db, address: string, until: Date): Promise<void> {
  await db
    .insert(chainCursors)
    .values({ address, hotUntil: until })
    .onConflictDoUpdate({ target: chainCursors.address, set: { hotUntil: until } });
}

export type WalletFilter = {
  page: number;
  page_size: number;
  keyword?: string;
  user_id?: number;
  deleted?: boolean;
};

export async function listWallets(db: Db, filter: WalletFilter) {
  const where = and(
    filter.user_id === undefined ? undefined : eq(tronWallets.userId, filter.user_id),
    filter.deleted === undefined ? undefined : eq(tronWallets.deleted, filter.deleted),
    anyContaining(filter.keyword, [users.account, tronWallets.base58, tronWallets.hex]),
  );
  const { rows, total } = await selectJoinedPage(db, {
    fields: { wallet: tronWallets, account: users.account },
    from: tronWallets,
    join: (query) => query.innerJoin(users, eq(users.id, tronWallets.userId)),
    where,
    orderBy: [desc(tronWallets.id)],
    page: filter,
  });
  return { list: rows.map(walletView), total };
}

/** A wallet as the console shows it: every field but the sealed key. */
export function walletView({ wallet, account }: { wallet: WalletRow; account: string }) {
  return {
    id: wallet.id,
    user_id: wallet.userId,
    account,
    base58: wallet.base58,
    hex: wallet.hex,
    public_key: wallet.publicKey,
    trx_balance: wallet.trxBalance,
    usdt_balance: wallet.usdtBalance,
    balance_read_at: wallet.balanceReadAt,
    deleted: wallet.deleted,
    create_time: wallet.createdAt,
    delete_time: wallet.deletedAt,
  };
}

async function walletWithAccount(db: Db, id: number) {
  const [row] = await db
    .select({ wallet: tronWallets, account: users.account })
    .from(tronWallets)
    .innerJoin(users, eq(users.id, tronWallets.userId))
    .where(eq(tronWallets.id, id));
  if (!row) throw notFound('tron.unknown_wallet');
  return row;
}

/** Reads a wallet's balances from the chain and keeps them as its cached balances. */
export async function refreshWallet(db: Db, chain: ChainPort, id: number, usdtContract: string, now: Date) {
  const { wallet, account } = await walletWithAccount(db, id);
  const balances = await chain.balances(wallet.base58, usdtContract);
  const [updated] = await db
    .update(tronWallets)
    .set({ trxBalance: balances.trx, usdtBalance: balances.token, balanceReadAt: now })
    .where(eq(tronWallets.id, id))
    .returning();
  return walletView({ wallet: updated as WalletRow, account });
}

/** A wallet's private key, for a caller who has just re-entered their own password. */
export async function revealPrivateKey(
  db: Db,
  secrets: SecretBox,
  request: { id: number; callerId: number; password: string },
): Promise<string> {
  const [caller] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, request.callerId));
  if (!caller || !(await verifyPassword(request.password, caller.passwordHash))) {
    throw invalidParameter([{ path: 'password', messageKey: 'password.old_wrong' }], 'password.old_wrong');
  }
  const { wallet } = await walletWithAccount(db, request.id);
  return secrets.open(wallet.privateKey);
}
