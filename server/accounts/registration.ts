import { eq } from 'drizzle-orm';
import { checkRegistration } from '../../contract/rules';
import { users } from '../db/schema';
import type { Db } from '../db/store';
import { conflict, forbidden, invalidParameter } from '../http/errors';
import { roleIdByKey } from '../roles/service';
import { readConfiguration, readSubscriberDefaults } from '../settings/configuration';
import { createAccount } from './users';

const DAY_MS = 86_400_000;

export type Registration = {
  account: string;
  password: string;
  repeat_password: string;
  code?: string;
  ip: string;
  now: Date;
};

/**
 * Creates a customer account: the SPEC checks in order, then the subscriber defaults (role, share
 * ratio, trial days). A valid invitation code makes its owner the new user's superior; an unknown
 * one is refused rather than silently dropped.
 */
export async function registerUser(db: Db, input: Registration): Promise<number> {
  const configuration = await readConfiguration(db);
  if (!configuration.admin_register) throw forbidden('register.closed');
  const problem = checkRegistration(input);
  if (problem) throw invalidParameter([], problem);

  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.account, input.account))
    .limit(1);
  if (existing) throw conflict('register.account_taken');

  let superiorId: number | null = null;
  if (input.code) {
    const [superior] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.invitationCode, input.code))
      .limit(1);
    if (!superior)
      throw invalidParameter(
        [{ path: 'code', messageKey: 'register.code_unknown' }],
        'register.code_unknown',
      );
    superiorId = superior.id;
  }

  const defaults = await readSubscriberDefaults(db);
  const roleId = defaults.role_id ?? (await roleIdByKey(db, 'default'));
  if (roleId === undefined) throw new Error('The default role is missing');
  const id = await createAccount(db, {
    account: input.account,
    password: input.password,
    roleId,
    superiorId,
    shareRatio: defaults.share_ratio,
    memberExpireTime:
      defaults.trial_days > 0 ? new Date(input.now.getTime() + defaults.trial_days * DAY_MS) : null,
    registerIp: input.ip,
  });
  // Two registrations of the same account at once: the unique index decides.
  if (id === null) throw conflict('register.account_taken');
  return id;
}
