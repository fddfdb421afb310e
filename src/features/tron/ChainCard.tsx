import './chain-card.css';
import { Card, H6 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageKey } from '../../i18n/catalogues';

type ChainCardProps = {
  titleKey: MessageKey;
  /** How things stand, in a word, beside the title (on time, missing funds). */
  badge?: ReactNode;
  /** When the card's figures were read. */
  updated?: ReactNode;
  /** What asks the chain again: a refresh button, a "check now". */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
};

/**
 * A card of a chain page (the watcher's state, the reconciliation): its title with a badge, when it
 * was read and what reads it again on one line, its figures below. Both cards share it so they line
 * up when a page shows them side by side.
 */
export function ChainCard({ titleKey, badge, updated, action, className, children }: ChainCardProps) {
  return (
    <Card compact className={className ? `lc-chain-card ${className}` : 'lc-chain-card'}>
      <div className="lc-chain-card-head">
        <H6 className="lc-chain-card-title">
          <FormattedMessage id={titleKey} />
        </H6>
        {badge}
        <span className="lc-header-spacer" />
        {updated && <span className="lc-chain-card-updated">{updated}</span>}
        {action}
      </div>
      {children}
    </Card>
  );
}

/** The card's figures: labelled facts in a row that wraps on a narrow panel. */
export function Facts({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={className ? `lc-chain-facts ${className}` : 'lc-chain-facts'}>{children}</dl>;
}

/** One figure with its label above it. */
export function Fact({ labelKey, children }: { labelKey: MessageKey; children: ReactNode }) {
  return (
    <div className="lc-chain-fact">
      <dt>
        <FormattedMessage id={labelKey} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
