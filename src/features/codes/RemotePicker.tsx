import { Button, MenuItem } from '@blueprintjs/core';
import { Suggest } from '@blueprintjs/select';
import { type ReactElement, useState } from 'react';
import { useIntl } from 'react-intl';
import { useRemoteSearch } from './use-remote-search';

export type RemotePickerProps<T extends { id: number }> = {
  /** Asks the server for matches of what was typed. */
  search(query: string): Promise<T[]>;
  label(item: T): string;
  /** Secondary text at the right of a match (a suffix, a role). */
  hint?(item: T): string;
  /** A picture at the left of a match (a thumbnail). */
  icon?(item: T): ReactElement;
  selected: T | null;
  onSelect(item: T | null): void;
  placeholder: string;
  className?: string;
};

/**
 * A search box that picks one record the server finds as the reader types (an owner, a code),
 * with a clear button once something is picked. Keyboard: type, arrows, Enter; Escape closes.
 */
export function RemotePicker<T extends { id: number }>(props: RemotePickerProps<T>) {
  const intl = useIntl();
  const { search } = props;
  const [query, setQuery] = useState('');
  const { items, busy } = useRemoteSearch(query, search);

  return (
    <Suggest<T>
      className={props.className}
      items={items}
      query={query}
      onQueryChange={setQuery}
      selectedItem={props.selected}
      onItemSelect={(item) => props.onSelect(item)}
      itemsEqual={(a, b) => a.id === b.id}
      inputValueRenderer={props.label}
      resetOnClose
      popoverProps={{ minimal: true, placement: 'bottom-start', matchTargetWidth: true }}
      inputProps={{
        placeholder: props.placeholder,
        'aria-label': props.placeholder,
        leftIcon: 'search',
        rightElement: props.selected ? (
          <Button
            variant="minimal"
            icon="cross"
            aria-label={intl.formatMessage({ id: 'codes.clear' })}
            onClick={() => props.onSelect(null)}
          />
        ) : undefined,
      }}
      noResults={
        <MenuItem
          disabled
          text={intl.formatMessage({ id: busy ? 'codes.searching' : 'codes.no_match' })}
          roleStructure="listoption"
        />
      }
      itemRenderer={(item, { handleClick, handleFocus, modifiers, ref }) =>
        modifiers.matchesPredicate ? (
          <MenuItem
            key={item.id}
            ref={ref}
            active={modifiers.active}
            disabled={modifiers.disabled}
            text={props.label(item)}
            label={props.hint?.(item)}
            icon={props.icon?.(item)}
            onClick={handleClick}
            onFocus={handleFocus}
            roleStructure="listoption"
          />
        ) : null
      }
    />
  );
}
