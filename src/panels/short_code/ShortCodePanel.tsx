import './short-code.css';
import { Section, SectionCard } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { ShortDomainGate } from '../../features/short-links/ShortDomainGate';
import { HTMLSelect } from '../../ui/HTMLSelect';
import { EntryPageForm } from './EntryPageForm';
import { ShortenForm } from './ShortenForm';

/**
 * Short links (SPEC §4) on one of the operator's short domains: a long link shortened into a code
 * (forms 1 and 2, with its QR), and where the bare domain leads — the operator's own entry page
 * (form 3). Forms 4–16 of the original product launder or obfuscate links and are not offered.
 */
export default function ShortCodePanel() {
  const intl = useIntl();
  return (
    <ShortDomainGate emptyBodyKey="short_code.empty_body">
      {({ domains, domain, pick, reload }) => (
        <div className="lc-short-code">
          <div className="lc-short-code-domain">
            <label htmlFor="short-code-domain">
              <FormattedMessage id="short_links.domain" />
            </label>
            <HTMLSelect
              id="short-code-domain"
              value={domain.id}
              onChange={(event) => pick(Number(event.currentTarget.value))}
              options={domains.map((candidate) => ({ value: candidate.id, label: candidate.host }))}
            />
          </div>
          <Section compact icon="link" title={intl.formatMessage({ id: 'short_code.shorten_title' })}>
            <SectionCard>
              <ShortenForm key={domain.id} domain={domain} />
            </SectionCard>
          </Section>
          <Section compact icon="home" title={intl.formatMessage({ id: 'short_code.entry_title' })}>
            <SectionCard>
              <EntryPageForm key={domain.id} domain={domain} onSaved={reload} />
            </SectionCard>
          </Section>
        </div>
      )}
    </ShortDomainGate>
  );
}
