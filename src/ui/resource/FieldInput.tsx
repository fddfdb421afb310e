import { InputGroup, SegmentedControl, Switch, TagInput, TextArea } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { HTMLSelect } from '../HTMLSelect';
import { LocalizedTextInput } from '../LocalizedTextInput';
import { NumberInput } from '../NumberInput';
import { ListInput } from './ListInput';
import type { FieldDef, FormValues, LoadedOption } from './types';

type FieldInputProps = {
  /** The control's element id; `field-<name>` by default (items of a list have their own). */
  id?: string;
  field: FieldDef;
  value: unknown;
  invalid: boolean;
  onChange(value: unknown): void;
  /** Every value of the form; `custom` fields may depend on the others. */
  values?: FormValues;
};

/** One form control for a described field; the value's shape follows the call's input schema. */
export function FieldInput({ field, value, invalid, onChange, values = {}, ...props }: FieldInputProps) {
  const intl = useIntl();
  const id = props.id ?? `field-${field.name}`;
  const loaded = useLoadedOptions(field.loadOptions, intl);
  const placeholder = field.placeholderKey ? intl.formatMessage({ id: field.placeholderKey }) : undefined;
  const intent = invalid ? 'danger' : 'none';
  const choices: LoadedOption[] = [
    ...(field.options ?? []).map((option) => ({
      value: option.value,
      label: intl.formatMessage({ id: option.labelKey }),
    })),
    ...loaded,
  ];
  const options = choices.map((option) => ({ value: String(option.value), label: option.label }));
  /** Select values come back as strings; give numeric enums their numbers back. */
  const fromOption = (text: string) => {
    const option = choices.find((candidate) => String(candidate.value) === text);
    return option ? option.value : text;
  };

  switch (field.kind) {
    case 'custom':
      return field.render?.({ id, value, values, invalid, onChange }) ?? null;
    case 'localized':
      return (
        <LocalizedTextInput
          id={id}
          name={field.name}
          value={value}
          invalid={invalid}
          onChange={onChange}
          required={field.required === true}
          placeholder={placeholder}
        />
      );
    case 'list':
      return (
        <ListInput
          id={id}
          field={field}
          value={value}
          invalid={invalid}
          onChange={onChange}
          renderField={(inner) => (
            <FieldInput
              id={inner.id}
              field={inner.field}
              value={inner.value}
              values={inner.values}
              invalid={false}
              onChange={inner.onChange}
            />
          )}
        />
      );
    case 'password':
      return (
        <InputGroup
          id={id}
          name={field.name}
          type="password"
          autoComplete="new-password"
          fill
          intent={intent}
          placeholder={placeholder}
          value={String(value ?? '')}
          onValueChange={onChange}
        />
      );
    case 'textarea':
      return (
        <TextArea
          id={id}
          name={field.name}
          fill
          autoResize
          rows={4}
          intent={intent}
          placeholder={placeholder}
          value={String(value ?? '')}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <NumberInput
          id={id}
          name={field.name}
          fill
          intent={intent}
          placeholder={placeholder}
          value={typeof value === 'number' ? value : ''}
          onValueChange={(number) => onChange(Number.isNaN(number) ? undefined : number)}
        />
      );
    case 'select':
      return (
        <HTMLSelect
          id={id}
          name={field.name}
          fill
          value={String(value ?? '')}
          options={options}
          onChange={(event) => onChange(fromOption(event.currentTarget.value))}
        />
      );
    case 'segmented':
      return (
        <SegmentedControl
          fill
          size="small"
          options={options}
          value={String(value ?? '')}
          onValueChange={(text) => onChange(fromOption(text))}
        />
      );
    case 'switch': {
      const values = field.switchValues ?? { on: true, off: false };
      return (
        <Switch
          id={id}
          name={field.name}
          large
          checked={value === values.on}
          onChange={(event) => onChange(event.currentTarget.checked ? values.on : values.off)}
        />
      );
    }
    case 'tags':
      return (
        <TagInput
          inputProps={{ id, name: field.name }}
          fill
          intent={intent}
          placeholder={placeholder}
          addOnBlur
          addOnPaste
          separator={/[,，\s]+/}
          values={Array.isArray(value) ? (value as string[]) : []}
          onChange={(values) =>
            onChange([...new Set(values.map((entry) => String(entry).trim()).filter(Boolean))])
          }
        />
      );
    default:
      return (
        <InputGroup
          id={id}
          name={field.name}
          fill
          intent={intent}
          placeholder={placeholder}
          value={String(value ?? '')}
          onValueChange={onChange}
        />
      );
  }
}

/** The choices a select reads from the server when it opens; none while they load or when that fails. */
function useLoadedOptions(load: FieldDef['loadOptions'], intl: IntlShape): LoadedOption[] {
  const [options, setOptions] = useState<LoadedOption[]>([]);
  useEffect(() => {
    if (!load) return;
    let current = true;
    load(intl).then(
      (list) => current && setOptions(list),
      () => current && setOptions([]),
    );
    return () => {
      current = false;
    };
  }, [load, intl]);
  return options;
}
