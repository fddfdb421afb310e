import { z } from 'zod';
import { call, enumSchema, idSchema, isoTime, noOutput, paged, pageInput } from '../call';
import { DefaultLanguage, ShowStatus } from '../enums';
import { text } from '../text';

const languageFields = {
  code: text()
    .trim()
    .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'language.code_format')
    .describe('BCP 47 tag such as zh-CN; the console has catalogues for zh-CN, en-US and sw-KE'),
  title: text().trim().min(1, 'language.title_required').max(60),
  default_language: enumSchema(DefaultLanguage).default(DefaultLanguage.no),
  show_status: enumSchema(ShowStatus).default(ShowStatus.shown),
  icon: text().trim().max(300).default(''),
  country: text().trim().max(60).default(''),
  abbreviation: text().trim().max(20).default(''),
  phone_area_code: text()
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
    input: z.object({ keyword: text().trim().max(60).optional(), ...pageInput }),
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
    input: z.object({ id: idSchema, ...languageFields }),
    output: noOutput,
  }),
  'language_list/remove': call({
    summary: 'Delete languages; the default language cannot be deleted',
    effect: 'write',
    access: 'permission',
    input: z.object({ ids: z.array(idSchema).min(1).max(500) }),
    output: noOutput,
  }),
};
