import '../domains/domains.css';
import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { type ReactNode, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { openPanel, useCanOpen } from '../../core/panels/open-panel';
import type { MessageKey } from '../../i18n/catalogues';
import { type ShortDomain, useShortDomains } from './use-short-domains';

export type ShortDomainChoice = {
  domains: ShortDomain[];
  domain: ShortDomain;
  pick(id: number): void;
  reload(): void;
};

/**
 * The caller's short domains, loaded, with one picked (the newest until another is chosen): short
 * link panels draw their content only once there is one. Until an administrator assigns a short
 * domain the panel says so, with a way to ask again, instead of an empty screen.
 */
export function ShortDomainGate({
  children,
  emptyBodyKey = 'short_links.empty_body',
}: {
  children(choice: ShortDomainChoice): ReactNode;
  /** What having no short domain means for this panel. */
  emptyBodyKey?: MessageKey;
}) {
  const { state, reload } = useShortDomains();
  const [picked, setPicked] = useState<number | null>(null);
  const canSeeDomains = useCanOpen('domain_list');

  if (state.status === 'loading') return <Spinner size={24} className="lc-domain-state" />;
  if (state.status === 'error') {
    return (
      <NonIdealState
        className="lc-domain-state"
        icon="error"
        title={<FormattedMessage id="table.error_title" />}
        description={state.message}
        action={
          <Button icon="repeat" onClick={reload}>
            <FormattedMessage id="action.retry" />
          </Button>
        }
      />
    );
  }
  const domains = state.data;
  const domain = domains.find((candidate) => candidate.id === picked) ?? domains[0];
  if (!domain) {
    return (
      <NonIdealState
        className="lc-domain-state"
        icon="link"
        title={<FormattedMessage id="short_links.empty_title" />}
        description={<FormattedMessage id={emptyBodyKey} />}
        action={
          <div className="lc-domain-state-actions">
            <Button icon="refresh" onClick={reload}>
              <FormattedMessage id="action.refresh" />
            </Button>
            {canSeeDomains && (
              <Button icon="globe" onClick={() => openPanel('domain_list')}>
                <FormattedMessage id="short_links.my_domains" />
              </Button>
            )}
          </div>
        }
      />
    );
  }
  return children({ domains, domain, pick: setPicked, reload });
}
