import './abuse-report.css';
import { Callout, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import type { MessageKey } from '../../i18n/catalogues';
import { formatTime } from '../../ui/format';
import { readableUrl } from '../../ui/readable-url';
import { DetailFields } from '../../ui/resource/DetailFields';
import { useCallState } from '../../ui/use-call-state';
import { categoryLabelKey, SignalTags, StatusTag, verdictLabelKey } from './report-cells';
import { SuspendButtons } from './SuspendButtons';

type Detail = CallOutput<'abuse_report/detail'>;

/**
 * One report side by side with its code: what the reporter said on the left, the code, its
 * destinations and owner on the right, then the code's latest visits and screening history. The
 * reporter's words are React text, so hostile markup shows as the characters it is.
 */
export function ReportDetail({ id }: { id: number }) {
  const { state, reload } = useCallState('abuse_report/detail', { id });
  if (state.status === 'loading') return <Spinner size={24} />;
  if (state.status === 'error') return <Callout intent="danger">{state.message}</Callout>;
  return <ReportView detail={state.data} onChanged={reload} />;
}

function ReportView({ detail, onChanged }: { detail: Detail; onChanged(): void }) {
  const intl = useIntl();
  const label = (id: MessageKey) => intl.formatMessage({ id });
  const { report, code, owner } = detail;
  const reportFields: [string, ReactNode][] = [
    [label('abuse_report.category'), <FormattedMessage key="c" id={categoryLabelKey(report.category)} />],
    [label('abuse_report.status'), <StatusTag key="s" value={report.status} />],
    [label('common.created_at'), formatTime(intl, report.created_at)],
    [label('abuse_report.signals'), <SignalTags key="g" signals={report.signals} />],
    [label('abuse_report.contact'), report.contact || '—'],
    [label('abuse_report.reporter_ip'), report.reporter_ip || '—'],
    [label('abuse_report.note'), report.admin_note || '—'],
    [label('abuse_report.handled_by'), report.handled_by_account ?? '—'],
  ];
  const codeFields: [string, ReactNode][] = [
    [label('abuse_report.code'), `${code.name} (${code.file_name})`],
    [label('abuse_report.code_url'), <code key="u">{code.url}</code>],
    [label('abuse_report.owner'), owner.account],
    [label('abuse_report.owner_created'), formatTime(intl, owner.created_at)],
    [label('abuse_report.owner_codes'), owner.code_count],
    [label('abuse_report.other_reports'), owner.other_reports],
  ];
  return (
    <div className="lc-report-detail">
      <div className="lc-report-columns">
        <section>
          <h4>
            <FormattedMessage id="abuse_report.section_report" />
          </h4>
          <DetailFields fields={reportFields} />
          <p className="lc-report-message">{report.message || label('abuse_report.no_message')}</p>
          <SuspendButtons detail={detail} onDone={onChanged} />
        </section>
        <section>
          <h4>
            <FormattedMessage id="abuse_report.section_code" />
          </h4>
          <DetailFields fields={codeFields} />
          <ul className="lc-report-destinations">
            {code.destinations.map((destination) => (
              <li key={destination.id}>
                <code>
                  {destination.url === null
                    ? label('abuse_report.image_destination')
                    : readableUrl(destination.url)}
                </code>
                {!destination.enabled && (
                  <Tag minimal>
                    <FormattedMessage id="abuse_report.disabled" />
                  </Tag>
                )}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <h4>
        <FormattedMessage id="abuse_report.section_visits" />
      </h4>
      {detail.visits.length === 0 ? (
        <NonIdealState icon="eye-off" description={label('abuse_report.no_visits')} />
      ) : (
        <HTMLTable compact striped className="lc-report-table">
          <tbody>
            {detail.visits.map((visit) => (
              <tr key={visit.id}>
                <td>{formatTime(intl, visit.created_at)}</td>
                <td>{visit.ip}</td>
                <td>{[visit.country, visit.province, visit.city].filter(Boolean).join(' ')}</td>
                <td>{visit.bot ? <Tag minimal>{label('abuse_report.bot')}</Tag> : visit.browser}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <h4>
        <FormattedMessage id="abuse_report.section_screening" />
      </h4>
      {detail.screening.length === 0 ? (
        <p className="lc-report-none">{label('abuse_report.no_screening')}</p>
      ) : (
        <HTMLTable compact striped className="lc-report-table">
          <tbody>
            {detail.screening.map((row) => (
              <tr key={row.id}>
                <td>{formatTime(intl, row.checked_at)}</td>
                <td>
                  <FormattedMessage id={verdictLabelKey(row.verdict)} />
                </td>
                <td>{row.host}</td>
                <td>{row.reason || row.source}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </div>
  );
}
