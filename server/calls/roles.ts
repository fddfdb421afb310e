import type { roleCalls } from '../../contract/areas/roles';
import type { Locale } from '../../contract/enums';
import type { Handlers } from '../http/handlers';
import { addMenuNode, removeMenuNodes, updateMenuNode } from '../menu/nodes';
import { menuTreeFor } from '../menu/tree';
import { roleNameFor } from '../roles/seeded';
import {
  createRole,
  listRoles,
  type RoleSummary,
  removeRoles,
  roleDetails,
  updateRole,
} from '../roles/service';

const roleOut = (locale: Locale, { role, userCount, nodeCount }: RoleSummary) => ({
  id: role.id,
  key: role.key,
  name: roleNameFor(locale, role),
  remark: role.remark,
  scope: role.scope as 'platform' | 'customer',
  is_super: role.isSuper,
  user_count: userCount,
  node_count: nodeCount,
  created_at: role.createdAt,
});

export const roleHandlers: Handlers<typeof roleCalls> = {
  'role/inquire': async (input, { db, locale }) => {
    const { list, total } = await listRoles(db, input, locale);
    return { list: list.map((summary) => roleOut(locale, summary)), total };
  },

  'role/details': async ({ id }, { db, locale }) => {
    const details = await roleDetails(db, id);
    return { ...roleOut(locale, details), node_ids: details.nodeIds };
  },

  'role/add': async (input, { db, actor }) => ({ id: await createRole(db, actor, input) }),

  'role/update': async (input, { db, actor }) => {
    await updateRole(db, actor, input);
    return {};
  },

  'role/remove': async ({ ids }, { db, actor }) => {
    await removeRoles(db, actor, ids);
    return {};
  },

  // A super administrator's menu is every node; anyone else may grant only what they hold.
  'role/node_tree': async (_input, { db, actor }) => ({ tree: await menuTreeFor(db, actor) }),

  'role/node_add': async (input, { db }) => ({ id: await addMenuNode(db, input) }),

  'role/node_update': async ({ id, ...input }, { db }) => {
    await updateMenuNode(db, id, input);
    return {};
  },

  'role/node_remove': async ({ ids }, { db }) => {
    await removeMenuNodes(db, ids);
    return {};
  },
};
