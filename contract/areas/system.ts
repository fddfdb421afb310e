import { z } from 'zod';
import { call, enumSchema, noInput, noOutput } from '../call';
import { DefaultLanguage, ShowStatus } from '../enums';
import { text } from '../text';

/**
 * The address every link and QR code carries (SPEC §12). `local`: it can be reached only from this
 * machine or its network, so printed codes would not open elsewhere — administrators are warned.
 */
export const publicAddressSchema = z.object({
  url: text().describe('Empty while none is set'),
  source: z.enum(['environment', 'setting', 'unset']),
  local: z.boolean(),
});

export const websiteInfoSchema = z.object({
  id: z.int(),
  title: text(),
  icon: text(),
  color: text(),
  admin_title: text(),
  admin_logo: text(),
  admin_register: z.boolean().describe('Whether the register page accepts new users'),
  admin_register_url: text().describe('When set, the register link points here instead'),
  google_verification: z.boolean().describe('Whether login asks for a TOTP code'),
  maintenance: z.boolean(),
  /** Statistics days are calendar days here; consoles default their pickers to its today. */
  time_zone: text(),
  public_address: publicAddressSchema,
});

export const languageSchema = z.object({
  code: text(),
  title: text(),
  default_language: enumSchema(DefaultLanguage),
  show_status: enumSchema(ShowStatus),
});

export const systemCalls = {
  'website/inquire': call({
    summary: 'Public site information: titles, logo, colour, registration and maintenance switches',
    effect: 'read',
    access: 'public',
    input: noInput,
    output: websiteInfoSchema,
  }),
  'language/inquire': call({
    summary: 'Languages of the console, optionally only the shown ones',
    effect: 'read',
    access: 'public',
    input: z.object({ show_status: enumSchema(ShowStatus).optional() }),
    output: z.object({ list: z.array(languageSchema) }),
  }),
  'system/report_client_error': call({
    summary: 'The console reports an unexpected error so it lands in the server log',
    effect: 'read',
    access: 'public',
    rateLimit: { max: 30, windowSeconds: 60 },
    input: z.object({
      message: text().max(2000),
      stack: text().max(8000).default(''),
      url: text().max(2000).default(''),
      panel: text().max(100).default(''),
    }),
    output: noOutput,
  }),
};
