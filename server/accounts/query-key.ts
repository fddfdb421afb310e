import { eq } from 'drizzle-orm';
import { LIMITS } from '../../contract/rules';
import { users } from '../db/schema';
import type { Db } from '../db/store';
import type { SecretBox } from '../security/secrets';
import { randomCode } from '../security/tokens';

/**
 * The owner's access-log query key: the stored one, or a new one when there is none yet or
 * `fresh` asks for a replacement (the old key stops working). Kept sealed.
 */
export async function ownQueryKey(
  db: Db,
  secrets: SecretBox,
  userId: number,
  fresh: boolean,
): Promise<string> {
  if (!fresh) {
    const [row] = await db.select({ queryKey: users.queryKey }).from(users).where(eq(users.id, userId));
    if (row?.queryKey) return secrets.open(row.queryKey);
  }
  const key = randomCode(LIMITS.queryKeyLength);
  await db
    .update(users)
    .set({ queryKey: secrets.seal(key) })
    .where(eq(users.id, userId));
  return key;
}
