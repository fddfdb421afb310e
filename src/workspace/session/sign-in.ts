import type { CallOutput } from '../../../contract/calls';
import { api } from '../../core/api/api';
import { translate } from '../../core/i18n/intl';
import { navigate } from '../../core/navigation/hash-location';
import { tokenAtom, userInfoAtom, websiteAtom } from '../../core/session/atoms';
import { clearSession } from '../../core/session/clear-session';
import { socketClient } from '../../core/socket/socket-service';
import { appStore } from '../../core/store';
import { showToast } from '../../core/toaster';
import { resetLayouts, saveLayout } from '../layout/workspace-layout';
import { landingPanel } from '../menu/landing';
import { isLockedByMaintenance } from '../routes/maintenance';
import { enterConsole } from './enter-console';

/** What a login and a registration both answer: the session and its user. */
type Session = Pick<CallOutput<'admin/login'>, 'token' | 'user_info'>;

/**
 * Completes a login (or a registration): stores the session, loads the console and answers the
 * panel to open, or null when the user's menu has no page the console can show.
 */
export async function signIn(session: Session): Promise<string | null> {
  appStore.set(tokenAtom, session.token);
  await enterConsole(session.user_info);
  // The server closed the socket of the session that ended before this one: it opens again.
  socketClient()?.start();
  socketClient()?.heartbeat();
  return landingPanel();
}

/**
 * After a login or a registration (SPEC §1): opens the first menu page; when the menu has no page
 * the console can show, the session ends with the "login error" toast. Answers whether it opened.
 */
export async function enterWorkspace(session: Session): Promise<boolean> {
  if (session.user_info.must_change_password) {
    // Nothing of the console opens before the password is the user's own (the server refuses it).
    appStore.set(tokenAtom, session.token);
    appStore.set(userInfoAtom, session.user_info);
    navigate('/change_password', { replace: true });
    return true;
  }
  const landing = await signIn(session);
  if (landing) {
    navigate(`/customer/${landing}`, { replace: true });
    return true;
  }
  // Under maintenance the client has already gone to `#/maintain`; the session is kept.
  if (isLockedByMaintenance(appStore.get(websiteAtom)?.maintenance, session.user_info.role_key)) return false;
  clearSession();
  resetLayouts();
  showToast('error', translate('login_err_01'));
  return false;
}

/** Ends the session on the server and here; the layout is saved first so it survives. */
export async function signOut(): Promise<void> {
  await saveLayout().catch(() => undefined);
  await api.call('admin/logout', {}).catch(() => undefined);
  clearSession();
  resetLayouts();
  navigate('/admin_login', { replace: true });
}
