import { z } from 'zod';
import { call, enumSchema, idSchema, isoTime, noInput, noOutput, paged, pageInput, prefixed } from '../call';
import { CodeStatus, RotationModel } from '../enums';
import { text } from '../text';

const ids = z.array(idSchema).min(1).max(1000);
const groupFields = {
  name: text().trim().min(1, 'group.name_required').max(60),
  sort: z.int().min(0).max(100000).default(0),
};

export const groupRowSchema = z.object({
  id: z.int(),
  name: text(),
  sort: z.int(),
  code_count: z.int(),
  updated_at: isoTime,
});

export const groupCalls = prefixed('group', {
  inquire: call({
    summary: 'The caller’s code groups with how many codes each holds, larger sort first',
    effect: 'read',
    access: 'permission',
    apiScope: 'codes:read',
    input: z.object({ keyword: text().trim().max(60).optional(), ...pageInput }),
    output: paged(groupRowSchema),
  }),
  add: call({
    summary: 'Create a group',
    effect: 'write',
    access: 'permission',
    input: z.object(groupFields),
    output: z.object({ id: z.int() }),
  }),
  update: call({
    summary: 'Rename or re-sort a group',
    effect: 'write',
    access: 'permission',
    input: z.object({ id: idSchema, ...groupFields }),
    output: noOutput,
  }),
  remove: call({
    summary: 'Delete groups; their codes stay, without a group',
    effect: 'write',
    access: 'permission',
    input: z.object({ ids }),
    output: noOutput,
  }),
  move: call({
    summary: 'Move codes into a group (or out of every group with null)',
    effect: 'write',
    access: 'permission',
    input: z.object({ ids, group_id: idSchema.nullable() }),
    output: noOutput,
  }),
});

export const rotationRowSchema = z.object({
  id: z.int(),
  code_id: z.int(),
  code_name: text(),
  file_name: text(),
  from_destination: text().nullable(),
  to_destination: text(),
  exhausted: z.boolean(),
  created_at: isoTime,
});

export const rotationTypeSchema = z.object({
  value: enumSchema(RotationModel),
  /** A custom label; empty means the catalogue's name of the model. */
  label: text().trim().max(40),
  enabled: z.boolean(),
});

export const rotationCalls = {
  ...prefixed('rotation', {
    inquire: call({
      summary: 'Destination switches of the caller’s codes, newest first',
      effect: 'read',
      access: 'permission',
      input: z.object({ code_id: idSchema.optional(), ...pageInput }),
      output: paged(rotationRowSchema),
    }),
  }),
  ...prefixed('rotation_type', {
    inquire: call({
      summary: 'The rotation models with their labels and whether operators may choose them',
      effect: 'read',
      access: 'user',
      input: noInput,
      output: z.object({ list: z.array(rotationTypeSchema) }),
    }),
    update: call({
      summary: 'Enable, disable or relabel a rotation model (at least one stays enabled)',
      effect: 'write',
      access: 'permission',
      input: rotationTypeSchema,
      output: noOutput,
    }),
  }),
};

export const batchQueryRowSchema = z.object({
  file_name: text(),
  found: z.boolean(),
  id: z.int().nullable(),
  name: text().nullable(),
  status: enumSchema(CodeStatus).nullable(),
  removed: z.boolean(),
  view_number: z.int(),
  ip_view_number: z.int(),
});

export const batchQueryCalls = prefixed('batche_query', {
  inquire: call({
    summary: 'Status and visits of many of the caller’s codes by suffix, in the order asked',
    effect: 'read',
    access: 'permission',
    input: z.object({
      file_names: z
        .array(text().trim().min(1).max(64))
        .min(1, 'batch.file_names_required')
        .max(500, 'batch.too_many'),
    }),
    output: z.object({ list: z.array(batchQueryRowSchema) }),
  }),
});
