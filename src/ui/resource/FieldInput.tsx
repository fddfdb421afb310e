import {
  HTMLSelect,
  InputGroup,
  NumericInput,
  SegmentedControl,
  Switch,
  TagInput,
  TextArea,
} from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { FieldDef, FormValues } from './types';

type FieldInputProps = {
  field: FieldDef;
  value: unknown;
  invalid: boolean;
  onChange(value: unknown): void;
  /** Every value of the form; `custom` fields may depend on the others. */
  values?: FormValues;
};

/** One form control for a described field; the value's shape follows the call's input schema. */
export function FieldInput({ field, value, invalid, onChange, values = {} }: FieldInputProps) {
  const intl = useIntl();
  const id = `field-${field.name}`;
  const placeholder = field.placeholderKey ? intl.formatMessage({ id: field.placeholderKey }) : undefined;
  const intent = invalid ? 'danger' : 'none';
  const options = (field.options ?? []).map((option) => ({
    value: String(option.value),
    label: intl.formatMessage({ id: option.labelKey }),
  }));
  /** Select values come back as strings; give numeric enums their numbers back. */
  const fromOption = (text: string) => {
    const option = field.options?.find((candidate) => String(candidate.value) === text);
    return option ? option.value : text;
  };

  switch (field.kind) {
    case 'custom':
      return field.render?.({ id, value, values, invalid, onChange }) ?? null;
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
        <NumericInput
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
