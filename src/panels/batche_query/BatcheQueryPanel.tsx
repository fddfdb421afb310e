import '../../features/codes/codes.css';
import './batche-query.css';
import {
  Button,
  Callout,
  FormGroup,
  HTMLTable,
  KeyComboTag,
  NonIdealState,
  SegmentedControl,
  Tag,
  TextArea,
} from '@blueprintjs/core';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import { CodeStatus } from '../../../contract/enums';
import { api, errorMessage } from '../../core/api/api';
import { useCanOpen } from '../../core/panels/open-panel';
import { useCan } from '../../core/permissions/use-can';
import { showToast } from '../../core/toaster';
import { enumLabelKey } from '../../features/codes/code-enums';
import { copyText } from '../../features/codes/copy-text';
import { openCodeEditor } from '../../features/codes/open-code-editor';
import { checkBatch, MAX_BATCH_SUFFIXES, parseSuffixes } from './suffix-list';

type Row = CallOutput<'batche_query/inquire'>['list'][number];
type Show = 'all' | 'found' | 'missing';

function StatusCell({ row }: { row: Row }) {
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

/**
 * Many codes at once: paste suffixes (one per line, up to 500), get each one's status and visits
 * in the order pasted, with what was not found easy to copy out.
 */
export default function BatcheQueryPanel() {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [rows, setRows] = useState<Row[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [show, setShow] = useState<Show>('all');
  const editorGranted = useCanOpen('set_qr_code');
  const canDetails = useCan('qr_code_list/details');
  const canEdit = editorGranted && canDetails;
  const parsed = useMemo(() => parseSuffixes(text), [text]);
  const check = checkBatch(parsed);
  const tooMany = !check.ok && check.reason === 'too_many';

  const query = async () => {
    if (!check.ok || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await api.call('batche_query/inquire', { file_names: parsed.fileNames });
      setRows(answer.list);
      setShow('all');
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key === 'Enter') {
      event.preventDefault();
      void query();
    }
  };

  const found = rows?.filter((row) => row.found) ?? [];
  const missing = rows?.filter((row) => !row.found) ?? [];
  const order = new Map((rows ?? []).map((row, index) => [row, index + 1]));
  const shown = show === 'found' ? found : show === 'missing' ? missing : (rows ?? []);
  const totalVisits = found.reduce((sum, row) => sum + row.view_number, 0);

  return (
    <div className="lc-batch">
      <div className="lc-batch-input">
        <FormGroup
          label={<FormattedMessage id="batch.suffixes" />}
          labelFor="batch-suffixes"
          helperText={
            <span className={tooMany ? 'lc-batch-over' : undefined}>
              <FormattedMessage
                id="batch.count"
                values={{ count: parsed.fileNames.length, max: MAX_BATCH_SUFFIXES }}
              />
              {parsed.duplicates > 0 && (
                <>
                  {' · '}
                  <FormattedMessage id="batch.duplicates" values={{ count: parsed.duplicates }} />
                </>
              )}
            </span>
          }
          intent={tooMany ? 'danger' : 'none'}
        >
          <TextArea
            id="batch-suffixes"
            className="lc-batch-textarea"
            fill
            rows={10}
            spellCheck={false}
            value={text}
            placeholder={intl.formatMessage({ id: 'batch.placeholder' })}
            intent={tooMany ? 'danger' : 'none'}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
        </FormGroup>
        {parsed.invalid.length > 0 && (
          <Callout intent="warning" compact icon="warning-sign" className="lc-batch-callout">
            <FormattedMessage id="batch.invalid" values={{ count: parsed.invalid.length }} />
          </Callout>
        )}
        {tooMany && (
          <Callout intent="danger" compact icon="error" className="lc-batch-callout">
            <FormattedMessage id="batch.too_many" />
          </Callout>
        )}
        <div className="lc-batch-actions">
          <Button
            intent="primary"
            icon="search"
            loading={busy}
            disabled={!check.ok}
            data-action="batche_query/inquire"
            onClick={() => void query()}
          >
            <FormattedMessage id="batch.query" />
          </Button>
          <KeyComboTag combo="mod+enter" minimal />
          <span className="lc-header-spacer" />
          <Button
            variant="minimal"
            icon="eraser"
            disabled={text === '' && rows === null}
            onClick={() => {
              setText('');
              setRows(null);
              setFailure(null);
            }}
          >
            <FormattedMessage id="batch.clear" />
          </Button>
        </div>
      </div>
      <div className="lc-batch-results">
        {failure && (
          <Callout intent="danger" icon="error" compact className="lc-batch-callout">
            {failure}
          </Callout>
        )}
        {rows === null ? (
          <NonIdealState
            className="lc-table-state"
            icon="search-template"
            title={<FormattedMessage id="batch.idle_title" />}
            description={
              <FormattedMessage id="batch.idle_description" values={{ max: MAX_BATCH_SUFFIXES }} />
            }
          />
        ) : (
          <>
            <div className="lc-resource-toolbar lc-batch-summary">
              <Tag minimal intent="success" icon="tick">
                <FormattedMessage id="batch.found_count" values={{ count: found.length }} />
              </Tag>
              <Tag minimal intent={missing.length > 0 ? 'danger' : 'none'} icon="cross">
                <FormattedMessage id="batch.missing_count" values={{ count: missing.length }} />
              </Tag>
              <span className="lc-codes-muted">
                <FormattedMessage
                  id="batch.total_visits"
                  values={{ count: intl.formatNumber(totalVisits) }}
                />
              </span>
              <span className="lc-header-spacer" />
              <SegmentedControl
                size="small"
                value={show}
                onValueChange={(value) => setShow(value as Show)}
                options={[
                  { value: 'all', label: intl.formatMessage({ id: 'batch.show_all' }) },
                  { value: 'found', label: intl.formatMessage({ id: 'batch.show_found' }) },
                  { value: 'missing', label: intl.formatMessage({ id: 'batch.show_missing' }) },
                ]}
              />
              <Button
                size="small"
                icon="duplicate"
                disabled={missing.length === 0}
                onClick={async () => {
                  const copied = await copyText(missing.map((row) => row.file_name).join('\n'));
                  showToast(
                    copied ? 'success' : 'error',
                    intl.formatMessage({ id: copied ? 'codes.copied' : 'codes.copy_failed' }),
                  );
                }}
              >
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
                        {row.found ? (
                          <Tag minimal intent="success">
                            <FormattedMessage id="batch.yes" />
                          </Tag>
                        ) : (
                          <Tag minimal intent="danger">
                            <FormattedMessage id="batch.no" />
                          </Tag>
                        )}
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
                              aria-label={intl.formatMessage(
                                { id: 'codes.edit_of' },
                                { name: row.name ?? '' },
                              )}
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
        )}
      </div>
    </div>
  );
}
