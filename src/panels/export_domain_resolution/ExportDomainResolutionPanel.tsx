import './records.css';
import { Button, ButtonGroup, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import { CopyButton } from '../../features/codes/CopyButton';
import type { LoadState } from '../../ui/load-state';
import { useCallState } from '../../ui/use-call-state';

type Records = CallOutput<'export_domain_resolution/inquire'>;

/** Hands text to the browser as a file, without a round trip. */
function downloadText(name: string, text: string, type: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type }));
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * Every record the customer's domains need at their DNS provider — the TXT record proving control
 * and where each domain points — as a table to copy from, a CSV and a zone-file snippet.
 */
export default function ExportDomainResolutionPanel() {
  const intl = useIntl();
  const { state, reload } = useCallState('export_domain_resolution/inquire', {});
  const records = state.status === 'ready' ? state.data : null;
  return (
    <div className="lc-records-page">
      <div className="lc-records-toolbar">
        <ButtonGroup>
          <Button
            icon="th-derived"
            disabled={!records || records.list.length === 0}
            data-action="export_domain_resolution.csv"
            onClick={() => records && downloadText('dns-records.csv', records.csv, 'text/csv;charset=utf-8')}
          >
            <FormattedMessage id="domain_records.download_csv" />
          </Button>
          <Button
            icon="document"
            disabled={!records || records.list.length === 0}
            data-action="export_domain_resolution.zone"
            onClick={() =>
              records && downloadText('dns-records.zone', records.zone, 'text/plain;charset=utf-8')
            }
          >
            <FormattedMessage id="domain_records.download_zone" />
          </Button>
        </ButtonGroup>
        <Button
          variant="minimal"
          icon="refresh"
          aria-label={intl.formatMessage({ id: 'action.refresh' })}
          onClick={reload}
        />
      </div>
      <RecordsBody state={state} onRetry={reload} />
    </div>
  );
}

function RecordsBody({ state, onRetry }: { state: LoadState<Records>; onRetry(): void }) {
  const intl = useIntl();
  if (state.status === 'loading') return <Spinner className="lc-records-spinner" />;
  if (state.status === 'error') {
    return (
      <NonIdealState
        icon="error"
        title={state.message}
        action={
          <Button onClick={onRetry}>
            <FormattedMessage id="action.retry" />
          </Button>
        }
      />
    );
  }
  if (state.data.list.length === 0) {
    return <NonIdealState icon="globe" title={<FormattedMessage id="domain_records.empty" />} />;
  }
  const copy = intl.formatMessage({ id: 'domain_verify_ui.copy' });
  return (
    <div className="lc-records-table">
      <HTMLTable compact striped className="lc-table-grid">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="domain.host" />
            </th>
            <th scope="col">
              <FormattedMessage id="domain_verify_ui.record_type" />
            </th>
            <th scope="col">
              <FormattedMessage id="domain_verify_ui.record_name" />
            </th>
            <th scope="col">
              <FormattedMessage id="domain_verify_ui.record_value" />
            </th>
            <th scope="col">
              <FormattedMessage id="domain_records.purpose" />
            </th>
          </tr>
        </thead>
        <tbody>
          {state.data.list.map((record) => (
            <tr key={`${record.domain_id}-${record.record_type}-${record.value}`} data-host={record.host}>
              <td>{record.host}</td>
              <td>
                <code>{record.record_type}</code>
              </td>
              <td>
                <code>{record.name}</code> <CopyButton text={record.name} label={copy} />
              </td>
              <td>
                <code>{record.value}</code> <CopyButton text={record.value} label={copy} />
              </td>
              <td>
                <Tag minimal intent={record.purpose === 'verify' ? 'warning' : 'primary'}>
                  <FormattedMessage
                    id={record.purpose === 'verify' ? 'domain_records.verify' : 'domain_records.serve'}
                  />
                </Tag>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
