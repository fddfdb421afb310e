import { Spinner } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import { Redirect, Route, Router, Switch } from 'wouter';
import { needConsoleCatalogue } from '../../core/i18n/catalogue-store';
import { useHashPath, useHashSearch } from '../../core/navigation/hash-location';
import { localeAtom } from '../../core/preferences';
import { appStore } from '../../core/store';
import { LoginPage } from '../pages/LoginPage';
import { MaintainPage } from '../pages/MaintainPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RegisterPage } from '../pages/RegisterPage';

/** Where the signed-in console lives; every other route is a public page. */
const CONSOLE_ROUTE = '/customer';

export function isConsoleRoute(path: string): boolean {
  return path === CONSOLE_ROUTE || path.startsWith(`${CONSOLE_ROUTE}/`);
}

/**
 * A page that needs the whole catalogue, not only the public pages' part: its module and the
 * shown language's messages arrive together. Without the messages it still shows, with their ids.
 */
function withConsoleCatalogue<Module>(load: () => Promise<Module>): () => Promise<Module> {
  return () =>
    Promise.all([load(), needConsoleCatalogue(appStore.get(localeAtom)).catch(() => undefined)]).then(
      ([module]) => module,
    );
}

/** Public and rarely opened: the page and its table and calendar packages load only when asked for. */
const AccessLogPage = lazy(
  withConsoleCatalogue(() =>
    import('../pages/access-log/AccessLogPage').then((module) => ({ default: module.AccessLogPage })),
  ),
);

/** Public and opened from a shared link: the login page does not carry it. */
const ShareAccessPage = lazy(() =>
  import('../pages/ShareAccessPage').then((module) => ({ default: module.ShareAccessPage })),
);

/** Only for a first sign-in with a password the user did not choose. */
const ChangePasswordPage = lazy(
  withConsoleCatalogue(() =>
    import('../pages/ChangePasswordPage').then((module) => ({ default: module.ChangePasswordPage })),
  ),
);

/** The signed-in console: its shell, docking and menus load after the login page, not with it. */
const WorkspaceRoute = lazy(
  withConsoleCatalogue(() =>
    import('./WorkspaceRoute').then((module) => ({ default: module.WorkspaceRoute })),
  ),
);

/** What the workspace route shows while its modules arrive: the same as while its session loads. */
const CONSOLE_LOADING = (
  <div className="lc-page-loading">
    <Spinner size={32} />
  </div>
);

/** The routes of SPEC §1; anything else falls to the not-found page. */
export function AppRoutes() {
  return (
    <Router hook={useHashPath} searchHook={useHashSearch}>
      <Switch>
        <Route path="/">
          <Redirect to="/admin_login" replace />
        </Route>
        <Route path="/admin_login" component={LoginPage} />
        <Route path="/admin_register" component={RegisterPage} />
        <Route path="/maintain" component={MaintainPage} />
        <Route path="/share_access">
          <Suspense fallback={null}>
            <ShareAccessPage />
          </Suspense>
        </Route>
        <Route path="/change_password">
          <Suspense fallback={CONSOLE_LOADING}>
            <ChangePasswordPage />
          </Suspense>
        </Route>
        <Route path="/access_log">
          <Suspense fallback={null}>
            <AccessLogPage />
          </Suspense>
        </Route>
        <Route path={CONSOLE_ROUTE}>
          <Suspense fallback={CONSOLE_LOADING}>
            <WorkspaceRoute />
          </Suspense>
        </Route>
        <Route path={`${CONSOLE_ROUTE}/:panel`}>
          {(params) => (
            <Suspense fallback={CONSOLE_LOADING}>
              <WorkspaceRoute panelParam={params.panel} />
            </Suspense>
          )}
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Router>
  );
}
