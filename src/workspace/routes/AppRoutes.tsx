import { Spinner } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import { Redirect, Route, Router, Switch } from 'wouter';
import { useHashPath, useHashSearch } from '../../core/navigation/hash-location';
import { LoginPage } from '../pages/LoginPage';
import { MaintainPage } from '../pages/MaintainPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RegisterPage } from '../pages/RegisterPage';
import { ShareAccessPage } from '../pages/ShareAccessPage';

/** Public and rarely opened: the page and its table and calendar packages load only when asked for. */
const AccessLogPage = lazy(() =>
  import('../pages/access-log/AccessLogPage').then((module) => ({ default: module.AccessLogPage })),
);

/** The signed-in console: its shell, docking and menus load after the login page, not with it. */
const WorkspaceRoute = lazy(() =>
  import('./WorkspaceRoute').then((module) => ({ default: module.WorkspaceRoute })),
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
        <Route path="/share_access" component={ShareAccessPage} />
        <Route path="/access_log">
          <Suspense fallback={null}>
            <AccessLogPage />
          </Suspense>
        </Route>
        <Route path="/customer">
          <Suspense fallback={CONSOLE_LOADING}>
            <WorkspaceRoute />
          </Suspense>
        </Route>
        <Route path="/customer/:panel">
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
