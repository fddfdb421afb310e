import { Icon, type Intent } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { focusedPanelAtom, layoutNamesAtom } from '../../core/layout/layout-atoms';
import { buttonPermissions } from '../../core/menu/menu-tree';
import { findPanel } from '../../core/panels/open-panel';
import { menuTreeAtom } from '../../core/session/atoms';
import type { SocketClientState } from '../../core/socket/socket-client';
import { socketStateAtom } from '../../core/socket/socket-service';
import type { MessageKey } from '../../i18n/catalogues';
import { useLayoutLabel } from '../layout/use-layout-label';

const socketLabels: Record<SocketClientState, { labelKey: MessageKey; intent: Intent }> = {
  idle: { labelKey: 'status.socket_idle', intent: 'none' },
  connecting: { labelKey: 'status.socket_connecting', intent: 'warning' },
  open: { labelKey: 'status.socket_open', intent: 'success' },
  waiting: { labelKey: 'status.socket_waiting', intent: 'warning' },
  stopped: { labelKey: 'status.socket_stopped', intent: 'danger' },
};

/** One line at the bottom: live connection, layout in use, focused panel and its button grants. */
export function StatusBar() {
  const intl = useIntl();
  const socket = socketLabels[useAtomValue(socketStateAtom)];
  const { active } = useAtomValue(layoutNamesAtom);
  const focused = useAtomValue(focusedPanelAtom);
  const menu = useAtomValue(menuTreeAtom);
  const layoutLabel = useLayoutLabel();
  const panel = focused ? findPanel(focused.panelId) : undefined;
  const authorities = panel ? buttonPermissions(menu, panel.permission) : [];
  return (
    <footer className="lc-status-bar">
      <span
        className={`lc-status-item lc-status-socket lc-intent-${socket.intent}`}
        data-socket-state={socket.labelKey}
      >
        <span className="lc-status-dot" />
        <FormattedMessage id={socket.labelKey} />
      </span>
      <span className="lc-status-item">
        <Icon icon="control" size={12} />
        <FormattedMessage id="status.layout" values={{ name: layoutLabel(active) }} />
      </span>
      {panel && (
        <span className="lc-status-item">
          <Icon icon={panel.icon} size={12} />
          {intl.formatMessage({ id: panel.titleKey })}
          <span className="lc-status-muted">
            <FormattedMessage id="status.authorities" values={{ count: authorities.length }} />
          </span>
        </span>
      )}
      <span className="lc-status-spacer" />
      <span className="lc-status-item lc-status-muted">
        <FormattedMessage id="status.hotkeys_hint" />
      </span>
    </footer>
  );
}
