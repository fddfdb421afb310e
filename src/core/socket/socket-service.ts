import { atom } from 'jotai';
import { SOCKET_PATH } from '../../../contract/socket';
import { api } from '../api/api';
import { translate } from '../i18n/intl';
import { localeAtom } from '../preferences';
import { tokenAtom } from '../session/atoms';
import { appStore } from '../store';
import { showToast } from '../toaster';
import { createSocketClient, type SocketClient, type SocketClientState } from './socket-client';
import { type SocketEventContent, type SocketEventName, subscribeSocketEvent } from './socket-events';

/** Shown in the status bar so a user knows whether live data is flowing. */
export const socketStateAtom = atom<SocketClientState>('idle');

let client: SocketClient | null = null;

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${SOCKET_PATH}`;
}

/** The console's one socket client; panels subscribe to event types with `on`. */
export function socketClient(): SocketClient | null {
  return client;
}

/** Starts the realtime socket with the app (SPEC §2, §9). */
export function startSocket(): void {
  if (client) return;
  if (typeof window.WebSocket !== 'function') {
    showToast('error', translate('app.browser_unsupported'), 0);
    return;
  }
  client = createSocketClient({
    url: socketUrl(),
    WebSocket: window.WebSocket,
    timers: {
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
      setInterval: (callback, ms) => window.setInterval(callback, ms),
      clearInterval: (handle) => window.clearInterval(handle as number),
    },
    getToken: () => appStore.get(tokenAtom),
    getLocale: () => appStore.get(localeAtom),
    onReload: () => window.location.reload(),
    // A session that ended answers 401, which signs the console out; one that still stands (a
    // suspension leaves a read-only console) gets its socket back.
    onClosedByServer: () => {
      if (!appStore.get(tokenAtom)) return;
      api.call('admin/get_user_info').then(
        () => client?.start(),
        () => undefined,
      );
    },
    onToast: (intent, message) => showToast(intent, message),
    onStateChange: (state) => appStore.set(socketStateAtom, state),
  });
  client.start();
}

/**
 * A panel's typed subscription to one socket event (see `subscribeSocketEvent`). Without a socket
 * (a browser lacking WebSocket, a story) nothing ever arrives, which is what the panel should see.
 */
export function onSocketEvent<N extends SocketEventName>(
  name: N,
  handler: (content: SocketEventContent<N>) => void,
): () => void {
  return client ? subscribeSocketEvent(client, name, handler) : () => undefined;
}
