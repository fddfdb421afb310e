import { Button, type IconName } from '@blueprintjs/core';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { MessageKey } from '../../../i18n/catalogues';
import {
  FILTER_IDS,
  type FilterCounts,
  type FilterId,
  FREQUENT_VISITS,
  HEAVY_VISITS,
  ROW_CLASS_PRECEDENCE,
  type RowClass,
} from '../../../workers/access-log/classify';

/** Every filter needs a label and an icon: a Record makes the compiler hold the two lists together. */
const FILTER_LOOK: Record<FilterId, { labelKey: MessageKey; icon: IconName }> = {
  all: { labelKey: 'access_log.filter.all', icon: 'th-list' },
  china_mobile: { labelKey: 'access_log.filter.china_mobile', icon: 'cell-tower' },
  china_unicom: { labelKey: 'access_log.filter.china_unicom', icon: 'cell-tower' },
  china_telecom: { labelKey: 'access_log.filter.china_telecom', icon: 'cell-tower' },
  wechat: { labelKey: 'access_log.filter.wechat', icon: 'chat' },
  outside_china: { labelKey: 'access_log.filter.outside_china', icon: 'globe-network' },
  apple: { labelKey: 'access_log.filter.apple', icon: 'mobile-phone' },
  android: { labelKey: 'access_log.filter.android', icon: 'mobile-phone' },
  same_user_agent: { labelKey: 'access_log.filter.same_user_agent', icon: 'duplicate' },
};

export function filterLabelKey(filter: FilterId): MessageKey {
  return FILTER_LOOK[filter].labelKey;
}

const CLASS_LABEL: Record<RowClass, MessageKey> = {
  danger: 'access_log.class.danger',
  primary: 'access_log.class.primary',
  info: 'access_log.class.info',
  warning: 'access_log.class.warning',
  success: 'access_log.class.success',
};

export type FilterPanelProps = {
  /** Null until the first enquiry answers: the buttons show without counts and do nothing. */
  counts: FilterCounts | null;
  active: FilterId;
  onSelect(filter: FilterId): void;
};

/** SPEC §6's left panel: the nine filters with their counts. */
function FilterList({ counts, active, onSelect }: FilterPanelProps) {
  const intl = useIntl();
  return (
    <nav className="lc-access-log-filters" aria-label={intl.formatMessage({ id: 'access_log.filters' })}>
      <h2 className="lc-access-log-heading">
        <FormattedMessage id="access_log.filters" />
      </h2>
      {FILTER_IDS.map((filter) => {
        const count = counts?.[filter];
        const selected = counts !== null && filter === active;
        return (
          <Button
            key={filter}
            className="lc-access-log-filter"
            variant="minimal"
            alignText="start"
            fill
            icon={FILTER_LOOK[filter].icon}
            active={selected}
            aria-pressed={selected}
            disabled={counts === null || (count === 0 && !selected)}
            data-filter={filter}
            onClick={() => onSelect(filter)}
            endIcon={
              <span className="lc-access-log-count">
                {count === undefined ? '–' : <FormattedNumber value={count} />}
              </span>
            }
          >
            <FormattedMessage id={FILTER_LOOK[filter].labelKey} />
          </Button>
        );
      })}
    </nav>
  );
}

/** What the row colours mean, in the order that settles a row meeting several rules. */
function Legend() {
  return (
    <section className="lc-access-log-legend" aria-labelledby="access-log-legend">
      <h2 className="lc-access-log-heading" id="access-log-legend">
        <FormattedMessage id="access_log.legend" />
      </h2>
      <ul>
        {ROW_CLASS_PRECEDENCE.map(({ rowClass }) => (
          <li key={rowClass}>
            <span className={`lc-access-log-swatch lc-access-row-${rowClass}`} aria-hidden="true" />
            <FormattedMessage
              id={CLASS_LABEL[rowClass]}
              values={{ heavy: HEAVY_VISITS, frequent: FREQUENT_VISITS, below_heavy: HEAVY_VISITS - 1 }}
            />
          </li>
        ))}
      </ul>
      <p className="lc-access-log-note">
        <FormattedMessage id="access_log.legend_precedence" />
      </p>
    </section>
  );
}

export function FilterPanel(props: FilterPanelProps) {
  return (
    <aside className="lc-access-log-side">
      <FilterList {...props} />
      <Legend />
    </aside>
  );
}
