import { InputGroup } from '@blueprintjs/core';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { HTMLSelect } from '../HTMLSelect';
import type { FilterValues } from '../paged-list/paged-list-state';
import type { FilterDef, Suggestion } from './types';

/** The calendar and its date library load only where a date filter is shown. */
const DateRangeFilter = lazy(() => import('./DateRangeFilter'));

/** Suggestions of a search filter, loaded once; a failure just leaves the box without them. */
function useSuggestions(load: ((intl: IntlShape) => Promise<Suggestion[]>) | undefined): Suggestion[] {
  const intl = useIntl();
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  useEffect(() => {
    if (!load) return;
    let current = true;
    load(intl).then(
      (list) => current && setSuggestions(list),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [load, intl]);
  return suggestions;
}

const SEARCH_DELAY_MS = 300;

type SearchProps = {
  filter: Extract<FilterDef, { kind: 'search' }>;
  value: string;
  onChange(value: string): void;
};

/** A search box that asks the server once the user pauses typing, not on every key. */
function SearchFilter({ filter, value, onChange }: SearchProps) {
  const intl = useIntl();
  const listId = useId();
  const [draft, setDraft] = useState(value);
  const suggestions = useSuggestions(filter.suggestions);
  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => onChange(draft), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onChange]);
  const placeholder = intl.formatMessage({ id: filter.placeholderKey });
  return (
    <>
      <InputGroup
        type="search"
        leftIcon="search"
        className="lc-filter-search"
        name={filter.name}
        aria-label={placeholder}
        placeholder={placeholder}
        value={draft}
        onValueChange={setDraft}
        onKeyDown={(event) => event.key === 'Enter' && onChange(draft)}
        list={suggestions.length > 0 ? listId : undefined}
      />
      {suggestions.length > 0 && (
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion.value} value={suggestion.value}>
              {suggestion.label}
            </option>
          ))}
        </datalist>
      )}
    </>
  );
}

type FilterBarProps = {
  filters: FilterDef[];
  values: FilterValues;
  onChange(name: string, value: FilterValues[string]): void;
};

/** The filters of a described resource, in one row above its table. */
export function FilterBar({ filters, values, onChange }: FilterBarProps) {
  const intl = useIntl();
  return (
    <div className="lc-filter-bar">
      {filters.map((filter) =>
        filter.kind === 'daterange' ? (
          <Suspense key={filter.startName} fallback={<span className="lc-filter-daterange-placeholder" />}>
            <DateRangeFilter
              start={values[filter.startName] as string | undefined}
              end={values[filter.endName] as string | undefined}
              label={intl.formatMessage({ id: filter.labelKey })}
              onChange={(start, end) => {
                onChange(filter.startName, start);
                onChange(filter.endName, end);
              }}
            />
          </Suspense>
        ) : filter.kind === 'search' ? (
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
