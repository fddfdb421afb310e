import { Callout, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { ScreenVerdict } from '../../../contract/enums';
import type { MessageKey } from '../../i18n/catalogues';
import { formatTime } from '../../ui/format';
import { useCallState } from '../../ui/use-call-state';

const VERDICTS: Record<number, { key: MessageKey; intent: 'success' | 'danger' | 'warning' }> = {
  [ScreenVerdict.clean]: { key: 'enum.ScreenVerdict.clean', intent: 'success' },
  [ScreenVerdict.blocked]: { key: 'enum.ScreenVerdict.blocked', intent: 'danger' },
  [ScreenVerdict.unchecked]: { key: 'enum.ScreenVerdict.unchecked', intent: 'warning' },
};

export function VerdictTag({ value }: { value: number | null }) {
  const verdict = value === null ? undefined : VERDICTS[value];
  if (!verdict) return <>—</>;
  return (
    <Tag minimal intent={verdict.intent}>
      <FormattedMessage id={verdict.key} />
    </Tag>
  );
}

/** Every verdict about one destination, newest first: saves, re-screens and releases. */
export function ScreeningHistory({ id }: { id: number }) {
  const intl = useIntl();
  const { state } = useCallState('abuse_screening/history', { destination_id: id });
  if (state.status === 'loading') return <Spinner size={24} />;
  if (state.status === 'error') return <Callout intent="danger">{state.message}</Callout>;
  return (
    <HTMLTable compact striped className="lc-screening-history">
      <thead>
        <tr>
          <th>
            <FormattedMessage id="abuse_screening.checked_at" />
          </th>
          <th>
            <FormattedMessage id="abuse_screening.verdict" />
          </th>
          <th>
            <FormattedMessage id="abuse_screening.trigger" />
          </th>
          <th>
            <FormattedMessage id="abuse_screening.source" />
          </th>
          <th>
            <FormattedMessage id="abuse_screening.reason" />
          </th>
        </tr>
      </thead>
      <tbody>
        {state.data.list.map((row) => (
          <tr key={row.id}>
            <td>{formatTime(intl, row.checked_at)}</td>
            <td>
              <VerdictTag value={row.verdict} />
            </td>
            <td>{intl.formatMessage({ id: `abuse_screening.trigger_${row.trigger}` as MessageKey })}</td>
            <td>{row.source}</td>
            <td>{row.reason || '—'}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
