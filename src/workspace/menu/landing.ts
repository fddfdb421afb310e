import { firstPanelPath } from '../../core/menu/menu-tree';
import { menuTreeAtom } from '../../core/session/atoms';
import { appStore } from '../../core/store';
import { isRegisteredPanel } from '../../panels/registry';
import { canOpenPanel } from '../layout/workspace-layout';

/** SPEC §1: `#/customer` opens today's statistics; until that panel exists, the first menu page. */
const PREFERRED_LANDING = 'today_statistics';

/** The panel a fresh workspace opens, or null when the user's menu has no built page at all. */
export function landingPanel(): string | null {
  if (canOpenPanel(PREFERRED_LANDING)) return PREFERRED_LANDING;
  return firstPanelPath(appStore.get(menuTreeAtom), isRegisteredPanel);
}
