import { Button, Tooltip } from '@blueprintjs/core';
import { useIntl } from 'react-intl';

/** The toolbar's icon button that asks the server again, named for screen readers and on hover. */
export function RefreshButton({ onRefresh }: { onRefresh(): void }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'action.refresh' });
  return (
    <Tooltip content={label} placement="bottom">
      <Button icon="refresh" aria-label={label} onClick={onRefresh} />
    </Tooltip>
  );
}
