import './code-attention.css';
import { Button, ButtonGroup, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AttentionState } from '../../../contract/group-qr';
import { useCan } from '../../core/permissions/use-can';
import { openBulkUpload } from '../../features/codes/bulk-upload';
import { type AttentionRow, useCodeAttention } from '../../features/codes/use-code-attention';
import { RefreshButton } from '../../features/live/RefreshButton';
import { AlertLinesButton } from './AlertLinesButton';

const PAGE_SIZE = 50;

const STATE_INTENT: Record<AttentionState, 'danger' | 'warning'> = {
  empty: 'danger',
  low: 'warning',
  expiring: 'warning',
};

/** How a code stands, as a coloured tag: none left, running low, expiring soon. */
export function AttentionTag({ state }: { state: AttentionState }) {
  return (
    <Tag intent={STATE_INTENT[state]} minimal={state === 'expiring'} round>
      <FormattedMessage id={`attention.state.${state}`} />
    </Tag>
  );
}

/**
 * The caller's codes that need new destinations before visitors meet the fallback page: none
 * usable, few usable, or one expiring soon — most urgent first, each with the bulk upload that
 * fixes it.
 */
export default function CodeAttentionPanel() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const { state, reload } = useCodeAttention(page, PAGE_SIZE);
  const canUpload = useCan('qr_code_list/add_images');

  if (state.status === 'loading')
    return (
      <div className="lc-panel-loading">
        <Spinner size={24} />
      </div>
    );
  if (state.status === 'error')
    return (
      <NonIdealState
        icon="error"
        title={<FormattedMessage id="attention.load_failed" />}
        description={state.message}
        action={
          <Button icon="repeat" onClick={reload}>
            <FormattedMessage id="action.retry" />
          </Button>
        }
      />
    );
  const { list, total } = state.data;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <div className="lc-attention">
      <div className="lc-attention-toolbar">
        <span className="lc-attention-count">
          <FormattedMessage id="table.total" values={{ total }} />
        </span>
        <span className="lc-header-spacer" />
        <AlertLinesButton onSaved={reload} />
        <RefreshButton onRefresh={reload} />
      </div>
      {list.length === 0 ? (
        <NonIdealState
          icon="tick-circle"
          title={<FormattedMessage id="attention.empty_title" />}
          description={<FormattedMessage id="attention.empty_description" />}
        />
      ) : (
        <div className="lc-attention-scroll">
          <HTMLTable compact striped interactive className="lc-attention-table">
            <thead>
              <tr>
                <th>
                  <FormattedMessage id="codes.col_name" />
                </th>
                <th>
                  <FormattedMessage id="codes.col_suffix" />
                </th>
                <th>
                  <FormattedMessage id="attention.column.state" />
                </th>
                <th className="lc-attention-number">
                  <FormattedMessage id="attention.column.usable" />
                </th>
                <th>
                  <FormattedMessage id="attention.column.next_expiry" />
                </th>
                <th>
                  <FormattedMessage id="table.actions" />
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((row) => (
                <AttentionLine key={row.code_id} row={row} canUpload={canUpload} />
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {pages > 1 && (
        <ButtonGroup className="lc-attention-pages">
          <Button
            icon="chevron-left"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
            aria-label={intl.formatMessage({ id: 'table.previous_page' })}
          />
          <Button disabled>{`${page} / ${pages}`}</Button>
          <Button
            icon="chevron-right"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
            aria-label={intl.formatMessage({ id: 'table.next_page' })}
          />
        </ButtonGroup>
      )}
    </div>
  );
}

function AttentionLine({ row, canUpload }: { row: AttentionRow; canUpload: boolean }) {
  const intl = useIntl();
  return (
    <tr data-code={row.file_name} data-state={row.state}>
      <td>{row.name}</td>
      <td>
        <code>{row.file_name}</code>
      </td>
      <td>
        <AttentionTag state={row.state} />
      </td>
      <td className="lc-attention-number">{intl.formatNumber(row.usable)}</td>
      <td>
        {row.next_expiry
          ? intl.formatDate(row.next_expiry, { dateStyle: 'medium', timeStyle: 'short' })
          : intl.formatMessage({ id: 'attention.no_expiry' })}
      </td>
      <td>
        {canUpload && (
          <Button
            size="small"
            icon="cloud-upload"
            intent={row.state === 'empty' ? 'danger' : 'primary'}
            variant="outlined"
            data-action="attention.upload"
            onClick={() => openBulkUpload(row.code_id)}
          >
            <FormattedMessage id="attention.upload" />
          </Button>
        )}
      </td>
    </tr>
  );
}
