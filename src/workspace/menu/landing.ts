import { firstPanelPath } from '../../core/menu/menu-tree';
import { canOpenPanel } from '../../core/panels/open-panel';
import type { PanelId } from '../../core/panels/panel-id';
import { menuTreeAtom } from '../../core/session/atoms';
import { appStore } from '../../core/store';
import { isRegisteredPanel } from '../../panels/registry';

/** SPEC §1: `#/customer` opens today's statistics; until that panel exists, the first menu page. */
const PREFERRED_LANDING: PanelId = 'today_statistics';

/** The panel a fresh workspace opens, or null when the user's menu has no built page at all. */
export function landingPanel(): PanelId | null {
  if (canOpenPanel(PREFERRED_LANDING)) return PREFERRED_LANDING;
  const first = firstPanelPath(appStore.get(menuTreeAtom), isRegisteredPanel);
  return first !== null && isRegisteredPanel(first) ? first : null;
}
