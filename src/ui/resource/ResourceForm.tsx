import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup } from '@blueprintjs/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { z } from 'zod';
import { errorMessage, fieldErrors } from '../../core/api/api';
import { isMessageKey } from '../../core/i18n/intl';
import { showToast } from '../../core/toaster';
import { useDialogStyle } from '../dialog';
import { FormCell, FormGrid } from '../form-grid';
import { FieldInput } from './FieldInput';
import type { FieldDef, FormValues } from './types';

export type ResourceFormProps = {
  isOpen: boolean;
  title: string;
  submitText: string;
  fields: FieldDef[];
  initial: FormValues;
  /** The contract input schema of the call: the same checks the server runs, run first here. */
  schema: z.ZodType;
  /** Performs the call with the checked values. */
  submit(values: unknown): Promise<unknown>;
  onClose(): void;
  onSaved(): void;
  /** Shown above the fields: what the action does to the record (its sessions end, …). */
  intro?: ReactNode;
  /** The success toast; "saved" unless the call's answer says more (the new balance). */
  savedMessage?(result: unknown): string;
};

/** Schema messages are catalogue keys; zod's own messages fall back to a generic sentence. */
function issueMessage(intl: IntlShape, message: string, missing: boolean): string {
  if (isMessageKey(message)) return intl.formatMessage({ id: message });
  return intl.formatMessage({ id: missing ? 'form.required' : 'form.invalid' });
}

/**
 * The input a form's values stand for: a dotted name (`mapping.method`) fills a nested object, so
 * a form stays a flat list of fields over an input that is not flat. Other names pass unchanged.
 */
export function nestDotted(values: FormValues): FormValues {
  const input: FormValues = {};
  for (const [name, value] of Object.entries(values)) {
    const parts = name.split('.');
    const last = parts.pop() as string;
    let target = input;
    for (const part of parts) {
      const inner = target[part];
      target[part] = inner !== null && typeof inner === 'object' ? inner : {};
      target = target[part] as FormValues;
    }
    target[last] = value;
  }
  return input;
}

/** The field a schema issue belongs to: the longest start of its path that names a field. */
export function fieldOfIssue(path: readonly PropertyKey[], names: ReadonlySet<string>): string {
  for (let length = path.length; length > 1; length--) {
    const dotted = path.slice(0, length).map(String).join('.');
    if (names.has(dotted)) return dotted;
  }
  return String(path[0] ?? '');
}

/**
 * The values an input schema fills in for fields left out: where a new record's form starts, so a
 * description does not repeat the contract's defaults. Fields without a default are left out.
 */
export function schemaDefaults(schema: z.ZodType): FormValues {
  if (!(schema instanceof z.ZodObject)) return {};
  const values: FormValues = {};
  for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const result = field.safeParse(undefined);
    if (result.success && result.data !== undefined) values[name] = result.data;
  }
  return values;
}

/** Checks the visible fields against the schema; answers the parsed input or errors by field. */
export function checkForm(
  schema: z.ZodType,
  fields: FieldDef[],
  values: FormValues,
  intl: IntlShape,
): { ok: true; input: unknown } | { ok: false; errors: Record<string, string> } {
  const hidden = new Set(
    fields.filter((field) => field.visible && !field.visible(values)).map((field) => field.name),
  );
  const visibleValues = Object.fromEntries(Object.entries(values).filter(([name]) => !hidden.has(name)));
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const problem = hidden.has(field.name) ? null : field.check?.(values[field.name], values);
    if (problem) errors[field.name] = intl.formatMessage({ id: problem });
  }
  const result = schema.safeParse(nestDotted(visibleValues));
  if (result.success && Object.keys(errors).length === 0) return { ok: true, input: result.data };
  const names = new Set(fields.map((field) => field.name));
  for (const issue of result.error?.issues ?? []) {
    const name = fieldOfIssue(issue.path, names);
    const value = visibleValues[name];
    // An empty list of tags is as missing as an empty text.
    const missing = value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
    errors[name] ??= issueMessage(intl, issue.message, missing);
  }
  return { ok: false, errors };
}

/** The add/edit dialog of a described resource. */
export function ResourceForm(props: ResourceFormProps) {
  const intl = useIntl();
  const style = useDialogStyle();
  const [values, setValues] = useState<FormValues>(props.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const checked = checkForm(props.schema, props.fields, values, intl);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const result = await props.submit(checked.input);
      showToast('success', props.savedMessage?.(result) ?? intl.formatMessage({ id: 'form.saved' }));
      props.onSaved();
    } catch (error) {
      setFailure(errorMessage(error));
      setErrors(fieldErrors(error));
    } finally {
      setBusy(false);
    }
  };

  const visibleFields = props.fields.filter((field) => !field.visible || field.visible(values));
  return (
    <Dialog
      isOpen={props.isOpen}
      onClose={props.onClose}
      title={props.title}
      style={style}
      canOutsideClickClose={false}
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {failure && (
            <Callout intent="danger" icon="error" className="lc-form-failure" role="alert">
              {failure}
            </Callout>
          )}
          {props.intro}
          <FormGrid>
            {visibleFields.map((field) => (
              <FormCell key={field.name} wide={field.wide}>
                <FormGroup
                  label={intl.formatMessage({ id: field.labelKey })}
                  labelFor={`field-${field.name}`}
                  labelInfo={field.required ? '*' : undefined}
                  intent={errors[field.name] ? 'danger' : 'none'}
                  helperText={
                    errors[field.name] ||
                    (field.helperKey ? intl.formatMessage({ id: field.helperKey }) : undefined)
                  }
                >
                  <FieldInput
                    field={field}
                    values={values}
                    value={values[field.name]}
                    invalid={Boolean(errors[field.name])}
                    onChange={(value) => {
                      setValues((current) => ({ ...current, [field.name]: value }));
                      setErrors((current) => ({ ...current, [field.name]: '' }));
                    }}
                  />
                </FormGroup>
              </FormCell>
            ))}
          </FormGrid>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={props.onClose} text={<FormattedMessage id="action.cancel" />} />
              <Button type="submit" intent="primary" loading={busy} text={props.submitText} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
