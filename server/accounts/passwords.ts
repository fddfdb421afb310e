import { eq } from 'drizzle-orm';
import { checkRegistration } from '../../contract/rules';
import { type Actor, endOtherSessions } from '../auth/sessions';
import { users } from '../db/schema';
import type { Db } from '../db/store';
import { invalidParameter } from '../http/errors';
import { hashPassword, verifyPassword } from '../security/passwords';
import { userById } from './login';

/**
 * Changes the caller's own password (the repeat was matched by the call's schema): the same
 * password rules as registration, checked against the account, then the old password. The
 * user's other sessions end; this one stays.
 */
export async function changeOwnPassword(
  db: Db,
  actor: Actor,
  change: { old_password: string; password: string; repeat_password: string },
): Promise<void> {
  const { old_password, password, repeat_password } = change;
  const row = await userById(db, actor.userId);
  const problem = checkRegistration({ account: row.user.account, password, repeat_password });
  if (problem) throw invalidParameter([{ path: 'password', messageKey: problem }], problem);
  // The same password again would leave a generated or reset one in place.
  if (password === old_password)
    throw invalidParameter(
      [{ path: 'password', messageKey: 'password.same_as_old' }],
      'password.same_as_old',
    );
  if (!(await verifyPassword(old_password, row.user.passwordHash))) {
    throw invalidParameter(
      [{ path: 'old_password', messageKey: 'password.old_wrong' }],
      'password.old_wrong',
    );
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), mustChangePassword: false, updatedAt: new Date() })
    .where(eq(users.id, actor.userId));
  await endOtherSessions(db, actor.userId, actor.sessionId);
}
