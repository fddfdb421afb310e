import { Button, Callout, PopoverNext, Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { CopyButton } from '../../features/codes/CopyButton';
import { enumLabelKey } from '../../features/codes/code-enums';
import { QrPreview } from '../../features/codes/QrPreview';
import { ShareLinkButton } from '../../features/codes/ShareLink';
import type { CodeDetails } from './code-form';
import type { CreatedCode } from './use-code-editor';

/** A code just created: its QR, its link to copy, until the reader dismisses it. */
export function CreatedCallout({ created, onDismiss }: { created: CreatedCode; onDismiss(): void }) {
  const intl = useIntl();
  return (
    <Callout
      intent="success"
      icon="tick-circle"
      className="lc-code-created"
      title={intl.formatMessage({ id: 'codes.created_title' })}
    >
      <div className="lc-code-created-body">
        <QrPreview codeId={created.id} url={created.url} qrUrl={created.qr_url} />
        <div className="lc-code-created-text">
          <p>
            <FormattedMessage id="codes.created_help" />
          </p>
          <div className="lc-code-created-link">
            <a href={created.url} target="_blank" rel="noreferrer" data-created-url>
              {created.url}
            </a>
            <CopyButton text={created.url} />
          </div>
          <Button size="small" variant="minimal" icon="cross" onClick={onDismiss}>
            <FormattedMessage id="codes.dismiss" />
          </Button>
        </div>
      </div>
    </Callout>
  );
}

/** An edited code at a glance: its link with its QR, its visits and unique IPs, its status. */
export function CodeSummary({ details }: { details: CodeDetails }) {
  const intl = useIntl();
  return (
    <div className="lc-code-summary">
      <span className="lc-code-summary-item">
        <span className="lc-codes-muted">
          <FormattedMessage id="codes.col_link" />
        </span>
        <a href={details.url} target="_blank" rel="noreferrer" className="lc-code-summary-link">
          {details.url}
        </a>
        <CopyButton text={details.url} />
        <PopoverNext
          placement="bottom"
          content={<QrPreview codeId={details.id} url={details.url} qrUrl={details.qr_url} />}
        >
          <Button size="small" variant="minimal" icon="barcode" data-action="codes.qr">
            <FormattedMessage id="codes.qr" />
          </Button>
        </PopoverNext>
        <ShareLinkButton codeId={details.id} name={details.name} label />
      </span>
      <span className="lc-code-summary-item">
        <span className="lc-codes-muted">
          <FormattedMessage id="codes.col_visits" />
        </span>
        <strong className="lc-codes-num">{intl.formatNumber(details.view_number)}</strong>
        <span className="lc-codes-muted">
          <FormattedMessage id="codes.col_unique_ips" />
        </span>
        <strong className="lc-codes-num">{intl.formatNumber(details.ip_view_number)}</strong>
      </span>
      <span className="lc-code-summary-item">
        <Tag minimal intent={details.status === 1 ? 'success' : 'none'}>
          <FormattedMessage id={enumLabelKey('CodeStatus', details.status)} />
        </Tag>
      </span>
    </div>
  );
}
