import { MenuItem } from '@blueprintjs/core';
import { MultiSelect } from '@blueprintjs/select';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { searchCodes } from '../../ui/codes/search-codes';

/** A code as the wall names it. */
export type PickedCode = { id: number; name: string; file_name: string };

const SEARCH_DELAY_MS = 250;
const SEARCH_LIMIT = 20;

/** Codes matching what was typed, asked once the typing pauses; busy while asking. */
function useCodeSearch(query: string): { items: PickedCode[]; busy: boolean } {
  const [result, setResult] = useState<{ items: PickedCode[]; busy: boolean }>({ items: [], busy: true });
  useEffect(() => {
    let current = true;
    setResult((previous) => ({ ...previous, busy: true }));
    const timer = setTimeout(() => {
      searchCodes(query.trim(), SEARCH_LIMIT).then(
        (items) => current && setResult({ items, busy: false }),
        () => current && setResult({ items: [], busy: false }),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);
  return result;
}

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
  const { items, busy } = useCodeSearch(query);
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
