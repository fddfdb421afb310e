import './access-log.css';
import { Card, HotkeysProvider, NonIdealState, Spinner } from '@blueprintjs/core';
import { useCallback, useRef, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { AccessRow } from '../../../../contract/areas/access-records';
import { LIMITS } from '../../../../contract/rules';
import { api, errorMessage, fieldErrors } from '../../../core/api/api';
import { CallError } from '../../../core/api/client';
import { ZoneTag } from '../../../ui/SiteZone';
import type { FilterCounts, FilterId } from '../../../workers/access-log/classify';
import { PublicFrame } from '../PublicFrame';
import type { AccessLogField, Enquiry } from './access-log-form';
import { useAccessLogWorker } from './access-log-worker';
import { type EnquiryFailure, EnquiryForm } from './EnquiryForm';
import { FilterPanel, filterLabelKey } from './FilterPanel';
import { ResultsTable } from './ResultsTable';

type Ready = {
  status: 'ready';
  rows: AccessRow[];
  classes: Uint8Array;
  counts: FilterCounts;
  filter: FilterId;
  /** Indexes of the rows the filter shows; null for all of them. */
  shown: Uint32Array | null;
};

type Results =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; failure: EnquiryFailure; fields: Partial<Record<AccessLogField, string>> }
  | Ready;

/** Where the server's field messages belong in the form (its input names differ from the form's). */
const FORM_FIELD: Record<string, AccessLogField> = {
  key: 'key',
  file_name: 'file_name',
  ip_list: 'ip_text',
  start_time: 'range',
  end_time: 'range',
};

function failureOf(error: unknown): Extract<Results, { status: 'failed' }> {
  const fields: Partial<Record<AccessLogField, string>> = {};
  for (const [name, message] of Object.entries(fieldErrors(error))) {
    const field = FORM_FIELD[name];
    if (field) fields[field] = message;
  }
  const rateLimited = error instanceof CallError && error.code === 'rate_limited';
  return { status: 'failed', failure: { message: errorMessage(error), rateLimited }, fields };
}

/**
 * The page's state: one enquiry at a time, its rows classified in the worker, and the active
 * filter's rows asked of the worker. Answers that arrive after a newer request are dropped.
 */
function useAccessLog() {
  const worker = useAccessLogWorker();
  const [results, setResults] = useState<Results>({ status: 'idle' });
  const enquiries = useRef(0);
  const filterRequests = useRef(0);

  const enquire = useCallback(
    async (enquiry: Enquiry) => {
      const run = ++enquiries.current;
      setResults({ status: 'loading' });
      try {
        const { list } = await api.call('qr_code_access/public_enquiry', enquiry);
        const { classes, counts } = await worker().load(list);
        if (run !== enquiries.current) return;
        setResults({ status: 'ready', rows: list, classes, counts, filter: 'all', shown: null });
      } catch (error) {
        if (!(error instanceof CallError)) console.error('[access_log]', error);
        if (run === enquiries.current) setResults(failureOf(error));
      }
    },
    [worker],
  );

  const selectFilter = useCallback(
    async (filter: FilterId) => {
      const run = ++filterRequests.current;
      const shown = filter === 'all' ? null : await worker().filter(filter);
      if (run !== filterRequests.current) return;
      setResults((current) => (current.status === 'ready' ? { ...current, filter, shown } : current));
    },
    [worker],
  );

  return { results, enquire, selectFilter };
}

function ResultsSummary({ results }: { results: Ready }) {
  return (
    <header className="lc-access-log-summary" aria-live="polite">
      <strong>
        <FormattedMessage id={filterLabelKey(results.filter)} />
      </strong>
      <span>
        <FormattedMessage
          id="access_log.result_summary"
          values={{
            shown: <FormattedNumber value={results.shown ? results.shown.length : results.rows.length} />,
            total: <FormattedNumber value={results.rows.length} />,
          }}
        />
      </span>
    </header>
  );
}

function ResultsArea({ results }: { results: Results }) {
  if (results.status === 'loading')
    return (
      <NonIdealState
        className="lc-access-log-state"
        icon={<Spinner size={32} />}
        title={<FormattedMessage id="access_log.loading" />}
      />
    );
  if (results.status === 'failed')
    return (
      <NonIdealState
        className="lc-access-log-state"
        icon="search"
        title={<FormattedMessage id="access_log.failed_title" />}
        description={<FormattedMessage id="access_log.failed_description" />}
      />
    );
  if (results.status !== 'ready')
    return (
      <NonIdealState
        className="lc-access-log-state"
        icon="search"
        title={<FormattedMessage id="access_log.empty_title" />}
        description={<FormattedMessage id="access_log.empty_description" />}
      />
    );
  if (results.rows.length === 0)
    return (
      <NonIdealState
        className="lc-access-log-state"
        icon="inbox"
        title={<FormattedMessage id="access_log.no_rows_title" />}
        description={<FormattedMessage id="access_log.no_rows_description" />}
      />
    );
  return (
    <>
      <ResultsSummary results={results} />
      {results.shown?.length === 0 ? (
        <NonIdealState
          className="lc-access-log-state"
          icon="filter-remove"
          title={<FormattedMessage id="access_log.no_filtered_rows" />}
        />
      ) : (
        <ResultsTable rows={results.rows} classes={results.classes} shown={results.shown} />
      )}
    </>
  );
}

/**
 * `#/access_log` (SPEC §6): public. Whoever holds a code owner's query key looks up the visits of
 * some addresses to that code: each address's latest visit and count, coloured by what stands out,
 * with filters by carrier, WeChat, country, platform and shared user agent. Its results table keeps
 * the console's keyboard shortcuts, which need their provider: it comes with this chunk, not with
 * the login page's.
 */
export function AccessLogPage() {
  return (
    <HotkeysProvider>
      <AccessLog />
    </HotkeysProvider>
  );
}

function AccessLog() {
  const intl = useIntl();
  const { results, enquire, selectFilter } = useAccessLog();
  const ready = results.status === 'ready' ? results : null;
  return (
    <PublicFrame>
      <div className="lc-access-log">
        <Card className="lc-access-log-card" elevation={1}>
          <header className="lc-access-log-head">
            <h1>
              <FormattedMessage id="access_log.title" />
            </h1>
            <p>
              <FormattedMessage id="access_log.subtitle" values={{ days: LIMITS.accessLogDaysBack }} />
            </p>
            {/* Every time below is in the site's zone, as in the console's statistics. */}
            <ZoneTag />
          </header>
          <EnquiryForm
            busy={results.status === 'loading'}
            failure={results.status === 'failed' ? results.failure : null}
            serverProblems={results.status === 'failed' ? results.fields : {}}
            onEnquire={enquire}
          />
        </Card>
        <div className="lc-access-log-body">
          <FilterPanel
            counts={ready ? ready.counts : null}
            active={ready ? ready.filter : 'all'}
            onSelect={selectFilter}
          />
          <section
            className="lc-access-log-results"
            aria-label={intl.formatMessage({ id: 'access_log.results' })}
            aria-busy={results.status === 'loading'}
          >
            <ResultsArea results={results} />
          </section>
        </div>
      </div>
    </PublicFrame>
  );
}
