import { z } from 'zod';
import { isoTime } from './call';
import { localizedTextOutput } from './localized';

/** The VIP package a membership runs on: its id, and its name in each console language. */
export const membershipPackageSchema = z.object({ id: z.int(), name: localizedTextOutput });

/**
 * Where an account's membership stands, as every page shows it (the user list, the customer's home,
 * the buy page, an agent's customers). The server derives it from the account's package and expiry
 * alone, so no two pages can disagree:
 *
 * - `none`: no expiry. The free tier's limits apply and the codes answer with no end date.
 * - `active`: the expiry is ahead. The codes answer until `until`; the package's limits apply, or
 *   the free tier's when `package` is null (a trial granted at registration or by an administrator).
 * - `expired`: the expiry has passed, `at` that instant. The codes show the expired page and the
 *   free tier's limits apply until a package is bought; `package` names the one that ended, if any.
 */
export const membershipStateSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('none') }),
  z.object({ state: z.literal('active'), until: isoTime, package: membershipPackageSchema.nullable() }),
  z.object({ state: z.literal('expired'), at: isoTime, package: membershipPackageSchema.nullable() }),
]);

export type MembershipState = z.output<typeof membershipStateSchema>;
export type MembershipPackage = z.output<typeof membershipPackageSchema>;
