import { FormGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormCell } from '../../ui/form-grid';
import type { CodeFormValues } from './code-form';

/** What a section of the code form works on: the values, their setter, and the errors by path. */
export type CodeFormBinding = {
  values: CodeFormValues;
  set<K extends keyof CodeFormValues>(name: K, value: CodeFormValues[K]): void;
  errors: Record<string, string>;
  /** Several editors can be open at once: their fields' ids differ by tab. */
  idPrefix: string;
};

/** One labelled field of the code form; the server's or the check's message replaces its help. */
export function CodeField({
  label,
  path,
  idPrefix,
  errors,
  help,
  children,
  wide,
  span,
}: Pick<CodeFormBinding, 'idPrefix' | 'errors'> & {
  label: ReactNode;
  /** The field's path as the server names it (`file_name`): its control's id and its errors'. */
  path: string;
  help?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  span?: number;
}) {
  const error = errors[path];
  return (
    <FormCell wide={wide} span={span}>
      <FormGroup
        label={label}
        labelFor={`${idPrefix}-${path}`}
        intent={error ? 'danger' : 'none'}
        helperText={error ?? help}
        className="lc-code-field"
      >
        {children}
      </FormGroup>
    </FormCell>
  );
}
