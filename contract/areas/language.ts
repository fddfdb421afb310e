import { z } from 'zod';
import { call, isoTime, noOutput, paged, pageInput } from '../call';
import { DefaultLanguage, enumSchema, ShowStatus } from '../enums';

const languageFields = {
  code: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'language.code_format')
    .describe('BCP 47 tag such as zh-CN; the console has catalogues for zh-CN, en-US and sw-KE'),
  title: z.string().trim().min(1, 'language.title_required').max(60),
  default_language: enumSchema(DefaultLanguage).default(DefaultLanguage.no),
  show_status: enumSchema(ShowStatus).default(ShowStatus.shown),
  icon: z.string().trim().max(300).default(''),
  country: z.string().trim().max(60).default(''),
  abbreviation: z.string().trim().max(20).default(''),
  phone_area_code: z
    .string()
    .trim()
    .regex(/^(\+\d{1,4})?$/, 'language.area_code_format')
    .default(''),
  sort: z.int().min(0).max(100000).default(0),
};

export const languageRowSchema = z.object({
  id: z.int(),
  ...languageFields,
  updated_at: isoTime,
});

export const languageListCalls = {
  'language_list/inquire': call({
    summary: 'All languages with their settings, larger sort first',
    effect: 'read',
    access: 'permission',
    input: z.object({ keyword: z.string().trim().max(60).optional(), ...pageInput }),
    output: paged(languageRowSchema),
  }),
  'language_list/add': call({
    summary: 'Add a language; making it the default clears the previous default',
    effect: 'write',
    access: 'permission',
    input: z.object(languageFields),
    output: z.object({ id: z.int() }),
  }),
  'language_list/update': call({
    summary: 'Change a language; making it the default clears the previous default',
    effect: 'write',
    access: 'permission',
    input: z.object({ id: z.int().min(1), ...languageFields }),
    output: noOutput,
  }),
  'language_list/remove': call({
    summary: 'Delete languages; the default language cannot be deleted',
    effect: 'write',
    access: 'permission',
    input: z.object({ ids: z.array(z.int().min(1)).min(1).max(500) }),
    output: noOutput,
  }),
};
