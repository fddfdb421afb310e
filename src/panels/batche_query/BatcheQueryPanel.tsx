import '../../features/codes/codes.css';
import './batche-query.css';
import { Button, Callout, FormGroup, KeyComboTag, NonIdealState, TextArea } from '@blueprintjs/core';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, errorMessage } from '../../core/api/api';
import { useCanOpen } from '../../core/panels/open-panel';
import { useCan } from '../../core/permissions/use-can';
import { BatchResults, type BatchRow } from './BatchResults';
import type { BatchShow } from './batch-results';
import { checkBatch, MAX_BATCH_SUFFIXES, parseSuffixes } from './suffix-list';

/**
 * Many codes at once: paste suffixes (one per line, up to 500), get each one's status and visits
 * in the order pasted, with what was not found easy to copy out.
 */
export default function BatcheQueryPanel() {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [rows, setRows] = useState<BatchRow[] | null>(null);
  const [show, setShow] = useState<BatchShow>('all');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
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
          <BatchResults rows={rows} canEdit={canEdit} show={show} onShow={setShow} />
        )}
      </div>
    </div>
  );
}
