import { Tag } from '@blueprintjs/core';
import type { IntlShape } from 'react-intl';
import { FormattedMessage } from 'react-intl';
import { MonitorStatus } from '../../../contract/enums';
import type { MessageKey } from '../../i18n/catalogues';
import { formatTime } from '../../ui/format';
import { ClippedText } from '../../ui/resource/ClippedText';
import type { BatchActionDef, ColumnDef, FilterDef, RowOf } from '../../ui/resource/types';
import { CodeCount, HostCell, MONITOR_STATUS_OPTIONS, MonitorTag } from './domain-cells';
import { type CheckProblem, checkOutcome } from './monitor-history';
import { VerdictSparkline } from './VerdictSparkline';

/** A monitored domain as both monitor lists show it (the customer's and the administrators'). */
export type MonitorRow = RowOf<'domain_monitor/inquire'>;

/** Problems a "check now" toast names outright; more are counted. */
const NAMED_PROBLEMS = 3;
/** The contract's limit of domains one "check now" takes. */
const CHECK_LIMIT = 20;

const STATUS_KEYS: Record<MonitorRow['monitor_status'], MessageKey> = {
  [MonitorStatus.normal]: 'enum.MonitorStatus.normal',
  [MonitorStatus.flagged]: 'enum.MonitorStatus.flagged',
  [MonitorStatus.detection_failed]: 'enum.MonitorStatus.detection_failed',
};

/** The certificate's days left: expired ones stand out; none (no HTTPS check) is a dash. */
function CertificateDays({ days }: { days: number | null }) {
  if (days === null) return '—';
  if (days < 0) {
    return (
      <Tag minimal intent="danger" icon="time">
        <FormattedMessage id="monitor_ui.certificate_expired" />
      </Tag>
    );
  }
  return <FormattedMessage id="monitor_ui.certificate_days" values={{ days }} />;
}

function problemText(problem: CheckProblem, intl: IntlShape): string {
  const status = intl.formatMessage({ id: STATUS_KEYS[problem.status] });
  return problem.reason
    ? intl.formatMessage(
        { id: 'monitor_ui.check_problem_reason' },
        { host: problem.host, status, reason: problem.reason },
      )
    : intl.formatMessage({ id: 'monitor_ui.check_problem' }, { host: problem.host, status });
}

/**
 * "Check now" on the picked domains or one row's: the server checks at once (a domain checked
 * moments ago answers its last round) and the toast says what it found, naming the domains that
 * are not normal.
 */
export function checkNowAction(
  call: 'domain_monitor/check' | 'admin_domain_monitor/check',
): BatchActionDef<MonitorRow> {
  return {
    call,
    icon: 'satellite',
    intent: 'primary',
    labelKey: 'monitor_ui.check_selected',
    rowLabelKey: 'monitor_ui.check_now',
    limit: { max: CHECK_LIMIT, messageKey: 'monitor_ui.check_too_many' },
    doneMessage: (result, rows, intl) => {
      const hosts = new Map(rows.map((row) => [row.id, row.unicode_host]));
      const outcome = checkOutcome(result as Parameters<typeof checkOutcome>[0], hosts);
      const count = outcome.normal + outcome.problems.length;
      if (outcome.problems.length === 0) {
        const only = rows.length === 1 ? rows[0] : undefined;
        return {
          kind: 'success',
          message: only
            ? intl.formatMessage({ id: 'monitor_ui.check_one_ok' }, { host: only.unicode_host })
            : intl.formatMessage({ id: 'monitor_ui.check_all_ok' }, { count }),
        };
      }
      const named = outcome.problems.slice(0, NAMED_PROBLEMS).map((problem) => problemText(problem, intl));
      const rest = outcome.problems.length - named.length;
      const list =
        rest > 0 ? [...named, intl.formatMessage({ id: 'monitor_ui.check_more' }, { count: rest })] : named;
      return {
        kind: 'warning',
        message:
          count === 1
            ? list.join('')
            : intl.formatMessage(
                { id: 'monitor_ui.check_some_problems' },
                { count, problems: outcome.problems.length, list: intl.formatList(list) },
              ),
      };
    },
  };
}

/** The filters both monitor lists start with: status and a host search. */
export const monitorFilters: FilterDef[] = [
  { kind: 'search', name: 'keyword', placeholderKey: 'monitor_ui.search_host' },
  {
    kind: 'select',
    name: 'monitor_status',
    labelKey: 'monitor_ui.any_status',
    options: MONITOR_STATUS_OPTIONS,
  },
];

const hostColumn: ColumnDef<MonitorRow> = {
  key: 'host',
  titleKey: 'domain.host',
  width: 210,
  sortValue: (row) => row.host,
  render: (row, intl) => (
    <HostCell host={row.unicode_host} copyLabel={intl.formatMessage({ id: 'domain.copy_host' })} />
  ),
};

/** The holder, for the administrators' list. */
export const monitorOwnerColumn: ColumnDef<MonitorRow> = {
  key: 'owner_account',
  titleKey: 'domain.holder',
  width: 120,
  sortValue: (row) => row.owner_account,
};

/**
 * The monitor columns after the host (and the holder, for administrators): status with the
 * failed rounds in a row, why, the recent rounds, the certificate, the codes at stake and when.
 */
export function monitorColumns(extra: ColumnDef<MonitorRow>[] = []): ColumnDef<MonitorRow>[] {
  return [
    hostColumn,
    ...extra,
    {
      key: 'monitor_status',
      titleKey: 'domain.monitor_status',
      width: 130,
      sortValue: (row) => row.monitor_status,
      render: (row, intl) => (
        <span className="lc-monitor-status">
          <MonitorTag value={row.monitor_status} />
          {row.failures > 0 && (
            <span
              className="lc-monitor-failures"
              title={intl.formatMessage({ id: 'monitor_ui.failures_title' }, { count: row.failures })}
            >
              <FormattedMessage id="monitor_ui.failures_short" values={{ count: row.failures }} />
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'monitor_reason',
      titleKey: 'monitor_ui.reason',
      render: (row) => (
        <ClippedText text={row.monitor_reason ?? ''} className="lc-monitor-reason lc-monitor-reason-fill" />
      ),
    },
    {
      key: 'history',
      titleKey: 'monitor_ui.history',
      width: 116,
      render: (row) => <VerdictSparkline points={row.history} />,
    },
    {
      key: 'certificate_days',
      titleKey: 'monitor_ui.certificate',
      width: 96,
      align: 'right',
      sortValue: (row) => row.certificate_days ?? Number.MAX_SAFE_INTEGER,
      render: (row) => <CertificateDays days={row.certificate_days} />,
    },
    {
      key: 'code_count',
      titleKey: 'domain.code_count',
      width: 70,
      align: 'right',
      sortValue: (row) => row.code_count,
      render: (row, intl) => <CodeCount count={row.code_count} intl={intl} />,
    },
    {
      key: 'checked_at',
      titleKey: 'monitor_ui.checked_at',
      width: 150,
      sortValue: (row) => row.checked_at ?? '',
      render: (row, intl) => formatTime(intl, row.checked_at),
    },
  ];
}
