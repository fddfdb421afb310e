import { startSocket } from '../../core/socket/socket-service';
import { flushLayoutLocally } from '../layout/workspace-layout';
import { startMenuBadges } from '../menu/menu-badges';
import { startUnreadPolling } from '../messages/unread-service';

let started = false;

/**
 * What a signed-in console keeps running: the live socket, the unread and badge polls, and the
 * layout written locally when the page goes away (a reload for a new build included). Started on
 * first entering the console, so the login page loads none of it; each stays quiet without a session.
 */
export function startWorkspaceServices(): void {
  if (started) return;
  started = true;
  window.addEventListener('pagehide', flushLayoutLocally);
  startSocket();
  startUnreadPolling();
  startMenuBadges();
}
