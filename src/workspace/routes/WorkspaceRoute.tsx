import { Spinner } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { Redirect } from 'wouter';
import { focusedPanelAtom, layoutReadyAtom } from '../../core/layout/layout-atoms';
import { navigate } from '../../core/navigation/hash-location';
import { canOpenPanel, openPanel } from '../../core/panels/open-panel';
import {
  menuTreeAtom,
  sessionReadyAtom,
  tokenAtom,
  userInfoAtom,
  websiteAtom,
} from '../../core/session/atoms';
import { appStore } from '../../core/store';
import { isRegisteredPanel } from '../../panels/registry';
import { isLayoutEmpty } from '../layout/workspace-layout';
import { landingPanel } from '../menu/landing';
import { NotFoundPage } from '../pages/NotFoundPage';
import { WorkspaceShell } from '../shell/WorkspaceShell';
import { isLockedByMaintenance } from './maintenance';

/**
 * Keeps the route and the focused panel in step: a route opens (or focuses) its panel, and
 * focusing a panel pushes its route, so back and forward walk through the panels.
 */
function useRouteFocusSync(panelParam: string | undefined) {
  const focused = useAtomValue(focusedPanelAtom);
  const focusedId = focused?.panelId;
  const routed = useRef<string | undefined>(undefined);

  useEffect(() => {
    routed.current = panelParam;
    if (panelParam) {
      if (isRegisteredPanel(panelParam)) openPanel(panelParam);
      return;
    }
    if (!isLayoutEmpty()) return;
    const landing = landingPanel();
    if (landing) openPanel(landing);
  }, [panelParam]);

  useEffect(() => {
    if (!focusedId) return;
    // The rendered focus can be stale when a route opened a panel in the same commit; following
    // it would send the route back and forth between two panels. The live focus decides.
    const live = appStore.get(focusedPanelAtom)?.panelId;
    if (live && live !== routed.current) navigate(`/customer/${live}`);
  }, [focusedId]);
}

function Workspace({ panelParam }: { panelParam: string | undefined }) {
  useRouteFocusSync(panelParam);
  return <WorkspaceShell />;
}

/** `#/customer` and `#/customer/<panel>`: the guarded console. */
export function WorkspaceRoute({ panelParam }: { panelParam?: string }) {
  const token = useAtomValue(tokenAtom);
  const ready = useAtomValue(sessionReadyAtom);
  const user = useAtomValue(userInfoAtom);
  const website = useAtomValue(websiteAtom);
  const layoutReady = useAtomValue(layoutReadyAtom);
  useAtomValue(menuTreeAtom);
  if (!token) return <Redirect to="/admin_login" replace />;
  if (!ready || !user || !layoutReady) {
    return (
      <div className="lc-page-loading">
        <Spinner size={32} />
      </div>
    );
  }
  if (isLockedByMaintenance(website?.maintenance, user.role_key)) return <Redirect to="/maintain" replace />;
  if (panelParam && (!isRegisteredPanel(panelParam) || !canOpenPanel(panelParam))) return <NotFoundPage />;
  return <Workspace panelParam={panelParam} />;
}
