import { z } from 'zod';
import { call, enumSchema, idSchema, isoTime, noInput, noOutput, paged, pageInput, prefixed } from '../call';
import { MenuNodeType, MenuPlatform, ShowHeadshot } from '../enums';
import { text } from '../text';
import { menuNodeSchema } from './menu';

export const ROLE_SCOPES = ['platform', 'customer'] as const;

export const roleRowSchema = z.object({
  id: z.int(),
  key: text().nullable(),
  name: text(),
  remark: text(),
  scope: z.enum(ROLE_SCOPES),
  is_super: z.boolean(),
  user_count: z.int(),
  node_count: z.int(),
  created_at: isoTime,
});

const ids = z.array(idSchema).min(1).max(500);
const roleFields = {
  name: text().trim().min(1, 'role.name_required').max(60),
  remark: text().trim().max(300).default(''),
  node_ids: z.array(idSchema).max(5000).default([]),
};

const nodeFields = {
  parent_id: idSchema.nullable(),
  name: text().trim().min(1, 'role.node_name_required').max(100),
  language_variables: text().trim().max(120).default(''),
  path: text().trim().max(200).default(''),
  type: enumSchema(MenuNodeType),
  platform: enumSchema(MenuPlatform).default(MenuPlatform.pc),
  icon: text().trim().max(60).default(''),
  sort: z.int().min(-100000).max(100000).default(0),
  show_headshot: enumSchema(ShowHeadshot).default(ShowHeadshot.no),
  allow_select: z.boolean().default(true),
};

export const roleCalls = prefixed('role', {
  inquire: call({
    summary: 'Roles with how many users and permission nodes each has',
    effect: 'read',
    access: 'permission',
    input: z.object({ keyword: text().trim().max(60).optional(), ...pageInput }),
    output: paged(roleRowSchema),
  }),
  details: call({
    summary: 'One role with the ids of the nodes it is granted',
    effect: 'read',
    access: 'permission',
    input: z.object({ id: idSchema }),
    output: roleRowSchema.extend({ node_ids: z.array(z.int()) }),
  }),
  add: call({
    summary: 'Create a role with its permission nodes',
    effect: 'write',
    access: 'permission',
    input: z.object({ ...roleFields, scope: z.enum(ROLE_SCOPES).default('customer') }),
    output: z.object({ id: z.int() }),
  }),
  update: call({
    summary: 'Rename a role and replace its permission nodes',
    effect: 'write',
    access: 'permission',
    input: z.object({ id: idSchema, ...roleFields }),
    output: noOutput,
  }),
  remove: call({
    summary: 'Delete roles that no user has; seeded roles stay',
    effect: 'write',
    access: 'permission',
    input: z.object({ ids }),
    output: noOutput,
  }),
  node_tree: call({
    summary: 'The permission tree the caller may grant (every node for a super administrator)',
    effect: 'read',
    access: 'permission',
    input: noInput,
    output: z.object({ tree: z.array(menuNodeSchema) }),
  }),
  node_add: call({
    summary: 'Add a menu node (page, directory or button permission)',
    effect: 'write',
    access: 'permission',
    input: z.object(nodeFields),
    output: z.object({ id: z.int() }),
  }),
  node_update: call({
    summary: 'Change a menu node',
    effect: 'write',
    access: 'permission',
    input: z.object({ id: idSchema, ...nodeFields }),
    output: noOutput,
  }),
  node_remove: call({
    summary: 'Delete menu nodes that have no children',
    effect: 'write',
    access: 'permission',
    input: z.object({ ids }),
    output: noOutput,
  }),
});
