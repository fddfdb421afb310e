import '@blueprintjs/select/lib/css/blueprint-select.css';
import { Button, MenuItem } from '@blueprintjs/core';
import { Select } from '@blueprintjs/select';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { matchesZone, supportedTimeZones, timeZoneOptions, type ZoneOption } from './time-zones';

type TimeZoneSelectProps = {
  id: string;
  value: string;
  invalid: boolean;
  onChange(zone: string): void;
};

/** A searchable list of every IANA time zone, by name or offset. */
export function TimeZoneSelect({ id, value, invalid, onChange }: TimeZoneSelectProps) {
  const intl = useIntl();
  const options = useMemo(() => timeZoneOptions(supportedTimeZones(), new Date()), []);
  const selected = options.find((option) => option.zone === value);
  return (
    <Select<ZoneOption>
      items={options}
      activeItem={selected ?? null}
      itemPredicate={(query, option) => matchesZone(option, query)}
      itemsEqual="zone"
      itemRenderer={(option, { handleClick, handleFocus, modifiers, ref }) =>
        modifiers.matchesPredicate ? (
          <MenuItem
            key={option.zone}
            ref={ref}
            active={modifiers.active}
            disabled={modifiers.disabled}
            selected={option.zone === value}
            roleStructure="listoption"
            text={option.zone}
            label={option.offset}
            onClick={handleClick}
            onFocus={handleFocus}
          />
        ) : null
      }
      noResults={
        <MenuItem disabled roleStructure="listoption" text={intl.formatMessage({ id: 'time_zone.none' })} />
      }
      onItemSelect={(option) => onChange(option.zone)}
      inputProps={{
        placeholder: intl.formatMessage({ id: 'time_zone.search' }),
        'aria-label': intl.formatMessage({ id: 'time_zone.search' }),
      }}
      popoverProps={{ placement: 'bottom-start', minimal: true }}
      menuProps={{ className: 'lc-zone-menu', 'aria-label': intl.formatMessage({ id: 'time_zone.list' }) }}
      resetOnClose
      resetOnSelect
      fill
    >
      <Button
        id={id}
        fill
        alignText="start"
        endIcon="caret-down"
        icon="globe"
        intent={invalid ? 'danger' : 'none'}
        variant="outlined"
        text={
          <span className="lc-zone-value">
            <span>{value || '—'}</span>
            {selected && <span className="lc-zone-offset">{selected.offset}</span>}
          </span>
        }
      />
    </Select>
  );
}
