import { lazy, Suspense } from 'react';
import { Redirect, Route, Router, Switch } from 'wouter';
import { useHashPath, useHashSearch } from '../../core/navigation/hash-location';
import { LoginPage } from '../pages/LoginPage';
import { MaintainPage } from '../pages/MaintainPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RegisterPage } from '../pages/RegisterPage';
import { ShareAccessPage } from '../pages/ShareAccessPage';
import { WorkspaceRoute } from './WorkspaceRoute';

/** Public and rarely opened: the page and its table and calendar packages load only when asked for. */
const AccessLogPage = lazy(() =>
  import('../pages/access-log/AccessLogPage').then((module) => ({ default: module.AccessLogPage })),
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
          <WorkspaceRoute />
        </Route>
        <Route path="/customer/:panel">{(params) => <WorkspaceRoute panelParam={params.panel} />}</Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Router>
  );
}
