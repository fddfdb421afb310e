import { z } from 'zod';
import { MAINTENANCE_TASKS, type MaintenanceTask } from '../../../contract/areas/maintenance';
import { daySchema } from '../../../contract/areas/statistics';
import type { MessageKey } from '../../i18n/catalogues';
import type { FieldDef, FormValues } from '../../ui/resource/types';

/** A parameter's schema without its default or optionality, and the default it had. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; fallback: unknown } {
  if (schema instanceof z.ZodDefault)
    return { inner: unwrap(schema.unwrap() as z.ZodType).inner, fallback: schema.def.defaultValue };
  if (schema instanceof z.ZodOptional) return unwrap(schema.unwrap() as z.ZodType);
  return { inner: schema, fallback: undefined };
}

/** The control a parameter's type asks for: a day, a number or a switch; anything else is text. */
function kindOf(inner: z.ZodType): FieldDef['kind'] | 'day' {
  if (inner === daySchema) return 'day';
  if (inner instanceof z.ZodBoolean) return 'switch';
  if (inner instanceof z.ZodNumber) return 'number';
  return 'text';
}

export type TaskParam = { field: FieldDef; day: boolean; fallback: unknown };

/**
 * A task's form, read from its parameter schema in the contract: a new task gets its form without
 * console code. Names are dotted (`params.start_date`) so the form's values nest into the input.
 */
export function taskParams(task: MaintenanceTask): TaskParam[] {
  const shape = (MAINTENANCE_TASKS[task] as z.ZodObject).shape as Record<string, z.ZodType>;
  return Object.entries(shape).map(([name, schema]) => {
    const { inner, fallback } = unwrap(schema);
    const kind = kindOf(inner);
    return {
      field: {
        name: `params.${name}`,
        labelKey: `script.param.${name}` as MessageKey,
        kind: kind === 'day' ? 'text' : kind,
        helperKey: `script.param.${name}.help` as MessageKey,
        required: fallback === undefined && kind !== 'switch',
      },
      day: kind === 'day',
      fallback,
    };
  });
}

/** The values a task's form opens with: the schema's defaults, yesterday for days, or a run's own. */
export function initialValues(
  task: MaintenanceTask,
  yesterday: string,
  from?: Record<string, unknown>,
): FormValues {
  // `params` is there even for a task without parameters: the input always carries the object.
  const values: FormValues = { task, params: {} };
  for (const { field, day, fallback } of taskParams(task)) {
    const name = field.name.slice('params.'.length);
    values[field.name] = from?.[name] ?? (day ? yesterday : fallback);
  }
  return values;
}
