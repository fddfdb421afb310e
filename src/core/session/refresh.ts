import { api } from '../api/api';
import { appStore } from '../store';
import { userInfoAtom, websiteAtom } from './atoms';

/**
 * Reads the signed-in user again after a change to their own account (an authenticator set up or
 * removed), so every view of `user_info` follows without a reload.
 */
export async function refreshUserInfo(): Promise<void> {
  const { user_info } = await api.call('admin/get_user_info', {});
  appStore.set(userInfoAtom, user_info);
}

/** Reads the public site information again after the configuration changed (title, logo, switches). */
export async function refreshWebsite(): Promise<void> {
  appStore.set(websiteAtom, await api.call('website/inquire', {}));
}
