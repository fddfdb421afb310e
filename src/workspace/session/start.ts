import { ShowStatus } from '../../../contract/enums';
import { api } from '../../core/api/api';
import { CallError } from '../../core/api/client';
import { isCatalogueLocale } from '../../core/i18n/intl';
import { localeAtom } from '../../core/preferences';
import {
  serverLanguagesAtom,
  sessionReadyAtom,
  tokenAtom,
  userInfoAtom,
  websiteAtom,
} from '../../core/session/atoms';
import { clearSession } from '../../core/session/clear-session';
import { appStore } from '../../core/store';

/**
 * Start-up of SPEC §2: website info and languages for everyone; with a token, the user (a failed
 * or empty answer ends the session), then what a signed-in console needs.
 */
export async function startApp(): Promise<void> {
  await Promise.all([loadWebsite(), loadLanguages(), restoreSession()]);
  appStore.set(sessionReadyAtom, true);
  // The server answers the default site title in the reader's language: ask again on a switch.
  appStore.sub(localeAtom, () => void loadWebsite());
}

async function loadWebsite() {
  try {
    appStore.set(websiteAtom, await api.call('website/inquire', {}));
  } catch {
    // Defaults (title, logo) stay; the login page still works.
  }
}

async function loadLanguages() {
  try {
    const { list } = await api.call('language/inquire', { show_status: ShowStatus.shown });
    appStore.set(serverLanguagesAtom, list);
    const chosen = globalThis.localStorage?.getItem('lc.locale.v1');
    const serverDefault = list.find((language) => language.default_language === 2);
    if (!chosen && serverDefault && isCatalogueLocale(serverDefault.code)) {
      appStore.set(localeAtom, serverDefault.code);
    }
  } catch {
    // The catalogues' own list is offered instead.
  }
}

async function restoreSession() {
  if (!appStore.get(tokenAtom)) return;
  try {
    const { user_info, token } = await api.call('admin/get_user_info', {});
    if (!user_info?.id) {
      clearSession();
      return;
    }
    if (token) appStore.set(tokenAtom, token);
    if (user_info.must_change_password) {
      // The change-password page is all this session may see until the password is changed.
      appStore.set(userInfoAtom, user_info);
      return;
    }
    // The console's own modules load only for a session: the login page never waits for them.
    const { enterConsole } = await import('./enter-console');
    await enterConsole(user_info);
  } catch (error) {
    // Under maintenance the session is still good; the client has already gone to `#/maintain`.
    if (error instanceof CallError && error.code === 'maintenance') return;
    clearSession();
  }
}
