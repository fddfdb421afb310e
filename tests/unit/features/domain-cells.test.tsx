import { renderToStaticMarkup } from 'react-dom/server';
import { RawIntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { DomainVerification, MonitorStatus } from '../../../contract/enums';
import { intlFor } from '../../../src/core/i18n/intl';
import { domainStateColumns } from '../../../src/features/domains/domain-cells';

const monitorColumn = domainStateColumns.find((column) => column.key === 'monitor_status');

/** The monitor cell of a domain, as the zh-CN console draws it. */
function monitorCell(verification: number): string {
  const intl = intlFor('zh-CN');
  const row = { verification, monitor_status: MonitorStatus.normal } as Parameters<
    NonNullable<NonNullable<typeof monitorColumn>['render']>
  >[0];
  return renderToStaticMarkup(
    <RawIntlProvider value={intl}>{monitorColumn?.render?.(row, intl)}</RawIntlProvider>,
  );
}

describe('the monitor status of a domain', () => {
  it('says a domain waiting for verification is not monitored yet, instead of "normal"', () => {
    for (const waiting of [DomainVerification.pending, DomainVerification.failed]) {
      const cell = monitorCell(waiting);
      expect(cell).toContain('验证后开始监测');
      expect(cell).not.toContain('正常');
    }
  });

  it('shows the monitor’s status for a verified domain', () => {
    expect(monitorCell(DomainVerification.verified)).toContain('data-monitor-status="1"');
  });
});
