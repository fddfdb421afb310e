import { api } from '../../core/api/api';
import {
  externalKeysAtom,
  menuTreeAtom,
  payConfigAtom,
  type UserInfo,
  userInfoAtom,
} from '../../core/session/atoms';
import { appStore } from '../../core/store';
import { restoreLayouts } from '../layout/workspace-layout';
import { startWorkspaceServices } from './workspace-services';

/**
 * After login, registration or a restored session: the menu, the settings and the saved layout.
 * The menu comes first because restoring the layout drops panels the menu no longer grants.
 */
export async function enterConsole(user: UserInfo): Promise<void> {
  appStore.set(userInfoAtom, user);
  startWorkspaceServices();
  const menu = api
    .call('admin/get_token_menu', {})
    .then(({ tree_menu_arr }) => appStore.set(menuTreeAtom, tree_menu_arr))
    .catch(() => appStore.set(menuTreeAtom, []));
  const keys = api
    .call('url_key_platform/inquire', { data_only: true })
    .then(({ list }) => appStore.set(externalKeysAtom, list))
    .catch(() => undefined);
  const pay = api
    .call('pay_config/inquire', {})
    .then((config) => appStore.set(payConfigAtom, config))
    .catch(() => undefined);
  await menu;
  await Promise.all([keys, pay, restoreLayouts(user.id)]);
}
