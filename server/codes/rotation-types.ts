import { RotationModel } from '../../contract/enums';
import type { Db } from '../db/store';
import { invalidParameter } from '../http/errors';
import { readSetting, writeSetting } from '../settings/store';

/** Labels and switches of the rotation models; all enabled on a fresh installation. */
export async function readRotationTypes(db: Db) {
  const stored = await readSetting<{ list: { value: number; label: string; enabled: boolean }[] }>(
    db,
    'rotation_types',
    {
      list: [],
    },
  );
  return Object.values(RotationModel).map((value) => {
    const saved = stored.list.find((entry) => entry.value === value);
    return { value, label: saved?.label ?? '', enabled: saved?.enabled ?? true };
  });
}

/** Operators may only choose the rotation models an administrator left enabled. */
export async function assertRotationModel(db: Db, model: number): Promise<void> {
  const types = await readRotationTypes(db);
  if (!types.some((entry) => entry.value === model && entry.enabled)) {
    throw invalidParameter(
      [{ path: 'rotation_model', messageKey: 'code.rotation_disabled' }],
      'code.rotation_disabled',
    );
  }
}

/** Changes one rotation model's label and switch; at least one model stays enabled. */
export async function updateRotationType(
  db: Db,
  entry: { value: number; label: string; enabled: boolean },
): Promise<void> {
  const list = (await readRotationTypes(db)).map((saved) => (saved.value === entry.value ? entry : saved));
  if (!list.some((saved) => saved.enabled)) throw invalidParameter([], 'rotation_type.one_enabled');
  await writeSetting(db, 'rotation_types', { list });
}
