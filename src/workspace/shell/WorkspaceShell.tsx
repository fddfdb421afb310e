import { Drawer, Position } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { MenuMode } from '../../../contract/enums';
import { LIMITS } from '../../../contract/rules';
import { menuModeAtom } from '../../core/preferences';
import { PublicAddressBanner } from '../../features/public-address/PublicAddressBanner';
import { returnFocusUnlessTaken } from '../../ui/focus-return';
import { useIsMobile } from '../../ui/responsive';
import { DockedLayout } from '../layout/DockedLayout';
import { MobileWorkspace } from '../layout/MobileWorkspace';
import { SideMenu } from '../menu/SideMenu';
import { GlobalHotkeys } from '../palette/GlobalHotkeys';
import { paletteAtom } from '../palette/palette-atoms';
import { Header } from './Header';
import { MAIN_REGION_ID, SkipLink } from './SkipLink';
import { StatusBar } from './StatusBar';
import { SuspensionBanner } from './SuspensionBanner';

const CommandPalette = lazy(() =>
  import('../palette/CommandPalette').then((module) => ({ default: module.CommandPalette })),
);

/**
 * The palette's code (its list and filtering library) arrives the first time it is asked for,
 * not with the workspace; from then on it stays mounted.
 */
function PaletteOnDemand() {
  const { open } = useAtomValue(paletteAtom);
  const [asked, setAsked] = useState(open);
  if (open && !asked) setAsked(true);
  return asked ? (
    <Suspense fallback={null}>
      <CommandPalette />
    </Suspense>
  ) : null;
}

/**
 * The signed-in console: header, menu, the docked (or phone) workspace, status bar and palette.
 * `notice` is said above the panels (a panel the address asked for and could not open).
 */
export function WorkspaceShell({ notice }: { notice?: React.ReactNode }) {
  const intl = useIntl();
  const mobile = useIsMobile();
  const menuMode = useAtomValue(menuModeAtom);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer hands focus back to the menu button only when nothing else took it: a panel opened
  // from the drawer keeps the focus it was given.
  const focusBeforeDrawer = useRef<Element | null>(null);
  const openDrawer = () => {
    focusBeforeDrawer.current = document.activeElement;
    setDrawerOpen(true);
  };
  const leftWidth = mobile || menuMode === MenuMode.top ? 0 : LIMITS.leftMenuWidth;
  return (
    <div
      className={`lc-shell ${mobile ? 'lc-shell-mobile' : ''}`}
      style={{ '--lc-left-width': `${leftWidth}px` } as React.CSSProperties}
    >
      <SkipLink />
      <Header mobile={mobile} onOpenDrawer={openDrawer} />
      <SuspensionBanner />
      <PublicAddressBanner />
      {notice}
      <div className="lc-body">
        {leftWidth > 0 && (
          <aside className="lc-sidebar">
            <SideMenu />
          </aside>
        )}
        <main className="lc-main" id={MAIN_REGION_ID} tabIndex={-1}>
          {mobile ? <MobileWorkspace /> : <DockedLayout />}
        </main>
      </div>
      {!mobile && <StatusBar />}
      <Drawer
        isOpen={mobile && drawerOpen}
        onClose={() => setDrawerOpen(false)}
        shouldReturnFocusOnClose={false}
        // The portal holds the drawer and the overlay around it, which may hold the focus as it closes.
        portalClassName="lc-menu-drawer-portal"
        onClosed={() => returnFocusUnlessTaken(focusBeforeDrawer.current, '.lc-menu-drawer-portal')}
        position={Position.LEFT}
        size="80%"
        title={intl.formatMessage({ id: 'shell.menu' })}
        className="lc-menu-drawer"
      >
        <SideMenu onNavigate={() => setDrawerOpen(false)} />
      </Drawer>
      <PaletteOnDemand />
      <GlobalHotkeys />
    </div>
  );
}
