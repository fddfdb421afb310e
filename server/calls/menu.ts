import type { menuCalls } from '../../contract/areas/menu';
import type { Handlers } from '../http/handlers';
import { menuBadgesFor } from '../menu/badges';
import { menuTreeFor } from '../menu/tree';

export const menuHandlers: Handlers<typeof menuCalls> = {
  'admin/get_token_menu': async (_input, { db, actor }) => ({ tree_menu_arr: await menuTreeFor(db, actor) }),
  'admin/menu_badges': async (_input, { db, actor }) => ({ badges: await menuBadgesFor(db, actor) }),
};
