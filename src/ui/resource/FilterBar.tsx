import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FilterDef } from './types';

const SEARCH_DELAY_MS = 300;

type SearchProps = {
  filter: Extract<FilterDef, { kind: 'search' }>;
  value: string;
  onChange(value: string): void;
};

/** A search box that asks the server once the user pauses typing, not on every key. */
function SearchFilter({ filter, value, onChange }: SearchProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState(value);
  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => onChange(draft), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onChange]);
  return (
    <InputGroup
      type="search"
      leftIcon="search"
      className="lc-filter-search"
      name={filter.name}
      placeholder={intl.formatMessage({ id: filter.placeholderKey })}
      value={draft}
      onValueChange={setDraft}
      onKeyDown={(event) => event.key === 'Enter' && onChange(draft)}
    />
  );
}

type FilterBarProps = {
  filters: FilterDef[];
  values: Record<string, string | number | undefined>;
  onChange(name: string, value: string | number | undefined): void;
};

/** The filters of a described resource, in one row above its table. */
export function FilterBar({ filters, values, onChange }: FilterBarProps) {
  const intl = useIntl();
  return (
    <div className="lc-filter-bar">
      {filters.map((filter) =>
        filter.kind === 'search' ? (
          <SearchFilter
            key={filter.name}
            filter={filter}
            value={String(values[filter.name] ?? '')}
            onChange={(value) => onChange(filter.name, value.trim() || undefined)}
          />
        ) : (
          <HTMLSelect
            key={filter.name}
            name={filter.name}
            aria-label={intl.formatMessage({ id: filter.labelKey })}
            value={String(values[filter.name] ?? '')}
            onChange={(event) => {
              const text = event.currentTarget.value;
              const option = filter.options.find((candidate) => String(candidate.value) === text);
              onChange(filter.name, option?.value);
            }}
            options={[
              { value: '', label: intl.formatMessage({ id: filter.labelKey }) },
              ...filter.options.map((option) => ({
                value: String(option.value),
                label: intl.formatMessage({ id: option.labelKey }),
              })),
            ]}
          />
        ),
      )}
    </div>
  );
}
