import './domains.css';
import { Icon, type IconName, type Intent, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormattedMessage, type IntlShape } from 'react-intl';
import type { z } from 'zod';
import type { domainRowSchema } from '../../../contract/areas/domains';
import {
  CheckVerdict,
  DomainCheckKind,
  DomainType,
  DomainVerification,
  type EnumValue,
  MonitorStatus,
} from '../../../contract/enums';
import type { MessageKey } from '../../i18n/catalogues';
import { formatTime } from '../../ui/format';
import type { ColumnDef, Option } from '../../ui/resource/types';
import { CopyButton } from '../codes/CopyButton';
import { type CodeLinkForm, codeLinkTemplates, type DomainTypeValue } from './domain-links';

type DomainRow = z.output<typeof domainRowSchema>;

/**
 * The cells both domain tables share (the administrators' pool and a customer's own list). The
 * label maps are records over every enum value, so a new value cannot go unlabelled.
 */
const TYPE_LABELS: Record<DomainTypeValue, MessageKey> = {
  [DomainType.entry]: 'enum.DomainType.entry',
  [DomainType.landing_page]: 'enum.DomainType.landing_page',
  [DomainType.short]: 'enum.DomainType.short',
};
/** Short domains stand out (they are what the short-link list is about); each type has its icon. */
const TYPE_LOOKS: Record<DomainTypeValue, { intent: Intent; icon: IconName }> = {
  [DomainType.entry]: { intent: 'none', icon: 'globe-network' },
  [DomainType.landing_page]: { intent: 'none', icon: 'document' },
  [DomainType.short]: { intent: 'success', icon: 'link' },
};

const VERIFICATION: Record<EnumValue<typeof DomainVerification>, { key: MessageKey; intent: Intent }> = {
  [DomainVerification.pending]: { key: 'enum.DomainVerification.pending', intent: 'warning' },
  [DomainVerification.verified]: { key: 'enum.DomainVerification.verified', intent: 'success' },
  [DomainVerification.failed]: { key: 'enum.DomainVerification.failed', intent: 'danger' },
};

const MONITOR: Record<EnumValue<typeof MonitorStatus>, { key: MessageKey; intent: Intent }> = {
  [MonitorStatus.normal]: { key: 'enum.MonitorStatus.normal', intent: 'success' },
  [MonitorStatus.flagged]: { key: 'enum.MonitorStatus.flagged', intent: 'danger' },
  [MonitorStatus.detection_failed]: { key: 'enum.MonitorStatus.detection_failed', intent: 'warning' },
};

/** One check's outcome looks like the status it leads to. */
const VERDICT: Record<EnumValue<typeof CheckVerdict>, { key: MessageKey; intent: Intent; icon: IconName }> = {
  [CheckVerdict.ok]: { key: 'monitor_ui.verdict_ok', intent: 'success', icon: 'tick' },
  [CheckVerdict.flagged]: { key: 'monitor_ui.verdict_flagged', intent: 'danger', icon: 'warning-sign' },
  [CheckVerdict.failed]: { key: 'monitor_ui.verdict_failed', intent: 'warning', icon: 'error' },
};

const CHECK_KIND: Record<EnumValue<typeof DomainCheckKind>, { key: MessageKey; icon: IconName }> = {
  [DomainCheckKind.dns]: { key: 'monitor_ui.check_dns', icon: 'globe-network' },
  [DomainCheckKind.https]: { key: 'monitor_ui.check_https', icon: 'lock' },
  [DomainCheckKind.certificate]: { key: 'monitor_ui.check_certificate', icon: 'endorsed' },
  [DomainCheckKind.reputation]: { key: 'monitor_ui.check_reputation', icon: 'shield' },
};

const FORM_LABELS: Record<CodeLinkForm, MessageKey> = {
  path: 'domain.form_path',
  query: 'domain.form_query',
};

/** The type filter: every domain type, in numeric order. */
export const DOMAIN_TYPE_OPTIONS: Option[] = Object.values(DomainType).map((value) => ({
  value,
  labelKey: TYPE_LABELS[value],
}));

/** The monitor status filter: every status, in numeric order. */
export const MONITOR_STATUS_OPTIONS: Option[] = Object.values(MonitorStatus).map((value) => ({
  value,
  labelKey: MONITOR[value].key,
}));

/** The verdict filter of the check history. */
export const CHECK_VERDICT_OPTIONS: Option[] = Object.values(CheckVerdict).map((value) => ({
  value,
  labelKey: VERDICT[value].key,
}));

/** The check kind filter of the check history. */
export const CHECK_KIND_OPTIONS: Option[] = Object.values(DomainCheckKind).map((value) => ({
  value,
  labelKey: CHECK_KIND[value].key,
}));

/** The catalogue key of a verdict's name, for sentences that list verdicts (a sparkline's label). */
export function verdictLabelKey(verdict: EnumValue<typeof CheckVerdict>): MessageKey {
  return VERDICT[verdict].key;
}

export function DomainTypeTag({ type }: { type: DomainTypeValue }) {
  return (
    <Tag minimal intent={TYPE_LOOKS[type].intent} icon={TYPE_LOOKS[type].icon}>
      <FormattedMessage id={TYPE_LABELS[type]} />
    </Tag>
  );
}

export function VerificationTag({ value }: { value: EnumValue<typeof DomainVerification> }) {
  const { key, intent } = VERIFICATION[value];
  return (
    <Tag minimal intent={intent}>
      <FormattedMessage id={key} />
    </Tag>
  );
}

export function MonitorTag({ value }: { value: EnumValue<typeof MonitorStatus> }) {
  const { key, intent } = MONITOR[value];
  return (
    <Tag
      minimal
      intent={intent}
      icon={value === MonitorStatus.flagged ? 'warning-sign' : undefined}
      data-monitor-status={value}
    >
      <FormattedMessage id={key} />
    </Tag>
  );
}

export function VerdictTag({ value }: { value: EnumValue<typeof CheckVerdict> }) {
  const { key, intent, icon } = VERDICT[value];
  return (
    <Tag minimal intent={intent} icon={icon}>
      <FormattedMessage id={key} />
    </Tag>
  );
}

export function CheckKindTag({ value }: { value: EnumValue<typeof DomainCheckKind> }) {
  const { key, icon } = CHECK_KIND[value];
  return (
    <Tag minimal icon={icon}>
      <FormattedMessage id={key} />
    </Tag>
  );
}

/** A host in monospace with a button that copies it. */
export function HostCell({ host, copyLabel }: { host: string; copyLabel?: string }) {
  return (
    <span className="lc-domain-host">
      <code className="lc-code-cell">{host}</code>
      <CopyButton text={host} label={copyLabel} />
    </span>
  );
}

/** Labelled link forms, one per line: `路径 https://s.example.com/x1`. */
export function LinkFormList({ items }: { items: { form: CodeLinkForm; content: ReactNode }[] }) {
  return (
    <span className="lc-domain-links">
      {items.map(({ form, content }) => (
        <span key={form} className="lc-domain-link">
          <Tag minimal className="lc-domain-link-form">
            <FormattedMessage id={FORM_LABELS[form]} />
          </Tag>
          {content}
        </span>
      ))}
    </span>
  );
}

/** How codes are reached on a domain, the suffix shown as a placeholder. */
export function LinkTemplates({ host, type }: { host: string; type: DomainTypeValue }) {
  const templates = codeLinkTemplates(host, type);
  if (templates.length === 0) {
    return (
      <span className="lc-domain-none">
        <FormattedMessage id="domain.no_code_links" />
      </span>
    );
  }
  return (
    <LinkFormList
      items={templates.map(({ form, prefix }) => ({
        form,
        content: (
          <code className="lc-domain-link-url">
            {prefix}
            <var className="lc-domain-suffix">
              <FormattedMessage id="domain.suffix" />
            </var>
          </code>
        ),
      }))}
    />
  );
}

/**
 * A panel with one line under its toolbar saying what the page is for; the list below keeps the
 * rest of the height.
 */
export function IntroducedPage({ intro, children }: { intro: MessageKey; children: ReactNode }) {
  return (
    <div className="lc-domain-page">
      <p className="lc-domain-intro">
        <Icon icon="info-sign" size={12} />
        <FormattedMessage id={intro} />
      </p>
      {children}
    </div>
  );
}

/** How many codes use a domain; none is shown quietly, since that is what allows removing it. */
export function CodeCount({ count, intl }: { count: number; intl: IntlShape }) {
  return <span className={count === 0 ? 'lc-domain-none' : undefined}>{intl.formatNumber(count)}</span>;
}

/** The state columns both domain tables end with: verification, monitoring, codes using it, last change. */
export const domainStateColumns: ColumnDef<DomainRow>[] = [
  {
    key: 'verification',
    titleKey: 'domain.verification',
    width: 90,
    render: (row) => <VerificationTag value={row.verification} />,
  },
  {
    key: 'monitor_status',
    titleKey: 'domain.monitor_status',
    width: 100,
    // The monitor checks verified domains only: an unverified one has no status to show yet.
    render: (row) =>
      row.verification === DomainVerification.verified ? (
        <MonitorTag value={row.monitor_status} />
      ) : (
        <Tag minimal data-monitor-status="unmonitored">
          <FormattedMessage id="domain.monitor_after_verification" />
        </Tag>
      ),
  },
  {
    key: 'code_count',
    titleKey: 'domain.code_count',
    width: 80,
    align: 'right',
    sortValue: (row) => row.code_count,
    render: (row, intl) => <CodeCount count={row.code_count} intl={intl} />,
  },
  {
    key: 'updated_at',
    titleKey: 'common.updated_at',
    width: 160,
    sortValue: (row) => row.updated_at,
    render: (row, intl) => formatTime(intl, row.updated_at),
  },
];
