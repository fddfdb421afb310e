import { Icon, Tooltip } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { CodeList } from '../../features/codes/CodeList';
import { ShortDomainGate } from '../../features/short-links/ShortDomainGate';
import { HTMLSelect } from '../../ui/HTMLSelect';
import { SHORT_LINK_COLUMNS } from './short-link-column';

/**
 * The operator's short links (SPEC §4): their codes on one of their short domains, in the shared
 * code table with both link forms of each code. Short domains come from an administrator; until
 * one is assigned the panel says so instead of showing an empty table.
 */
export default function ShortQrCodeListPanel() {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'short_links.domain' });
  return (
    <ShortDomainGate>
      {({ domains, domain, pick }) => (
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
                onChange={(event) => pick(Number(event.currentTarget.value))}
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
      )}
    </ShortDomainGate>
  );
}
