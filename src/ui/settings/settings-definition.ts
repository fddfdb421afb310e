import type { IconName } from '@blueprintjs/icons';
import type { ComponentType, ReactNode } from 'react';
import type { CallPath } from '../../../contract/calls';
import type { MessageKey } from '../../i18n/catalogues';
import type { FormValues } from '../resource/types';
import type { SettingsRecord, SettingsRecordOptions } from './use-settings-record';

/** What every setting control reads: the record it edits and the form's current values. */
export type SettingContext = { record: SettingsRecord; values: FormValues };

type Labelled = {
  /** The record's field the control edits (and the server's field errors land on). */
  name: string;
  labelKey: MessageKey;
  /** Explains the field under it; an error replaces it while one stands. */
  helperKey?: MessageKey;
};

/** A line of text; a `secret` one is hidden until the reader asks to see it. */
export type TextSettingSpec = Labelled & {
  kind: 'text';
  required?: boolean;
  placeholder?: string;
  secret?: boolean;
  /** Takes the whole row: a value too long for a quarter of it (a wallet address). */
  wide?: boolean;
  /** A box after the control that follows the value (a preview of a logo address). */
  addon?(values: FormValues): ReactNode;
};

export type SwitchSettingSpec = Labelled & {
  kind: 'switch';
  onLabelKey: MessageKey;
  offLabelKey: MessageKey;
  /** What on and off store, e.g. enum 1 (show) and 2 (hide); true and false by default. */
  switchValues?: { on: unknown; off: unknown };
};

/** A whole number within bounds, with its unit beside it. */
export type NumberSettingSpec = Labelled & { kind: 'number'; min: number; max: number; unitKey?: MessageKey };

/** What a description cannot say (a colour picker, a preview, a warning): a component of the page's own. */
export type CustomSettingSpec = { kind: 'custom'; key: string; render: ComponentType<SettingContext> };

export type SettingSpec = TextSettingSpec | SwitchSettingSpec | NumberSettingSpec | CustomSettingSpec;

export type SettingsSectionSpec = {
  key: string;
  titleKey: MessageKey;
  icon: IconName;
  /** One line beside the title; it may follow the values (a summary of the lockout rule). */
  description?: ComponentType<{ values: FormValues }>;
  fields: readonly SettingSpec[];
};

/**
 * A settings page described rather than hand-placed: which record it reads and saves, and its
 * sections of fields. `SettingsPanel` draws it, as `ResourcePanel` draws a resource.
 */
export type SettingsDefinition<
  I extends CallPath = CallPath,
  U extends CallPath = CallPath,
> = SettingsRecordOptions<I, U> & {
  titleKey: MessageKey;
  icon: IconName;
  descriptionKey?: MessageKey;
  /** A question before saving when the change needs one (turning maintenance on); null saves at once. */
  confirmSave?(saved: FormValues, values: FormValues): ReactNode | null;
  sections: readonly SettingsSectionSpec[];
};

/** Types a settings definition where it is written, so its calls and keys are checked there. */
export function settingsDefinition<I extends CallPath, U extends CallPath>(
  definition: SettingsDefinition<I, U>,
): SettingsDefinition<I, U> {
  return definition;
}
