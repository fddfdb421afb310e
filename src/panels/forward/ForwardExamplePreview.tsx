import { Icon, Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import type { FormValues } from '../../ui/resource/types';
import { forwardExample } from './forward-example';

/** The form's live example: one request under the prefix and where the rule as written sends it. */
export function ForwardExamplePreview({ values }: { values: FormValues }) {
  const example = forwardExample({
    path_prefix: String(values.path_prefix ?? ''),
    target_url: String(values.target_url ?? ''),
    keep_path: values.keep_path === true,
  });
  if (!example) {
    return (
      <p className="lc-forward-example lc-domain-none">
        <FormattedMessage id="policy_ui.example_pending" />
      </p>
    );
  }
  return (
    <p className="lc-forward-example">
      <code className="lc-forward-example-request">{example.request}</code>
      <Icon icon="arrow-right" size={12} className="lc-forward-example-arrow" />
      <Tag minimal round className="lc-forward-example-status">
        {String(values.status_code ?? '')}
      </Tag>
      <code className="lc-forward-example-location">{example.location}</code>
    </p>
  );
}
