import '@blueprintjs/core/lib/css/blueprint.css';
import './workspace/theme/theme.css';
import './workspace/theme/shell.css';
import './ui/ui.css';
import { FocusStyleManager } from '@blueprintjs/core';
import { createRoot } from 'react-dom/client';
import { loadCatalogue, needConsoleCatalogue } from './core/i18n/catalogue-store';
import { loadIconsOnDemand } from './core/icons/icon-paths';
import { splitHash } from './core/navigation/hash-location';
import { localeAtom } from './core/preferences';
import { installGlobalErrorHandlers } from './core/report-error';
import { reloadOnStaleBuild } from './core/stale-build';
import { appStore } from './core/store';
import { App } from './workspace/App';
import { isConsoleRoute } from './workspace/routes/AppRoutes';
import { startApp } from './workspace/session/start';

installGlobalErrorHandlers();
/** Focus rings for keyboard users only; a mouse click does not leave a ring behind. */
FocusStyleManager.onlyShowFocusOnTabs();
loadIconsOnDemand();
reloadOnStaleBuild();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The chosen language's messages first: the console never shows in one language, then another.
// A page opened at a console address needs them all; a public page only its own few.
const shownRoot = createRoot(root);
const locale = appStore.get(localeAtom);
void (
  isConsoleRoute(splitHash(window.location.hash).path) ? needConsoleCatalogue(locale) : loadCatalogue(locale)
)
  .catch(() => undefined)
  .then(() => shownRoot.render(<App />));

void startApp();
