import { Button } from '@blueprintjs/core';
import { Actions, type TabNode } from 'flexlayout-react';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { focusedPanelAtom, layoutModelAtom, layoutRevisionAtom } from '../../core/layout/layout-atoms';
import { panelContentId } from '../../core/layout/panel-focus';
import { allTabs } from '../../core/layout/panel-tabs';
import { findPanel } from '../../panels/registry';
import { HTMLSelect } from '../../ui/HTMLSelect';
import { runAction } from '../commands';
import { PanelHost } from './PanelHost';

/**
 * The phone workspace: one panel at a time, from the same layout model as the docked one, so
 * turning the phone or widening the window keeps every open panel.
 */
export function MobileWorkspace() {
  const intl = useIntl();
  const model = useAtomValue(layoutModelAtom);
  useAtomValue(layoutRevisionAtom);
  const focused = useAtomValue(focusedPanelAtom);
  const tabs = allTabs(model);
  if (!focused) {
    return (
      <div className="lc-mobile-empty">
        <FormattedMessage id="dock.empty_description" />
      </div>
    );
  }
  const focusedTab = tabs.find((tab) => tab.getId() === focused.tabId);
  const titleOf = (tab: TabNode) => {
    const panel = findPanel(tab.getComponent() ?? '');
    return panel ? intl.formatMessage({ id: panel.titleKey }) : tab.getId();
  };
  const focusedTitle = focusedTab ? titleOf(focusedTab) : undefined;
  return (
    <div className="lc-mobile-workspace">
      <div className="lc-mobile-bar">
        <HTMLSelect
          value={focused.tabId}
          aria-label={intl.formatMessage({ id: 'dock.open_panels' })}
          onChange={(event) => model.doAction(Actions.selectTab(event.currentTarget.value))}
          options={tabs.map((tab) => ({ value: tab.getId(), label: titleOf(tab) }))}
        />
        <Button
          variant="minimal"
          icon="cross"
          aria-label={intl.formatMessage({ id: 'dock.close_tab' })}
          onClick={() => runAction('panel.close')}
        />
      </div>
      {/* The docked layout's tab panel id, so opening a panel moves focus here as it does there. */}
      <section
        className="lc-mobile-panel"
        id={panelContentId(focused.tabId)}
        tabIndex={-1}
        aria-label={focusedTitle}
      >
        <PanelHost panelId={focused.panelId} tabId={focused.tabId} config={focusedTab?.getConfig() ?? {}} />
      </section>
    </div>
  );
}
