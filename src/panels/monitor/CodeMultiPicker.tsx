import { MenuItem } from '@blueprintjs/core';
import { MultiSelect } from '@blueprintjs/select';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { type CodeRef, searchCodeRefs } from '../../features/codes/search-codes';
import { useRemoteSearch } from '../../features/codes/use-remote-search';

/** A code as the wall names it. */
export type PickedCode = CodeRef;

const SEARCH_LIMIT = 20;

/** The wall offers more matches than a one-code picker: it is often filled from one search. */
const searchWallCodes = (keyword: string) => searchCodeRefs(keyword, SEARCH_LIMIT);

export type CodeMultiPickerProps = {
  selected: readonly PickedCode[];
  /** Whether another code may be added (the wall has a limit). */
  full: boolean;
  onAdd(code: PickedCode): void;
  onRemove(id: number): void;
  onClear(): void;
};

/**
 * Picks the wall's codes: type part of a name or suffix, choose from the server's matches; the
 * picked codes show as tags, removable one by one or all at once.
 */
export function CodeMultiPicker({ selected, full, onAdd, onRemove, onClear }: CodeMultiPickerProps) {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const { items, busy } = useRemoteSearch(query, searchWallCodes);
  const chosen = new Set(selected.map((code) => code.id));
  return (
    <MultiSelect<PickedCode>
      className="lc-monitor-picker"
      items={items}
      query={query}
      onQueryChange={setQuery}
      selectedItems={[...selected]}
      itemsEqual={(a, b) => a.id === b.id}
      itemDisabled={(item) => full && !chosen.has(item.id)}
      tagRenderer={(code) => code.name || code.file_name}
      onItemSelect={(code) => (chosen.has(code.id) ? onRemove(code.id) : onAdd(code))}
      onRemove={(code) => onRemove(code.id)}
      onClear={selected.length > 0 ? onClear : undefined}
      resetOnSelect
      placeholder={intl.formatMessage({ id: 'monitor.picker_placeholder' })}
      popoverProps={{ minimal: true, placement: 'bottom-start' }}
      tagInputProps={{
        leftIcon: 'search',
        tagProps: { minimal: true },
        inputProps: { 'aria-label': intl.formatMessage({ id: 'monitor.picker_placeholder' }) },
      }}
      noResults={
        <MenuItem
          disabled
          text={intl.formatMessage({ id: busy ? 'codes.searching' : 'codes.no_match' })}
          roleStructure="listoption"
        />
      }
      itemRenderer={(code, { handleClick, handleFocus, modifiers, ref }) =>
        modifiers.matchesPredicate ? (
          <MenuItem
            key={code.id}
            ref={ref}
            active={modifiers.active}
            disabled={modifiers.disabled}
            icon={chosen.has(code.id) ? 'tick' : 'blank'}
            text={code.name}
            label={code.file_name}
            onClick={handleClick}
            onFocus={handleFocus}
            roleStructure="listoption"
          />
        ) : null
      }
    />
  );
}
