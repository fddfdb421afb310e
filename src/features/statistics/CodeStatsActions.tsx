import { Button, Tooltip } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { useCanOpen } from '../../core/panels/open-panel';
import type { PanelId } from '../../core/panels/panel-id';
import type { MessageKey } from '../../i18n/catalogues';
import { type CodeRef, openCodeStatistics } from './code-scope';

/** The per-code panels a row can open, each in its own tab. */
const TARGETS: readonly { panelId: PanelId; icon: 'calendar' | 'time'; labelKey: MessageKey }[] = [
  { panelId: 'daily_statistics', icon: 'calendar', labelKey: 'statistics.open_daily' },
  { panelId: 'hourly_statistics', icon: 'time', labelKey: 'statistics.open_hourly' },
];

function OpenButton({ code, target }: { code: CodeRef; target: (typeof TARGETS)[number] }) {
  const intl = useIntl();
  const allowed = useCanOpen(target.panelId);
  if (!allowed) return null;
  const label = intl.formatMessage({ id: target.labelKey }, { name: code.name });
  return (
    <Tooltip content={label} placement="left" compact>
      <Button
        variant="minimal"
        size="small"
        icon={target.icon}
        aria-label={label}
        onClick={() => openCodeStatistics(target.panelId, code)}
      />
    </Tooltip>
  );
}

/** Row buttons that open one code's daily or hourly statistics beside the current panel. */
export function CodeStatsActions({ code }: { code: CodeRef }) {
  return (
    <>
      {TARGETS.map((target) => (
        <OpenButton key={target.panelId} code={code} target={target} />
      ))}
    </>
  );
}
