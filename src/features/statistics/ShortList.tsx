import { Classes, type IconName, NonIdealState } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageKey } from '../../i18n/catalogues';

/** A quiet "nothing here" inside a section (no notices, no visits today). */
export function EmptyNote({ icon, messageKey }: { icon: IconName; messageKey: MessageKey }) {
  return (
    <NonIdealState
      className="lc-stats-empty"
      icon={icon}
      description={<FormattedMessage id={messageKey} />}
    />
  );
}

export type ShortListItem = {
  key: string | number;
  /** The line's text, also its tooltip when it is cut. */
  title: string;
  /** Under the text, e.g. a share bar. */
  extra?: ReactNode;
  /** At the right: a time, a count. */
  side: ReactNode;
};

type ShortListProps = {
  /** null while loading: grey lines keep the section's height. */
  items: readonly ShortListItem[] | null;
  empty: { icon: IconName; messageKey: MessageKey };
  /** A ranking reads as a numbered list to screen readers. */
  ordered?: boolean;
};

const PLACEHOLDER_LINES = 4;

/** A short list of a dashboard (latest notices, busiest users) with its loading and empty states. */
export function ShortList({ items, empty, ordered = false }: ShortListProps) {
  if (items !== null && items.length === 0) return <EmptyNote {...empty} />;
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className="lc-stats-list" aria-busy={items === null}>
      {items === null
        ? Array.from({ length: PLACEHOLDER_LINES }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines have no identity
            <li key={index} aria-hidden="true">
              <span className={`${Classes.SKELETON} lc-stats-list-main`}>&nbsp;</span>
            </li>
          ))
        : items.map((item) => (
            <li key={item.key}>
              <span className="lc-stats-list-main" title={item.title}>
                {item.title}
                {item.extra}
              </span>
              <span className="lc-stats-list-side">{item.side}</span>
            </li>
          ))}
    </List>
  );
}
