import '../domain_list/domains.css';
import { Button, HTMLSelect, Icon, NonIdealState, Spinner, Tooltip } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CodeList } from '../../ui/codes/CodeList';
import { useCanOpenPage } from '../../ui/codes/can-call';
import { openPanel } from '../../workspace/layout/workspace-layout';
import { SHORT_LINK_COLUMNS } from './short-link-column';
import { useShortDomains } from './use-short-domains';

/**
 * The operator's short links (SPEC §4): their codes on one of their short domains, in the shared
 * code table with both link forms of each code. Short domains come from an administrator; until
 * one is assigned the panel says so instead of showing an empty table.
 */
export default function ShortQrCodeListPanel() {
  const intl = useIntl();
  const { state, reload } = useShortDomains();
  const [picked, setPicked] = useState<number | null>(null);
  const canSeeDomains = useCanOpenPage('domain_list');

  if (state.status === 'loading') {
    return <Spinner size={24} className="lc-domain-state" />;
  }
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
        description={<FormattedMessage id="short_links.empty_body" />}
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

  const label = intl.formatMessage({ id: 'short_links.domain' });
  return (
    <CodeList
      // A new domain is a new list: filters, paging and selection start over.
      key={domain.id}
      variant="short"
      domainId={domain.id}
      extraColumns={SHORT_LINK_COLUMNS}
      toolbarStart={
        <span className="lc-short-domain">
          <HTMLSelect
            aria-label={label}
            value={domain.id}
            onChange={(event) => setPicked(Number(event.currentTarget.value))}
            options={domains.map((candidate) => ({ value: candidate.id, label: candidate.host }))}
          />
          <Tooltip content={intl.formatMessage({ id: 'short_links.help' })} placement="bottom">
            <Icon
              icon="help"
              size={14}
              className="lc-domain-none"
              aria-label={intl.formatMessage({ id: 'short_links.help' })}
              tabIndex={0}
            />
          </Tooltip>
        </span>
      }
    />
  );
}
