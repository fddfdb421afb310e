import { z } from 'zod';
import { call, enumSchema, idSchema, noInput, noOutput, shareRatioSchema } from '../call';
import { ShieldAction, ShortCodeExhibit } from '../enums';
import { asciiUrl, hasHiddenCharacter, LETTERS_AND_DIGITS, LIMITS } from '../rules';
import { text } from '../text';
import { websiteInfoSchema } from './system';

const minutes = z
  .int()
  .min(1)
  .max(7 * 24 * 60);

/** Everything an administrator sets in `configuration`; `website/inquire` serves its public part. */
/**
 * The public address as an administrator saves it: an http(s) origin, without a path, since codes
 * live at `/c/<suffix>` of it. Stored as the origin (`https://qr.example.com`).
 */
export const publicBaseUrlSchema = z
  .url({ protocol: /^https?$/, error: 'configuration.public_base_url_format' })
  .refine((url) => !hasHiddenCharacter(url), 'code.url_hidden_character')
  .refine((url) => {
    // Checks after a failed one still run: an address that is no URL at all is simply refused.
    if (!URL.canParse(url)) return false;
    const parsed = new URL(url);
    return parsed.pathname === '/' && parsed.search === '' && parsed.hash === '' && parsed.username === '';
  }, 'configuration.public_base_url_format')
  .transform((url) => new URL(url).origin);

export const configurationSchema = websiteInfoSchema.omit({ id: true, public_address: true }).extend({
  title: text().trim().min(1, 'configuration.title_required').max(60),
  admin_title: text().trim().min(1, 'configuration.title_required').max(60),
  icon: text().trim().max(300),
  admin_logo: text().trim().max(300),
  color: text().regex(/^#[0-9a-fA-F]{6}$/, 'configuration.color_format'),
  admin_register_url: z.union([
    z.literal(''),
    z
      .url({ protocol: /^https?$/, error: 'configuration.url_format' })
      .refine((url) => !hasHiddenCharacter(url), 'code.url_hidden_character')
      .transform(asciiUrl),
  ]),
  lockout_failures: z.int().min(1).max(100),
  lockout_window_minutes: minutes,
  lockout_minutes: minutes,
  default_reset_password: text()
    .min(LIMITS.passwordMinLength, 'rule.password_too_short')
    .max(64)
    .regex(LETTERS_AND_DIGITS, 'rule.password_letters_digits'),
  time_zone: text()
    .refine((zone) => Intl.supportedValuesOf('timeZone').includes(zone), 'configuration.time_zone')
    .describe('IANA time zone in which statistics days are counted'),
  visit_retention_days: z
    .int('configuration.retention_days')
    .min(7, 'configuration.retention_days')
    .max(3650, 'configuration.retention_days')
    .describe('Days raw visits are kept (rollups are kept for good)'),
  short_code_exhibit: enumSchema(ShortCodeExhibit).describe(
    'Whether operators see the short-link page (1 show, 2 hide)',
  ),
  max_sessions_per_user: z
    .int()
    .min(1)
    .max(100)
    .describe('Sessions one account keeps at once; a new sign-in ends the oldest beyond it'),
  max_layouts_per_user: z.int().min(1).max(100).describe('Named workspace layouts one account may save'),
  max_exports_in_progress: z.int().min(1).max(20).describe('Exports one account may have running at once'),
  public_base_url: z
    .union([z.literal(''), publicBaseUrlSchema])
    .describe('The address links and QR codes carry, when PUBLIC_BASE_URL does not set it'),
});

/** A fresh installation (SPEC §1, §2, §10): registration on, default title and logo, 5 failures in 15 min → 15 min. */
export const DEFAULT_CONFIGURATION: z.output<typeof configurationSchema> = {
  title: '活码管理系统',
  icon: '/logo.png',
  color: '#f5ca47',
  admin_title: '活码管理系统',
  admin_logo: '/logo.png',
  admin_register: true,
  admin_register_url: '',
  google_verification: false,
  maintenance: false,
  lockout_failures: 5,
  lockout_window_minutes: 15,
  lockout_minutes: 15,
  default_reset_password: 'a123456',
  time_zone: 'Asia/Shanghai',
  short_code_exhibit: ShortCodeExhibit.show,
  visit_retention_days: 180,
  max_sessions_per_user: 10,
  max_layouts_per_user: 20,
  max_exports_in_progress: 3,
  public_base_url: '',
};

/** What a new user gets. */
export const subscriberDefaultsSchema = z.object({
  role_id: idSchema,
  share_ratio: shareRatioSchema,
  trial_days: z.int().min(0).max(3650),
  /** The free tier: what an account without a running VIP package may hold (SPEC §7). */
  free_max_codes: z.int().min(0).max(1_000_000).default(10),
  free_max_domains: z.int().min(0).max(10_000).default(1),
  free_detailed_log: z.boolean().default(true),
  free_retention_days: z.int().min(1).max(3650).default(30),
  /** What happens to codes on a flagged domain for operators without a setting of their own. */
  flagged_action: enumSchema(ShieldAction).default(ShieldAction.keep_serving),
});

export const configurationCalls = {
  'configuration/inquire': call({
    summary: 'Site configuration, including the private settings',
    effect: 'read',
    access: 'permission',
    input: noInput,
    output: configurationSchema,
  }),
  'configuration/update': call({
    summary: 'Change the site configuration',
    effect: 'write',
    access: 'permission',
    input: configurationSchema,
    output: noOutput,
  }),
  'configuration/public_address': call({
    summary: 'Save the address links and QR codes carry (asked at the first sign-in)',
    effect: 'write',
    access: 'permission',
    permission: 'configuration/update',
    input: z.object({ url: publicBaseUrlSchema }),
    output: noOutput,
  }),
  'subscriber_config_default/inquire': call({
    summary: 'What a newly registered user gets: role, share ratio, trial days',
    effect: 'read',
    access: 'permission',
    input: noInput,
    output: subscriberDefaultsSchema,
  }),
  'subscriber_config_default/update': call({
    summary: 'Change what a newly registered user gets',
    effect: 'write',
    access: 'permission',
    input: subscriberDefaultsSchema,
    output: noOutput,
  }),
};
