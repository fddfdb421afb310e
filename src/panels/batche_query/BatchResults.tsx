import { Button, HTMLTable, NonIdealState, SegmentedControl, Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import { CodeStatus } from '../../../contract/enums';
import { showToast } from '../../core/toaster';
import { enumLabelKey } from '../../features/codes/code-enums';
import { copyText } from '../../features/codes/copy-text';
import { openCodeEditor } from '../../features/codes/open-code-editor';
import { type BatchShow, batchResults } from './batch-results';

export type BatchRow = CallOutput<'batche_query/inquire'>['list'][number];

function StatusCell({ row }: { row: BatchRow }) {
  if (!row.found) return <span className="lc-codes-muted">—</span>;
  if (row.removed) {
    return (
      <Tag minimal intent="danger" icon="trash">
        <FormattedMessage id="batch.in_trash" />
      </Tag>
    );
  }
  const open = row.status === CodeStatus.open;
  return (
    <Tag minimal intent={open ? 'success' : 'none'} icon={open ? 'play' : 'pause'}>
      <FormattedMessage id={enumLabelKey('CodeStatus', row.status ?? CodeStatus.closed)} />
    </Tag>
  );
}

export type BatchResultsProps = {
  rows: BatchRow[];
  /** Found codes link to their editor. */
  canEdit: boolean;
  /** Which rows show; each new answer shows all of them again. */
  show: BatchShow;
  onShow(show: BatchShow): void;
};

/**
 * A batch query's answer: how many were found and missed with their visits, all rows or one part
 * of them, the missing suffixes to copy out, and (for editors) the way to each found code.
 */
export function BatchResults({ rows, canEdit, show, onShow }: BatchResultsProps) {
  const intl = useIntl();
  const { found, missing, shown, order, totalVisits } = batchResults(rows, show);

  const copyMissing = async () => {
    const copied = await copyText(missing.map((row) => row.file_name).join('\n'));
    showToast(
      copied ? 'success' : 'error',
      intl.formatMessage({ id: copied ? 'codes.copied' : 'codes.copy_failed' }),
    );
  };

  return (
    <>
      <div className="lc-resource-toolbar lc-batch-summary">
        <Tag minimal intent="success" icon="tick">
          <FormattedMessage id="batch.found_count" values={{ count: found.length }} />
        </Tag>
        <Tag minimal intent={missing.length > 0 ? 'danger' : 'none'} icon="cross">
          <FormattedMessage id="batch.missing_count" values={{ count: missing.length }} />
        </Tag>
        <span className="lc-codes-muted">
          <FormattedMessage id="batch.total_visits" values={{ count: intl.formatNumber(totalVisits) }} />
        </span>
        <span className="lc-header-spacer" />
        <SegmentedControl
          size="small"
          value={show}
          onValueChange={(value) => onShow(value as BatchShow)}
          options={[
            { value: 'all', label: intl.formatMessage({ id: 'batch.show_all' }) },
            { value: 'found', label: intl.formatMessage({ id: 'batch.show_found' }) },
            { value: 'missing', label: intl.formatMessage({ id: 'batch.show_missing' }) },
          ]}
        />
        <Button size="small" icon="duplicate" disabled={missing.length === 0} onClick={copyMissing}>
          <FormattedMessage id="batch.copy_missing" />
        </Button>
      </div>
      <div className="lc-table-scroll">
        <HTMLTable compact striped className="lc-table-grid lc-batch-table">
          <thead>
            <tr>
              <th style={{ width: 48 }}>#</th>
              <th style={{ width: 140 }}>
                <FormattedMessage id="codes.col_suffix" />
              </th>
              <th style={{ width: 90 }}>
                <FormattedMessage id="batch.found" />
              </th>
              <th>
                <FormattedMessage id="codes.col_name" />
              </th>
              <th style={{ width: 100 }}>
                <FormattedMessage id="codes.col_status" />
              </th>
              <th style={{ width: 90, textAlign: 'right' }}>
                <FormattedMessage id="codes.col_visits" />
              </th>
              <th style={{ width: 90, textAlign: 'right' }}>
                <FormattedMessage id="codes.col_unique_ips" />
              </th>
              {canEdit && <th className="lc-table-actions" />}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.file_name} className={row.found ? undefined : 'lc-batch-missing'}>
                <td className="lc-codes-num lc-codes-muted">{order.get(row)}</td>
                <td className="lc-codes-mono">{row.file_name}</td>
                <td>
                  <Tag minimal intent={row.found ? 'success' : 'danger'}>
                    <FormattedMessage id={row.found ? 'batch.yes' : 'batch.no'} />
                  </Tag>
                </td>
                <td>{row.name ?? <span className="lc-codes-muted">—</span>}</td>
                <td>
                  <StatusCell row={row} />
                </td>
                <td className="lc-codes-num" style={{ textAlign: 'right' }}>
                  {row.found ? intl.formatNumber(row.view_number) : '—'}
                </td>
                <td className="lc-codes-num" style={{ textAlign: 'right' }}>
                  {row.found ? intl.formatNumber(row.ip_view_number) : '—'}
                </td>
                {canEdit && (
                  <td className="lc-table-actions">
                    {row.found && row.id !== null && !row.removed && (
                      <Button
                        variant="minimal"
                        size="small"
                        icon="edit"
                        aria-label={intl.formatMessage({ id: 'codes.edit_of' }, { name: row.name ?? '' })}
                        onClick={() => row.id !== null && openCodeEditor(row.id)}
                      />
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        {shown.length === 0 && (
          <NonIdealState
            className="lc-table-state"
            icon="inbox"
            description={<FormattedMessage id="table.empty_description" />}
          />
        )}
      </div>
    </>
  );
}
