import { eq } from 'drizzle-orm';
import { checkRegistration } from '../../contract/rules';
import { agentDayOf, countNewCustomer } from '../agents/rollup';
import { users } from '../db/schema';
import type { Db } from '../db/store';
import { conflict, forbidden, invalidParameter } from '../http/errors';
import { roleIdByKey } from '../roles/service';
import { hashPassword } from '../security/passwords';
import { readConfiguration, readSubscriberDefaults } from '../settings/configuration';
import { countFailure, lockoutPolicy, refuseWhileWaiting } from './lockout';
import { registrationSubject, throttleRules } from './throttle';
import { insertAccount } from './users';

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
 *
 * A taken name must be reported — the form cannot do without it — but it is the only way an
 * anonymous caller learns that an account exists, so it is made no cheaper than a registration:
 * the password is hashed before the name is tried (same work, same time, whether taken or not),
 * and taken-name answers count against the caller's address with the sign-in delays (429 with
 * `Retry-After` once the configured number of them is reached), on top of the call's rate limit.
 */
export async function registerUser(db: Db, input: Registration): Promise<number> {
  const configuration = await readConfiguration(db);
  if (!configuration.admin_register) throw forbidden('register.closed');
  const problem = checkRegistration(input);
  if (problem) throw invalidParameter([], problem);
  const rules = throttleRules(lockoutPolicy(configuration));
  const subject = registrationSubject(input.ip);
  await refuseWhileWaiting(db, [subject], rules, input.now);
  const passwordHash = await hashPassword(input.password);

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
  const id = await insertAccount(
    db,
    {
      account: input.account,
      roleId,
      superiorId,
      shareRatio: defaults.share_ratio,
      memberExpireTime:
        defaults.trial_days > 0 ? new Date(input.now.getTime() + defaults.trial_days * DAY_MS) : null,
      registerIp: input.ip,
    },
    passwordHash,
  );
  // The unique index decides, so a name is tried in one way only, even by two requests at once.
  if (id === null) {
    await countFailure(db, subject, rules.registration, input.now);
    throw conflict('register.account_taken');
  }
  if (superiorId !== null) await countNewCustomer(db, superiorId, await agentDayOf(db, input.now));
  return id;
}
