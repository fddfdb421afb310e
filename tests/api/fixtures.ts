import { eq, sql } from 'drizzle-orm';
import { canonicalMoney } from '../../contract/money';
import { bills, menuNodes, roleNodes, roles, users } from '../../server/db/schema';
import type { Store } from '../../server/db/store';
import { hashPassword } from '../../server/security/passwords';
import { randomCode } from '../../server/security/tokens';

/** Creates a user of a seeded role directly in the database (test setup, not under test). */
export async function createUser(
  store: Store,
  { account, password, roleKey }: { account: string; password: string; roleKey: string },
): Promise<number> {
  const [role] = await store.db.select().from(roles).where(eq(roles.key, roleKey)).limit(1);
  if (!role) throw new Error(`no role ${roleKey}`);
  const [user] = await store.db
    .insert(users)
    .values({
      account,
      name: account,
      passwordHash: await hashPassword(password),
      roleId: role.id,
      invitationCode: randomCode(8),
    })
    .returning({ id: users.id });
  return (user as { id: number }).id;
}

/** Grants a permission path to a seeded role through a button node. */
export async function grant(store: Store, roleKey: string, path: string): Promise<void> {
  const [role] = await store.db.select().from(roles).where(eq(roles.key, roleKey)).limit(1);
  const [node] = await store.db
    .insert(menuNodes)
    .values({ name: path, path, type: 2 })
    .returning({ id: menuNodes.id });
  if (!role || !node) throw new Error('grant failed');
  await store.db.insert(roleNodes).values({ roleId: role.id, nodeId: node.id });
}

/** An account's balance as the contract spells money (`'12.5'`). */
export async function accountBalance(store: Store, userId: number): Promise<string> {
  const [row] = await store.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return canonicalMoney(row?.balance ?? '0');
}

/** The sum of an account's ledger rows, spelt the same way: its balance while the books hold. */
export async function ledgerTotal(store: Store, userId: number): Promise<string> {
  const [row] = await store.db
    .select({ sum: sql<string>`coalesce(sum(${bills.amount}), 0)::text` })
    .from(bills)
    .where(eq(bills.userId, userId));
  return canonicalMoney(row?.sum ?? '0');
}
