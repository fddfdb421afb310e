import 'flexlayout-react/style/light.css';
import { Button, Icon, NonIdealState } from '@blueprintjs/core';
import { Layout, type TabNode } from 'flexlayout-react';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isMessageKey } from '../../core/i18n/intl';
import { layoutModelAtom } from '../../core/layout/layout-atoms';
import type { MessageKey } from '../../i18n/catalogues';
import { findPanel } from '../../panels/registry';
import { runAction } from '../commands';
import { PanelHost } from './PanelHost';

/** flexlayout's own labels that the console translates; the others never show (popouts are off). */
const FLEXLAYOUT_LABELS: Record<string, MessageKey> = {
  'flexlayout.ui.close.tab': 'dock.close_tab',
  'flexlayout.ui.close.tabset': 'dock.close_tabset',
  'flexlayout.ui.maximize.tabset': 'dock.maximize',
  'flexlayout.ui.restore.tabset': 'dock.restore',
  'flexlayout.ui.overflow.menu.tooltip': 'dock.overflow',
  'flexlayout.ui.active.tabset': 'dock.active_tabset',
  'flexlayout.ui.move.tabset': 'dock.move_tabset',
  'flexlayout.ui.splitter': 'dock.splitter',
  'flexlayout.ui.error.rendering.component': 'panel.failed_title',
  'flexlayout.ui.error.rendering.component.retry': 'action.retry',
  'flexlayout.ui.menu.close.all': 'dock.close_all',
  'flexlayout.ui.menu.close.others': 'dock.close_others',
  'flexlayout.ui.menu.close.right': 'dock.close_right',
  'flexlayout.ui.menu.maximize': 'dock.maximize',
  'flexlayout.ui.menu.restore': 'dock.restore',
};

function renderPanel(node: TabNode) {
  const panelId = node.getComponent() ?? '';
  return <PanelHost panelId={panelId} tabId={node.getId()} config={node.getConfig() ?? {}} />;
}

/** The docked workspace: tabs, splits, drag-dock and maximise on the live layout model. */
export function DockedLayout() {
  const model = useAtomValue(layoutModelAtom);
  const intl = useIntl();

  const translate = useCallback(
    (key: string) => {
      const mapped = FLEXLAYOUT_LABELS[key];
      if (mapped) return intl.formatMessage({ id: mapped });
      return isMessageKey(key) ? intl.formatMessage({ id: key }) : key;
    },
    [intl],
  );

  return (
    <div className="lc-dock">
      <Layout
        model={model}
        factory={renderPanel}
        i18nTranslator={translate}
        invalidateTabContentOnParentRender={false}
        onRenderTab={(node, values) => {
          const panel = findPanel(node.getComponent() ?? '');
          if (!panel) return;
          values.leading = <Icon icon={panel.icon} size={12} />;
          // A panel's own title is kept as its message key and translated here, in this render's
          // language, so it follows a language switch at once; a tab named after what it shows
          // (a code's name) keeps that name.
          // The stored name: `getName()` answers it through the translator flexlayout last saw.
          const name = node.toJson().name ?? '';
          values.content = isMessageKey(name) ? intl.formatMessage({ id: name }) : name;
        }}
        onRenderTabSet={(_node, values) => {
          values.stickyButtons.push(
            <button
              key="open"
              type="button"
              className="flexlayout__tab_toolbar_button lc-dock-add"
              title={intl.formatMessage({ id: 'dock.open_panel' })}
              aria-label={intl.formatMessage({ id: 'dock.open_panel' })}
              onClick={() => runAction('palette.open')}
            >
              <Icon icon="plus" size={12} />
            </button>,
          );
        }}
        onTabSetPlaceHolder={() => (
          <NonIdealState
            className="lc-dock-empty"
            icon="applications"
            title={<FormattedMessage id="dock.empty_title" />}
            description={<FormattedMessage id="dock.empty_description" />}
            action={
              <Button icon="search" onClick={() => runAction('palette.open')}>
                <FormattedMessage id="command.palette_open" />
              </Button>
            }
          />
        )}
      />
    </div>
  );
}
