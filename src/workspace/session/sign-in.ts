import type { CallOutput } from '../../../contract/calls';
import { api } from '../api';
import { resetLayouts, saveLayout } from '../layout/workspace-layout';
import { landingPanel } from '../menu/landing';
import { navigate } from '../routes/hash-location';
import { socketClient } from '../socket/socket-service';
import { appStore } from '../store';
import { tokenAtom } from './atoms';
import { clearSession } from './clear-session';
import { enterConsole } from './start';

/**
 * Completes a login (or a registration): stores the session, loads the console and answers the
 * panel to open, or null when the user's menu has no page the console can show.
 */
export async function signIn(session: CallOutput<'admin/login'>): Promise<string | null> {
  appStore.set(tokenAtom, session.token);
  await enterConsole(session.user_info);
  socketClient()?.heartbeat();
  return landingPanel();
}

/** Ends the session on the server and here; the layout is saved first so it survives. */
export async function signOut(): Promise<void> {
  await saveLayout().catch(() => undefined);
  await api.call('admin/logout', {}).catch(() => undefined);
  clearSession();
  resetLayouts();
  navigate('/admin_login', { replace: true });
}
