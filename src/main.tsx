import '@blueprintjs/core/lib/css/blueprint.css';
import 'flexlayout-react/style/light.css';
import './workspace/theme/theme.css';
import './workspace/theme/shell.css';
import './ui/ui.css';
import { FocusStyleManager } from '@blueprintjs/core';
import { createRoot } from 'react-dom/client';
import { installGlobalErrorHandlers } from './core/report-error';
import { startSocket } from './core/socket/socket-service';
import { reloadOnStaleBuild } from './core/stale-build';
import { App } from './workspace/App';
import { flushLayoutLocally } from './workspace/layout/workspace-layout';
import { startMenuBadges } from './workspace/menu/menu-badges';
import { startUnreadPolling } from './workspace/messages/unread-service';
import { startApp } from './workspace/session/start';

installGlobalErrorHandlers();
/** Focus rings for keyboard users only; a mouse click does not leave a ring behind. */
FocusStyleManager.onlyShowFocusOnTabs();
window.addEventListener('pagehide', flushLayoutLocally);
reloadOnStaleBuild(flushLayoutLocally);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(<App />);

void startApp();
startSocket();
startUnreadPolling();
startMenuBadges();
