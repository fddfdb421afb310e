import { Icon, type Intent } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { focusedPanelAtom, layoutNamesAtom } from '../../core/layout/layout-atoms';
import { selectedRowsAtom } from '../../core/layout/panel-selection';
import { findPanel } from '../../core/panels/open-panel';
import { websiteAtom } from '../../core/session/atoms';
import type { SocketClientState } from '../../core/socket/socket-client';
import { socketStateAtom } from '../../core/socket/socket-service';
import type { MessageKey } from '../../i18n/catalogues';
import { zoneLabel } from '../../ui/zone';
import { useLayoutLabel } from '../layout/use-layout-label';

const socketLabels: Record<SocketClientState, { labelKey: MessageKey; intent: Intent }> = {
  idle: { labelKey: 'status.socket_idle', intent: 'none' },
  connecting: { labelKey: 'status.socket_connecting', intent: 'warning' },
  open: { labelKey: 'status.socket_open', intent: 'success' },
  waiting: { labelKey: 'status.socket_waiting', intent: 'warning' },
  stopped: { labelKey: 'status.socket_stopped', intent: 'danger' },
};

/**
 * One line at the bottom: live connection, layout in use, the focused panel and the rows selected
 * in it, and the time zone the site's days and hours are counted in.
 */
export function StatusBar() {
  const intl = useIntl();
  const socket = socketLabels[useAtomValue(socketStateAtom)];
  const { active } = useAtomValue(layoutNamesAtom);
  const focused = useAtomValue(focusedPanelAtom);
  const zone = useAtomValue(websiteAtom)?.time_zone;
  const layoutLabel = useLayoutLabel();
  const panel = focused ? findPanel(focused.panelId) : undefined;
  const selectedRows = useAtomValue(selectedRowsAtom)[focused?.tabId ?? ''] ?? 0;
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
        </span>
      )}
      {selectedRows > 0 && (
        <span className="lc-status-item" data-status="selected-rows">
          <Icon icon="tick" size={12} />
          <FormattedMessage id="status.selected_rows" values={{ count: selectedRows }} />
        </span>
      )}
      {zone && (
        <span className="lc-status-item" data-status="time-zone">
          <Icon icon="time" size={12} />
          <FormattedMessage id="status.time_zone" values={{ zone: zoneLabel(zone) }} />
        </span>
      )}
      <span className="lc-status-spacer" />
      <span className="lc-status-item">
        <FormattedMessage id="status.hotkeys_hint" />
      </span>
    </footer>
  );
}
