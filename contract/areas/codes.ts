import { z } from 'zod';
import { call, enumSchema, idSchema, isoTime, noOutput, paged, pageInput, prefixed } from '../call';
import { AccessMode, CodeStatus, JumpType, OpenLog, RestrictionVisit, RotationModel } from '../enums';
import { BULK_REFUSALS, MAX_BULK_IMAGES, QR_CONTENT_KINDS } from '../group-qr';
import {
  asciiUrl,
  FILE_NAME_PATTERN,
  hasHiddenCharacter,
  isSafeDestinationUrl,
  MAX_DESTINATION_URL,
} from '../rules';
import { text } from '../text';

const ids = z.array(idSchema).min(1).max(1000);

/**
 * An http(s) URL as typed (Chinese paths and hosts welcome), stored in its ASCII form: the
 * redirect sends it in a header, where only ASCII is allowed.
 */
export const destinationUrlSchema = text()
  .trim()
  .max(MAX_DESTINATION_URL, 'code.url_too_long')
  .check(z.refine((url) => !hasHiddenCharacter(url), { message: 'code.url_hidden_character', abort: true }))
  .refine(isSafeDestinationUrl, 'code.url_scheme')
  .transform(asciiUrl);

/** One destination as the owner writes it: a URL or an uploaded image, with its rotation settings. */
export const destinationInputSchema = z
  .object({
    id: idSchema.optional().describe('An existing destination to keep (its visit count stays)'),
    url: destinationUrlSchema.optional(),
    image_id: idSchema.optional(),
    title: text().trim().max(100).default(''),
    threshold: z
      .int()
      .min(0)
      .max(1_000_000_000)
      .default(0)
      .describe('Visits it serves before the next one; 0 = no limit'),
    weight: z.int().min(1).max(1000).default(1).describe('Share of visits under random rotation'),
    enabled: z.boolean().default(true),
    fallback: z.boolean().default(false).describe('Served when every threshold is used up'),
    expires_at: z.iso.datetime({ offset: true }).nullable().default(null),
  })
  .refine((destination) => (destination.url ? 1 : 0) + (destination.image_id ? 1 : 0) === 1, {
    message: 'code.destination_kind',
    path: ['url'],
  });

export const destinationSchema = z.object({
  id: z.int(),
  url: text().nullable(),
  image_id: z.int().nullable(),
  image_url: text().nullable(),
  image_name: text().nullable(),
  title: text(),
  threshold: z.int(),
  weight: z.int(),
  enabled: z.boolean(),
  fallback: z.boolean(),
  expires_at: isoTime.nullable(),
  visits: z.int(),
  sort: z.int(),
  /** When the screening paused it (its address became blocked); it serves again once an admin releases it. */
  screening_paused_at: isoTime.nullable(),
  /** The text its QR image encodes, when it was read on upload (bulk upload); shown on hover. */
  content: text().nullable(),
  kind: z.enum(QR_CONTENT_KINDS).nullable(),
});

const sharePasswordSchema = text()
  .trim()
  .max(32)
  .regex(/^[A-Za-z0-9]*$/, 'code.password_format');

const codeSettings = {
  name: text().trim().min(1, 'code.name_required').max(100),
  group_id: idSchema.nullable().default(null),
  domain_id: idSchema.nullable().default(null).describe('Entry domain; null = the console host'),
  rotation_model: enumSchema(RotationModel).default(RotationModel.sequential),
  jump_type: enumSchema(JumpType).default(JumpType.http_redirect),
  access_mode: enumSchema(AccessMode).default(AccessMode.unrestricted),
  restriction_visit: enumSchema(RestrictionVisit).default(RestrictionVisit.none),
  open_log: enumSchema(OpenLog).default(OpenLog.detailed),
  password: sharePasswordSchema.default('').describe('Share-page password; empty = no share page'),
  remark: text().trim().max(500).default(''),
  destinations: z.array(destinationInputSchema).min(1, 'code.destination_required').max(200),
  fallback_message: text()
    .trim()
    .max(500)
    .optional()
    .describe(
      'What visitors read when no destination is usable; absent = keep, empty = the platform’s words',
    ),
  fallback_image_id: idSchema
    .nullable()
    .optional()
    .describe('A contact picture from the image library for that page; absent = keep, null = none'),
};

export const codeRowSchema = z.object({
  id: z.int(),
  name: text(),
  file_name: text(),
  url: text(),
  owner_id: z.int(),
  owner_account: text(),
  group_id: z.int().nullable(),
  group_name: text().nullable(),
  domain_id: z.int().nullable(),
  domain: text(),
  status: enumSchema(CodeStatus),
  access_mode: enumSchema(AccessMode),
  restriction_visit: enumSchema(RestrictionVisit),
  jump_type: enumSchema(JumpType),
  rotation_model: enumSchema(RotationModel),
  open_log: enumSchema(OpenLog),
  has_password: z.boolean(),
  qr_url: text().describe('The code’s QR image (PNG; .svg for SVG)'),
  remark: text(),
  view_number: z.int(),
  ip_view_number: z.int(),
  destination_count: z.int(),
  current_destination: text().nullable(),
  created_at: isoTime,
  updated_at: isoTime,
  removed_at: isoTime.nullable(),
});

export const CODE_SORT_COLUMNS = [
  'id',
  'name',
  'view_number',
  'ip_view_number',
  'created_at',
  'updated_at',
] as const;

const listFilters = {
  keyword: text().trim().max(100).optional().describe('Part of the name or the suffix'),
  group_id: idSchema.optional(),
  no_group: z.boolean().default(false).describe('Only codes in no group'),
  domain_id: idSchema.optional(),
  status: enumSchema(CodeStatus).optional(),
  sort_by: z.enum(CODE_SORT_COLUMNS).default('id'),
  sort_order: z.enum(['asc', 'desc']).default('desc'),
  ...pageInput,
};

export const codeCalls = prefixed('qr_code_list', {
  add: call({
    summary: 'Create a live code with its destinations',
    effect: 'write',
    access: 'permission',
    apiScope: 'codes:write',
    input: z.object({
      ...codeSettings,
      file_name: text().trim().regex(FILE_NAME_PATTERN, 'code.file_name_format').optional(),
    }),
    output: z.object({ id: z.int(), file_name: text(), url: text(), qr_url: text() }),
  }),
  update: call({
    summary: 'Change a code’s settings and destinations',
    effect: 'write',
    access: 'permission',
    apiScope: 'codes:write',
    input: z.object({
      id: idSchema,
      ...codeSettings,
      // The console never receives the stored password back, so leaving it out keeps it.
      password: sharePasswordSchema
        .optional()
        .describe('Share-page password; absent = keep, empty = turn off'),
    }),
    output: noOutput,
  }),
  update_url: call({
    summary: 'Replace only the destinations of a code',
    effect: 'write',
    access: 'permission',
    apiScope: 'codes:write',
    input: z.object({ id: idSchema, destinations: codeSettings.destinations }),
    output: noOutput,
  }),
  remove: call({
    summary: 'Move codes to the trash',
    effect: 'write',
    access: 'permission',
    apiScope: 'codes:write',
    input: z.object({ ids }),
    output: noOutput,
  }),
  update_remove: call({
    summary: 'Restore codes from the trash',
    effect: 'write',
    access: 'permission',
    apiScope: 'codes:write',
    input: z.object({ ids }),
    output: noOutput,
  }),
  inquire: call({
    summary: 'The caller’s codes (not in the trash unless asked), filtered, sorted and paged',
    effect: 'read',
    access: 'permission',
    apiScope: 'codes:read',
    input: z.object({ ...listFilters, removed: z.boolean().default(false) }),
    output: paged(codeRowSchema),
  }),
  user_inquire: call({
    summary: 'Administrators: every user’s codes, optionally of one user',
    effect: 'read',
    access: 'permission',
    input: z.object({
      ...listFilters,
      owner_id: idSchema.optional(),
      removed: z.boolean().default(false),
    }),
    output: paged(codeRowSchema),
  }),
  qr_code_remove: call({
    summary: 'Administrators: the trash of every user',
    effect: 'read',
    access: 'permission',
    input: z.object({ ...listFilters, owner_id: idSchema.optional() }),
    output: paged(codeRowSchema),
  }),
  details: call({
    summary: 'One code with its destinations',
    effect: 'read',
    access: 'permission',
    apiScope: 'codes:read',
    input: z.object({ id: idSchema }),
    output: codeRowSchema.extend({
      destinations: z.array(destinationSchema),
      qr_url: text(),
      fallback_message: text(),
      fallback_image_id: z.int().nullable(),
      /** The fallback page's contact picture as the editor shows it. */
      fallback_image: z.object({ id: z.int(), name: text(), url: text() }).nullable(),
    }),
  }),
  add_images: call({
    summary: 'Add many uploaded QR images to a code at once: each is read, dated and added in order',
    effect: 'write',
    access: 'permission',
    apiScope: 'codes:write',
    input: z.object({
      id: idSchema,
      image_ids: z
        .array(idSchema)
        .min(1)
        .max(MAX_BULK_IMAGES)
        .describe('Pictures from `api/file/add`, in the order they should serve'),
    }),
    output: z.object({
      added: z.array(
        z.object({
          image_id: z.int(),
          destination_id: z.int(),
          content: text(),
          kind: z.enum(QR_CONTENT_KINDS),
          /** A WeChat group code's: upload time + 7 days; other kinds none. */
          expires_at: isoTime.nullable(),
        }),
      ),
      refused: z.array(z.object({ image_id: z.int(), reason: z.enum(BULK_REFUSALS) })),
    }),
  }),
  share_link: call({
    summary: 'The owner’s share link of one code (its share password in it), for the public share page',
    effect: 'read',
    access: 'permission',
    permission: 'qr_code_list/details',
    input: z.object({ id: idSchema }),
    output: z.object({
      /** Empty while the code has no share password: there is nothing to share yet. */
      url: text(),
      has_password: z.boolean(),
    }),
  }),
  oepn_all_status: call({
    summary: 'Open or close many codes, or all of the caller’s codes',
    effect: 'write',
    access: 'permission',
    apiScope: 'codes:write',
    input: z
      .object({
        ids: z.array(idSchema).max(1000).default([]),
        all: z.boolean().default(false),
        status: enumSchema(CodeStatus),
      })
      .refine((input) => input.all || input.ids.length > 0, { message: 'code.ids_required', path: ['ids'] }),
    output: z.object({ changed: z.int() }),
  }),
  change_domain_name: call({
    summary: 'Move codes to another of the owner’s entry domains (null = the console host)',
    effect: 'write',
    access: 'permission',
    apiScope: 'codes:write',
    input: z.object({ ids, domain_id: idSchema.nullable() }),
    output: noOutput,
  }),
  batch_update: call({
    summary: 'Change settings of many codes at once',
    effect: 'write',
    access: 'permission',
    apiScope: 'codes:write',
    input: z.object({
      ids,
      group_id: idSchema.nullable().optional(),
      jump_type: enumSchema(JumpType).optional(),
      rotation_model: enumSchema(RotationModel).optional(),
      access_mode: enumSchema(AccessMode).optional(),
    }),
    output: noOutput,
  }),
  update_restriction_visit: call({
    summary: 'WeChat-only on or off for codes',
    effect: 'write',
    access: 'permission',
    apiScope: 'codes:write',
    input: z.object({ ids, restriction_visit: enumSchema(RestrictionVisit) }),
    output: noOutput,
  }),
  update_open_log: call({
    summary: 'Record visits in detail or count only',
    effect: 'write',
    access: 'permission',
    apiScope: 'codes:write',
    input: z.object({ ids, open_log: enumSchema(OpenLog) }),
    output: noOutput,
  }),
  share_access: call({
    summary: 'Public share page of one code: suffix and share password → title and visit counts',
    effect: 'read',
    access: 'public',
    // The page refreshes every 5 s; far more than that is someone guessing passwords.
    rateLimit: { max: 60, windowSeconds: 60 },
    input: z.object({
      file_name: text().trim().min(1).max(64),
      password: text().trim().min(1).max(32),
    }),
    output: z.object({ id: z.int(), name: text(), view_number: z.int(), ip_view_number: z.int() }),
  }),
  get_ip: call({
    summary: 'Distinct visitor IPs of one code in a time range',
    effect: 'read',
    access: 'permission',
    apiScope: 'codes:read',
    input: z.object({
      id: idSchema,
      start_time: z.iso.datetime({ offset: true }),
      end_time: z.iso.datetime({ offset: true }),
      ...pageInput,
    }),
    output: paged(z.object({ ip: text(), visits: z.int(), last_visit: isoTime })),
  }),
});
