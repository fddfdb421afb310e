import { z } from 'zod';
import { call, decimalString, isoTime, noInput, noOutput } from '../call';
import { text } from '../text';

export const userInfoSchema = z.object({
  id: z.int(),
  account: text(),
  name: text(),
  role_id: z.int(),
  role_key: text().describe('Stable key of the role: super_admin, administrator, agent, default'),
  balance: decimalString,
  member_expire_time: isoTime.nullable(),
  invitation_code: text(),
  superior_id: z.int().nullable(),
  share_ratio: decimalString,
  /** Whether an authenticator is set up; the secret itself never leaves the server. */
  totp_enabled: z.boolean(),
  /**
   * The password was generated or set by an administrator: until the user chooses their own,
   * every call but the password change (and signing out) is refused.
   */
  must_change_password: z.boolean(),
  /** An administrator's suspension of the user in force: the console is read-only until it ends. */
  suspension: z.object({ reason: text(), expires_at: isoTime.nullable() }).nullable(),
});

export const sessionOutputSchema = z.object({ token: text(), user_info: userInfoSchema });

export const loginInputSchema = z.object({
  account: text().trim().min(1, 'rule.account_required').max(64),
  password: text().min(1, 'rule.password_required').max(128),
  totp: text()
    .regex(/^\d{6}$/, 'rule.totp_format')
    .optional(),
  remember: z.boolean().default(false).describe('Keep the session for 30 days instead of 12 hours'),
  device_token: text()
    .max(128)
    .optional()
    .describe('The device token an earlier login of this account answered on this device'),
});

/**
 * A login also answers a device token: sent with the next login of the same account from this
 * device, it makes the device known, and failures of others on the account do not slow it down.
 */
export const loginOutputSchema = sessionOutputSchema.extend({ device_token: text() });

export const sessionCalls = {
  'admin/login': call({
    summary: 'Sign in with account and password; answers a bearer token',
    effect: 'write',
    access: 'public',
    input: loginInputSchema,
    output: loginOutputSchema,
  }),
  'admin/logout': call({
    summary: 'End the current session',
    effect: 'write',
    access: 'user',
    input: noInput,
    output: noOutput,
  }),
  'admin/get_user_info': call({
    summary: 'The signed-in user and their token',
    effect: 'read',
    access: 'user',
    input: noInput,
    output: sessionOutputSchema,
  }),
};

export const passwordCalls = {
  'admin/update_password': call({
    summary: "Change the caller's own password; other sessions of the user end",
    effect: 'write',
    access: 'user',
    input: z
      .object({
        old_password: text().min(1, 'password.old_required').max(128),
        password: text().min(1, 'password.new_required').max(128),
        repeat_password: text().max(128),
      })
      .refine((change) => change.repeat_password === change.password, {
        message: 'password.repeat_differs',
        path: ['repeat_password'],
      }),
    output: noOutput,
  }),
};

export const totpCalls = {
  'admin/totp_setup': call({
    summary: 'Start setting up an authenticator: a new secret with its otpauth URL and QR image',
    effect: 'write',
    access: 'user',
    input: noInput,
    output: z.object({ secret: text(), otpauth_url: text(), qr_data_url: text() }),
  }),
  'admin/totp_enable': call({
    summary: 'Finish the setup by proving a code from the authenticator',
    effect: 'write',
    access: 'user',
    input: z.object({ code: text().regex(/^\d{6}$/, 'rule.totp_format') }),
    output: noOutput,
  }),
  'admin/totp_disable': call({
    summary: 'Remove the authenticator after re-entering the password',
    effect: 'write',
    access: 'user',
    input: z.object({ password: text().min(1, 'rule.password_required').max(128) }),
    output: noOutput,
  }),
};
