import { FormattedMessage } from 'react-intl';
import { focusedPanelAtom } from '../../core/layout/layout-atoms';
import { focusPanelContent } from '../../core/layout/panel-focus';
import { appStore } from '../../core/store';

/** The id of the workspace's main region, the skip link's target when no panel is open. */
export const MAIN_REGION_ID = 'lc-main';

/**
 * The first Tab stop of the console: past the header and the menu, into the focused panel. A
 * button, not a link to a fragment: the hash is the console's router.
 */
export function SkipLink() {
  return (
    <button
      type="button"
      className="lc-skip-link"
      onClick={() => {
        const focused = appStore.get(focusedPanelAtom);
        if (focused) focusPanelContent(focused.tabId);
        else document.getElementById(MAIN_REGION_ID)?.focus();
      }}
    >
      <FormattedMessage id="shell.skip_to_content" />
    </button>
  );
}
