import { Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import { CheckKindTag, VerdictTag } from '../../features/domains/domain-cells';
import { formatTime, prettyContent } from '../../ui/format';
import { DetailFields } from '../../ui/resource/DetailFields';

type DetectionRow = CallOutput<'wx_shield_detection/inquire'>['list'][number];

/** One check in full: what was checked, by whom, the verdict and the checker's answer as received. */
export function DetectionDetail({ row }: { row: DetectionRow }) {
  const intl = useIntl();
  const raw = prettyContent(row.raw);
  const fields: [string, ReactNode][] = [
    [intl.formatMessage({ id: 'monitor_ui.checked_at' }), formatTime(intl, row.checked_at)],
    [intl.formatMessage({ id: 'domain.host' }), <code key="host">{row.host}</code>],
    [intl.formatMessage({ id: 'domain.holder' }), row.owner_account || '—'],
    [intl.formatMessage({ id: 'monitor_ui.check_kind' }), <CheckKindTag key="check" value={row.check} />],
    [
      intl.formatMessage({ id: 'monitor_ui.checker' }),
      row.checker || intl.formatMessage({ id: 'monitor_ui.checker_platform' }),
    ],
    [intl.formatMessage({ id: 'monitor_ui.verdict' }), <VerdictTag key="verdict" value={row.verdict} />],
    [intl.formatMessage({ id: 'monitor_ui.reason' }), row.reason || '—'],
    [
      intl.formatMessage({ id: 'monitor_ui.latency' }),
      intl.formatMessage({ id: 'monitor_ui.latency_ms' }, { ms: row.latency_ms }),
    ],
  ];
  return (
    <div className="lc-detection-detail">
      <DetailFields fields={fields} />
      <div className="lc-detection-raw-header">
        <strong>
          <FormattedMessage id="monitor_ui.raw" />
        </strong>
        {row.raw && (
          <Tag minimal>{raw.json ? 'JSON' : intl.formatMessage({ id: 'monitor_ui.raw_text' })}</Tag>
        )}
      </div>
      {row.raw ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a long answer scrolls; keyboard users need to reach it
        <pre className="lc-detection-raw" tabIndex={0}>
          {raw.text}
        </pre>
      ) : (
        <p className="lc-domain-none">
          <FormattedMessage id="monitor_ui.raw_none" />
        </p>
      )}
    </div>
  );
}
