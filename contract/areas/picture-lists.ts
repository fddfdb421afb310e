import { z } from 'zod';
import { call, enumSchema, idSchema, isoTime, noInput, noOutput, paged, pageInput, prefixed } from '../call';
import { ImageTextJumpType, ShowStatus } from '../enums';
import { asciiUrl, hasHiddenCharacter, isSafeDestinationUrl, MAX_DESTINATION_URL } from '../rules';
import { text } from '../text';

/**
 * Picture lists (SPEC §8 `image_text_type`, `image_text`) and the customer home they feed (SPEC §4
 * `home_page_config`): administrators keep pictures under a type; the home shows one type.
 */

/** An in-app jump names a console page by its id (`qr_code_list`); the server checks it is a page. */
export const PAGE_ID_PATTERN = /^[a-z][a-z0-9_]{1,63}$/;

/** Whether a jump address fits its type: a console page id for in-app jumps, else an http(s) URL. */
export function isJumpAddress(jumpType: number, address: string): boolean {
  return jumpType === ImageTextJumpType.in_app_route
    ? PAGE_ID_PATTERN.test(address)
    : isSafeDestinationUrl(address);
}

const typeFields = {
  title: text().trim().min(1, 'image_text_type.title_required').max(60),
  code: text()
    .trim()
    .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'image_text_type.code_format')
    .describe('A short key for scripts and for telling types apart, e.g. `home_banner`'),
  remark: text().trim().max(200).default(''),
  status: enumSchema(ShowStatus).default(ShowStatus.shown),
};

export const imageTextTypeRowSchema = z.object({
  id: z.int(),
  ...typeFields,
  /** Pictures of this type: a type with pictures cannot be removed. */
  picture_count: z.int(),
  updated_at: isoTime,
});

const pictureFields = {
  type_id: idSchema,
  title: text().trim().min(1, 'image_text.title_required').max(80),
  description: text().trim().max(500).default(''),
  /** One of the caller's uploads (`file/add`), or the picture's current image when editing. */
  image_id: idSchema,
  jump_type: enumSchema(ImageTextJumpType),
  jump_url: text().trim().max(MAX_DESTINATION_URL, 'code.url_too_long'),
  sort: z.int().min(0).max(1_000_000).default(0),
  remark: text().trim().max(200).default(''),
  show_status: enumSchema(ShowStatus).default(ShowStatus.shown),
};

/** `javascript:` and other schemes never pass: a new-window or same-window jump is an http(s) URL. */
const checkJump = (picture: { jump_type: number; jump_url: string }, context: z.RefinementCtx) => {
  if (picture.jump_type !== ImageTextJumpType.in_app_route && hasHiddenCharacter(picture.jump_url)) {
    context.addIssue({ code: 'custom', path: ['jump_url'], message: 'code.url_hidden_character' });
    return;
  }
  if (isJumpAddress(picture.jump_type, picture.jump_url)) return;
  context.addIssue({
    code: 'custom',
    path: ['jump_url'],
    message:
      picture.jump_type === ImageTextJumpType.in_app_route
        ? 'image_text.route_format'
        : 'image_text.url_format',
  });
};

/** A web jump is stored in its ASCII form, as every URL the platform sends on. */
const storedJump = <T extends { jump_type: number; jump_url: string }>(picture: T): T =>
  picture.jump_type === ImageTextJumpType.in_app_route
    ? picture
    : { ...picture, jump_url: asciiUrl(picture.jump_url) };

export const imageTextRowSchema = z.object({
  id: z.int(),
  type_id: z.int(),
  type_title: text(),
  title: text(),
  description: text(),
  image_id: z.int(),
  image_url: text(),
  jump_type: enumSchema(ImageTextJumpType),
  jump_url: text(),
  /** Clicks counted by `image_text/click`; nobody sets it. */
  click_count: z.int(),
  sort: z.int(),
  remark: text(),
  show_status: enumSchema(ShowStatus),
  updated_at: isoTime,
});

const removeInput = z.object({ ids: z.array(idSchema).min(1).max(200) });

export const imageTextTypeCalls = prefixed('image_text_type', {
  inquire: call({
    summary: 'Picture list types with how many pictures each holds',
    effect: 'read',
    access: 'permission',
    input: z.object({ keyword: text().trim().max(60).optional(), ...pageInput }),
    output: paged(imageTextTypeRowSchema),
  }),
  add: call({
    summary: 'Add a picture list type',
    effect: 'write',
    access: 'permission',
    input: z.object(typeFields),
    output: z.object({ id: z.int() }),
  }),
  update: call({
    summary: 'Change a picture list type',
    effect: 'write',
    access: 'permission',
    input: z.object({ id: idSchema, ...typeFields }),
    output: noOutput,
  }),
  remove: call({
    summary: 'Delete picture list types that hold no pictures',
    effect: 'write',
    access: 'permission',
    input: removeInput,
    output: noOutput,
  }),
});

export const imageTextCalls = prefixed('image_text', {
  inquire: call({
    summary: 'Pictures of the picture lists, larger sort first',
    effect: 'read',
    access: 'permission',
    input: z.object({
      type_id: idSchema.optional(),
      keyword: text().trim().max(80).optional(),
      show_status: enumSchema(ShowStatus).optional(),
      ...pageInput,
    }),
    output: paged(imageTextRowSchema),
  }),
  add: call({
    summary: 'Add a picture to a picture list',
    effect: 'write',
    access: 'permission',
    input: z.object(pictureFields).superRefine(checkJump).transform(storedJump),
    output: z.object({ id: z.int() }),
  }),
  update: call({
    summary: 'Change a picture; its click count stays',
    effect: 'write',
    access: 'permission',
    input: z
      .object({ id: idSchema, ...pictureFields })
      .superRefine(checkJump)
      .transform(storedJump),
    output: noOutput,
  }),
  remove: call({
    summary: 'Delete pictures',
    effect: 'write',
    access: 'permission',
    input: removeInput,
    output: noOutput,
  }),
  // A read for the operation log: a row per click would bury the administrators' own changes.
  click: call({
    summary: 'Count one click on a shown picture (the customer home calls it before following the jump)',
    effect: 'read',
    access: 'user',
    input: z.object({ id: idSchema }),
    output: z.object({ click_count: z.int() }),
  }),
});

/** The notice in each console language; a reader whose language is blank reads the Chinese one. */
const noticeText = () => text().trim().max(1000).default('');
const noticeSchema = z.object({ 'zh-CN': noticeText(), 'en-US': noticeText(), 'sw-KE': noticeText() });

export const homePageConfigSchema = z
  .object({
    notice: noticeSchema,
    /** Whether customers see the notice at all. */
    notice_switch: z.boolean(),
    /** The picture list type shown on the customer home; none shows no pictures. */
    image_text_type_id: idSchema.nullable(),
  })
  .superRefine((config, context) => {
    if (config.notice_switch && config.notice['zh-CN'] === '')
      context.addIssue({
        code: 'custom',
        path: ['notice', 'zh-CN'],
        message: 'home_page_config.notice_required',
      });
  });

export const DEFAULT_HOME_PAGE_CONFIG: z.output<typeof homePageConfigSchema> = {
  notice: { 'zh-CN': '', 'en-US': '', 'sw-KE': '' },
  notice_switch: false,
  image_text_type_id: null,
};

/** A picture as customers see it: no counts, remarks or other administrators' notes. */
export const shownPictureSchema = imageTextRowSchema.pick({
  id: true,
  title: true,
  description: true,
  image_url: true,
  jump_type: true,
  jump_url: true,
});

export const homePageConfigCalls = prefixed('home_page_config', {
  inquire: call({
    summary: 'The customer home’s notice and picture list type, for the settings page',
    effect: 'read',
    access: 'permission',
    input: noInput,
    output: homePageConfigSchema,
  }),
  update: call({
    summary: 'Change the customer home’s notice and picture list type',
    effect: 'write',
    access: 'permission',
    input: homePageConfigSchema,
    output: noOutput,
  }),
  show: call({
    summary: 'What the customer home shows: the notice in the reader’s language and the shown pictures',
    effect: 'read',
    access: 'user',
    input: noInput,
    output: z.object({ notice: text().nullable(), pictures: z.array(shownPictureSchema) }),
  }),
});

export const pictureListCalls = { ...imageTextTypeCalls, ...imageTextCalls, ...homePageConfigCalls };
