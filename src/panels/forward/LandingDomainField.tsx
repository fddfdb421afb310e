import { Callout } from '@blueprintjs/core';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { HTMLSelect } from '../../ui/HTMLSelect';
import { PanelLink } from '../../ui/PanelLink';
import type { CustomFieldProps } from '../../ui/resource/types';
import { useLandingDomains } from './use-landing-domains';

/**
 * The landing-page domain a rule forwards from. A new rule starts on the first domain, so a
 * customer with one landing domain has nothing to pick; a rule whose domain is no longer offered
 * (its proof lapsed) keeps it, named by the host it was saved with.
 */
export function LandingDomainField({ id, value, values, invalid, onChange }: CustomFieldProps) {
  const intl = useIntl();
  const state = useLandingDomains();
  const domains = state.status === 'ready' ? state.data : [];
  const first = domains[0]?.id;

  useEffect(() => {
    if (value === undefined && first !== undefined) onChange(first);
  }, [value, first, onChange]);

  if (state.status === 'error') {
    return (
      <Callout compact intent="danger" icon="error">
        {state.message}
      </Callout>
    );
  }
  if (state.status === 'ready' && domains.length === 0) {
    return (
      <Callout compact intent="warning" icon="info-sign" className="lc-forward-no-domains">
        <FormattedMessage id="policy_ui.no_landing_domains" />
        <PanelLink panel="domain_list" labelKey="policy_ui.open_domain_list" />
      </Callout>
    );
  }
  const savedHost = typeof values.unicode_host === 'string' ? values.unicode_host : undefined;
  const offered = domains.map((domain) => ({ value: String(domain.id), label: domain.unicode_host }));
  if (typeof value === 'number' && !domains.some((domain) => domain.id === value)) {
    offered.unshift({ value: String(value), label: savedHost ?? `#${value}` });
  }
  return (
    <HTMLSelect
      id={id}
      fill
      disabled={state.status === 'loading'}
      className={invalid ? 'lc-forward-select-invalid' : undefined}
      value={value === undefined ? '' : String(value)}
      options={
        state.status === 'loading'
          ? [{ value: '', label: intl.formatMessage({ id: 'policy_ui.landing_loading' }) }]
          : offered
      }
      onChange={(event) => onChange(Number(event.currentTarget.value))}
    />
  );
}
