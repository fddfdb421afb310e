import { Button, Callout } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { findPanel } from '../../core/panels/open-panel';

export type PanelRefusalProps = {
  /** The panel the address asked for, which this user may not open or which does not exist. */
  panelId: string;
  onDismiss(): void;
};

/**
 * Why the panel in the address did not open, said inside the workspace: the user keeps their
 * menu and open panels instead of landing on a bare "not found" page.
 */
export function PanelRefusal({ panelId, onDismiss }: PanelRefusalProps) {
  const intl = useIntl();
  const panel = findPanel(panelId);
  const message = panel
    ? intl.formatMessage(
        { id: 'workspace.panel_forbidden' },
        { title: intl.formatMessage({ id: panel.titleKey }) },
      )
    : intl.formatMessage({ id: 'workspace.panel_unknown' }, { id: panelId });
  return (
    <Callout
      intent="warning"
      icon={panel ? 'lock' : 'path-search'}
      className="lc-panel-refusal"
      role="alert"
      data-refused-panel={panelId}
    >
      <span>{message}</span>
      <Button variant="minimal" size="small" onClick={onDismiss}>
        {intl.formatMessage({ id: 'workspace.notice_close' })}
      </Button>
    </Callout>
  );
}
