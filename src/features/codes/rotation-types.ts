import { useEffect, useState } from 'react';
import type { IntlShape } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import { api } from '../../core/api/api';
import { enumLabelKey } from './code-enums';

export type RotationType = CallOutput<'rotation_type/inquire'>['list'][number];

let shared: Promise<RotationType[]> | null = null;

/** The rotation models with their labels and switches, asked once and shared by every panel. */
export function loadRotationTypes(): Promise<RotationType[]> {
  shared ??= api.call('rotation_type/inquire', {}).then(
    (data) => data.list,
    (error: unknown) => {
      shared = null;
      throw error;
    },
  );
  return shared;
}

/** After an administrator changes a model, the next reader asks again. */
export function forgetRotationTypes(): void {
  shared = null;
}

/** The rotation models, or null while they load (or when they could not be loaded). */
export function useRotationTypes(): RotationType[] | null {
  const [types, setTypes] = useState<RotationType[] | null>(null);
  useEffect(() => {
    let current = true;
    loadRotationTypes().then(
      (list) => current && setTypes(list),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return types;
}

/** A model's name: the administrator's custom label when set, else the catalogue's. */
export function rotationLabel(intl: IntlShape, types: readonly RotationType[] | null, value: number): string {
  const custom = types?.find((type) => type.value === value)?.label.trim();
  return custom || intl.formatMessage({ id: enumLabelKey('RotationModel', value) });
}
