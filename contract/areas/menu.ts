import { z } from 'zod';
import { call, enumSchema, noInput } from '../call';
import { MenuNodeType, MenuPlatform, ShowHeadshot } from '../enums';
import { text } from '../text';

/** One node of a role's menu tree: a page (type 1, path = panel id) or a button (type 2, path = call path). */
export type MenuNode = {
  id: number;
  name: string;
  /** Catalogue key of the label, e.g. `menu.qr_code_list`. */
  language_variables: string;
  path: string;
  type: 1 | 2;
  platform: 1;
  show_headshot: 1 | 2;
  icon: string;
  sort: number;
  allow_select: boolean;
  parent: number | null;
  children: MenuNode[];
  children_number: number;
};

export const menuNodeSchema: z.ZodType<MenuNode> = z.object({
  id: z.int(),
  name: text(),
  language_variables: text(),
  path: text(),
  type: enumSchema(MenuNodeType),
  platform: enumSchema(MenuPlatform),
  show_headshot: enumSchema(ShowHeadshot),
  icon: text(),
  sort: z.int(),
  allow_select: z.boolean(),
  parent: z.int().nullable(),
  get children() {
    return z.array(menuNodeSchema);
  },
  children_number: z.int(),
});

export const menuCalls = {
  'admin/get_token_menu': call({
    summary: "The caller's menu tree: pages and their button permissions, larger sort first",
    effect: 'read',
    access: 'user',
    input: noInput,
    output: z.object({ tree_menu_arr: z.array(menuNodeSchema) }),
  }),
  'admin/menu_badges': call({
    summary: 'Counts of work waiting on pages the caller may open (e.g. withdrawals to review), by page id',
    effect: 'read',
    access: 'user',
    input: noInput,
    output: z.object({ badges: z.record(z.string(), z.int().min(1)) }),
  }),
};
