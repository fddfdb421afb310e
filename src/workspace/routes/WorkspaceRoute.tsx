import { HotkeysProvider, Spinner } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { Redirect } from 'wouter';
import { focusedPanelAtom, layoutModelAtom, layoutReadyAtom } from '../../core/layout/layout-atoms';
import { closeTab, panelTabs } from '../../core/layout/panel-tabs';
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
import { PanelRefusal } from '../shell/PanelRefusal';
import { WorkspaceShell } from '../shell/WorkspaceShell';
import { isLockedByMaintenance } from './maintenance';

/**
 * Keeps the route and the focused panel in step: a route opens (or focuses) its panel, and
 * focusing a panel pushes its route, so back and forward walk through the panels. A refused
 * address stays until the user focuses another panel, so its notice can be read.
 */
function useRouteFocusSync(panelParam: string | undefined, refused: boolean) {
  const focused = useAtomValue(focusedPanelAtom);
  const focusedId = focused?.panelId;
  const routed = useRef<string | undefined>(undefined);
  // The focus when the address was refused: the route follows the focus again once it moves.
  const held = useRef<{ panel: string; focused: string | undefined } | null>(null);
  if (!refused) held.current = null;
  else if (held.current?.panel !== panelParam) held.current = { panel: panelParam ?? '', focused: focusedId };

  useEffect(() => {
    routed.current = panelParam;
    if (panelParam) {
      // An address that only follows the focus (a tab was picked) leaves the keyboard where it is;
      // one typed, linked or reached by back and forward moves it into the panel.
      const following = appStore.get(focusedPanelAtom)?.panelId === panelParam;
      if (!refused && isRegisteredPanel(panelParam)) openPanel(panelParam, { focus: !following });
      return;
    }
    if (!isLayoutEmpty()) return;
    const landing = landingPanel();
    if (landing) openPanel(landing, { focus: false });
  }, [panelParam, refused]);

  useEffect(() => {
    if (!focusedId) return;
    if (held.current && focusedId === held.current.focused) return;
    // The rendered focus can be stale when a route opened a panel in the same commit; following
    // it would send the route back and forth between two panels. The live focus decides.
    const live = appStore.get(focusedPanelAtom)?.panelId;
    if (live && live !== routed.current) navigate(`/customer/${live}`);
  }, [focusedId]);
}

function Workspace({ panelParam }: { panelParam: string | undefined }) {
  const refused = panelParam !== undefined && (!isRegisteredPanel(panelParam) || !canOpenPanel(panelParam));
  useRouteFocusSync(panelParam, refused);
  const notice =
    refused && panelParam !== undefined ? (
      <PanelRefusal panelId={panelParam} onDismiss={() => dismissRefusal(panelParam)} />
    ) : undefined;
  return <WorkspaceShell notice={notice} />;
}

/**
 * Closes the refused panel's tabs (a saved layout may still hold a page the user lost), then
 * follows the focused panel's address, or the workspace's.
 */
function dismissRefusal(panelId: string): void {
  const model = appStore.get(layoutModelAtom);
  for (const tab of panelTabs(model, panelId)) closeTab(model, tab.getId());
  const focused = appStore.get(focusedPanelAtom)?.panelId;
  navigate(focused ? `/customer/${focused}` : '/customer');
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
  if (user?.must_change_password) return <Redirect to="/change_password" replace />;
  if (!ready || !user || !layoutReady) {
    return (
      <div className="lc-page-loading">
        <Spinner size={32} />
      </div>
    );
  }
  if (isLockedByMaintenance(website?.maintenance, user.role_key)) return <Redirect to="/maintain" replace />;
  // The console's shortcuts and their help dialog: the public pages have none to carry.
  return (
    <HotkeysProvider>
      <Workspace panelParam={panelParam} />
    </HotkeysProvider>
  );
}
