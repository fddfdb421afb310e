import { Button } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { openPanel, useCanOpen } from '../core/panels/open-panel';
import type { PanelId } from '../core/panels/panel-id';
import type { MessageKey } from '../i18n/catalogues';

/**
 * A small link to the panel where something is set up ("bind Telegram", "manage keys"), after the
 * sentence that asks for it; nothing for a reader who may not open that panel.
 */
export function PanelLink({ panel, labelKey }: { panel: PanelId; labelKey: MessageKey }) {
  const canOpen = useCanOpen(panel);
  if (!canOpen) return null;
  return (
    <Button
      variant="minimal"
      size="small"
      intent="primary"
      endIcon="arrow-right"
      onClick={() => openPanel(panel)}
    >
      <FormattedMessage id={labelKey} />
    </Button>
  );
}
