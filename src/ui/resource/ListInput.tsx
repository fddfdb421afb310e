import { Button } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { FieldDef, FormValues } from './types';

export type ListInputProps = {
  id: string;
  field: FieldDef;
  value: unknown;
  invalid: boolean;
  onChange(value: FormValues[]): void;
  /** Draws one item field; the field input itself, handed in so the two files do not import each other. */
  renderField(props: {
    id: string;
    field: FieldDef;
    value: unknown;
    values: FormValues;
    onChange(value: unknown): void;
  }): ReactNode;
};

const asItems = (value: unknown): FormValues[] => (Array.isArray(value) ? (value as FormValues[]) : []);

/**
 * A list of records inside a form (a product's SKUs), each a row of the `item` fields with a
 * remove button, and an add button below. A `list` item field nests (a SKU's attributes).
 */
export function ListInput({ id, field, value, invalid, onChange, renderField }: ListInputProps) {
  const intl = useIntl();
  const items = asItems(value);
  const item = field.item;
  if (!item) return null;
  const change = (index: number, name: string, next: unknown) =>
    onChange(items.map((current, at) => (at === index ? { ...current, [name]: next } : current)));
  return (
    <div className={`lc-list-input${invalid ? ' lc-list-input-invalid' : ''}`} id={id}>
      {items.map((values, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity of their own until saved
        <div className="lc-list-input-item" key={index}>
          {item.fields.map((inner) => {
            const innerId = `${id}-${index}-${inner.name}`;
            return (
              <div
                key={inner.name}
                className={`lc-list-input-cell${inner.kind === 'list' ? ' lc-list-input-wide' : ''}`}
              >
                <label className="lc-list-input-label" htmlFor={innerId}>
                  {intl.formatMessage({ id: inner.labelKey })}
                  {inner.required ? ' *' : ''}
                </label>
                {renderField({
                  id: innerId,
                  field: inner,
                  value: values[inner.name],
                  values,
                  onChange: (next) => change(index, inner.name, next),
                })}
              </div>
            );
          })}
          <Button
            className="lc-list-input-remove"
            variant="minimal"
            size="small"
            icon="cross"
            aria-label={intl.formatMessage({ id: 'action.delete' })}
            onClick={() => onChange(items.filter((_, at) => at !== index))}
          />
        </div>
      ))}
      <Button
        icon="add"
        size="small"
        variant="outlined"
        disabled={item.max !== undefined && items.length >= item.max}
        onClick={() => onChange([...items, { ...item.blank }])}
      >
        {intl.formatMessage({ id: item.addKey })}
      </Button>
    </div>
  );
}
