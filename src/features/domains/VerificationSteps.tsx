import { HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCallState } from '../../ui/use-call-state';
import { CopyButton } from '../codes/CopyButton';

/** A value the holder copies into their DNS provider or web server, with its copy button. */
function Copyable({ text }: { text: string }) {
  const intl = useIntl();
  return (
    <span className="lc-verify-value">
      <code>{text}</code>
      <CopyButton text={text} label={intl.formatMessage({ id: 'domain_verify_ui.copy' })} />
    </span>
  );
}

/**
 * The two ways to prove control of a domain, each enough on its own: the TXT record to create at
 * the DNS provider, or the file the domain's current web server answers with. Asked of the server
 * (`domain_list/steps`) so the token is always the domain's own.
 */
export function VerificationSteps({
  domainId,
  host,
  reason,
}: {
  domainId: number;
  host: string;
  reason: string | null;
}) {
  const { state } = useCallState('domain_list/steps', { id: domainId });
  if (state.status === 'loading') return <Spinner size={20} />;
  if (state.status === 'error') {
    return (
      <Tag intent="danger" minimal icon="error">
        {state.message}
      </Tag>
    );
  }
  const steps = state.data;
  return (
    <div className="lc-verify-steps">
      {reason && (
        <p className="lc-verify-reason" role="status">
          <Tag intent="danger" minimal icon="warning-sign">
            <FormattedMessage id="domain_verify_ui.last_reason" />
          </Tag>{' '}
          {reason}
        </p>
      )}
      <h4>
        <FormattedMessage id="domain_verify_ui.by_txt" />
      </h4>
      <HTMLTable compact className="lc-verify-table">
        <tbody>
          <tr>
            <th scope="row">
              <FormattedMessage id="domain_verify_ui.record_type" />
            </th>
            <td>
              <code>TXT</code>
            </td>
          </tr>
          <tr>
            <th scope="row">
              <FormattedMessage id="domain_verify_ui.record_name" />
            </th>
            <td data-field="txt_name">
              <Copyable text={steps.txt_name} />
            </td>
          </tr>
          <tr>
            <th scope="row">
              <FormattedMessage id="domain_verify_ui.record_value" />
            </th>
            <td data-field="txt_value">
              <Copyable text={steps.txt_value} />
            </td>
          </tr>
        </tbody>
      </HTMLTable>
      <h4>
        <FormattedMessage id="domain_verify_ui.by_http" />
      </h4>
      <p>
        <FormattedMessage id="domain_verify_ui.http_intro" />
      </p>
      <p data-field="http_url">
        <Copyable text={`http://${host}${steps.http_path}`} />
      </p>
      <p data-field="http_body">
        <FormattedMessage id="domain_verify_ui.http_body" /> <Copyable text={steps.verify_token} />
      </p>
    </div>
  );
}
