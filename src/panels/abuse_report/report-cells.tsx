import { type Intent, Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import type { AbuseSignal } from '../../../contract/areas/abuse-report';
import { AbuseReportCategory, AbuseReportStatus, ScreenVerdict } from '../../../contract/enums';
import type { MessageKey } from '../../i18n/catalogues';
import type { Option } from '../../ui/resource/types';

const keyOf = (values: Readonly<Record<string, number>>, value: number) =>
  Object.entries(values).find(([, known]) => known === value)?.[0] ?? 'other';

export const categoryLabelKey = (value: number) =>
  `enum.AbuseReportCategory.${keyOf(AbuseReportCategory, value)}` as MessageKey;
export const statusLabelKey = (value: number) =>
  `enum.AbuseReportStatus.${keyOf(AbuseReportStatus, value)}` as MessageKey;

export const verdictLabelKey = (value: number) =>
  `enum.ScreenVerdict.${keyOf(ScreenVerdict, value)}` as MessageKey;

export const categoryOptions: Option[] = Object.values(AbuseReportCategory).map((value) => ({
  value,
  labelKey: categoryLabelKey(value),
}));
export const statusOptions: Option[] = Object.values(AbuseReportStatus).map((value) => ({
  value,
  labelKey: statusLabelKey(value),
}));

const STATUS_INTENT: Record<number, Intent> = {
  [AbuseReportStatus.new]: 'warning',
  [AbuseReportStatus.reviewing]: 'primary',
  [AbuseReportStatus.actioned]: 'success',
  [AbuseReportStatus.dismissed]: 'none',
};

export function StatusTag({ value }: { value: number }) {
  return (
    <Tag minimal intent={STATUS_INTENT[value]}>
      <FormattedMessage id={statusLabelKey(value)} />
    </Tag>
  );
}

/** The signals of the reported code: facts worth a look, never a verdict. */
export function SignalTags({ signals }: { signals: readonly AbuseSignal[] }) {
  if (signals.length === 0) return <span className="lc-report-none">—</span>;
  return (
    <span className="lc-report-signals">
      {signals.map((signal) => (
        <Tag key={signal} minimal intent="danger" icon="flag">
          <FormattedMessage id={`abuse_report.signal_${signal}` as MessageKey} />
        </Tag>
      ))}
    </span>
  );
}
