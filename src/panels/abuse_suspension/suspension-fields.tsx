import { Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { type EnumValue, SuspensionTarget } from '../../../contract/enums';
import { DateTimeField } from '../../features/accounts/fields';
import type { MessageKey } from '../../i18n/catalogues';
import type { FieldDef, Option } from '../../ui/resource/types';

/*
 * Fields and cells of a suspension, kept apart so the resource stays a short description.
 */

export const TARGET_LABELS: Record<EnumValue<typeof SuspensionTarget>, MessageKey> = {
  [SuspensionTarget.user]: 'enum.SuspensionTarget.user',
  [SuspensionTarget.code]: 'enum.SuspensionTarget.code',
  [SuspensionTarget.domain]: 'enum.SuspensionTarget.domain',
};

export const TARGET_OPTIONS: Option[] = Object.entries(TARGET_LABELS).map(([value, labelKey]) => ({
  value: Number(value),
  labelKey,
}));

/** The target-type filter's value as the call takes it; anything else (no choice) is no filter. */
export function targetTypeFilter(value: unknown): EnumValue<typeof SuspensionTarget> | undefined {
  const type = Number(value);
  return Object.values(SuspensionTarget).find((known) => known === type);
}

/** Why, and until when: what every suspension asks. */
const SUSPENSION_TERMS: FieldDef[] = [
  {
    name: 'reason',
    kind: 'textarea',
    labelKey: 'abuse_suspension.reason',
    helperKey: 'abuse_suspension.reason_help',
    required: true,
    wide: true,
  },
  {
    name: 'expires_at',
    kind: 'custom',
    labelKey: 'abuse_suspension.expires_at',
    helperKey: 'abuse_suspension.expires_help',
    render: (props) => <DateTimeField {...props} />,
  },
];

/** In force, or ended (lifted, or past its expiry). */
export function SuspensionState({ active }: { active: boolean }) {
  return (
    <Tag minimal intent={active ? 'danger' : 'none'}>
      <FormattedMessage id={active ? 'abuse_suspension.active' : 'abuse_suspension.ended'} />
    </Tag>
  );
}

/** The target by its name or its id, then the terms: the "suspend" form of this page. */
export const SUSPENSION_FORM: FieldDef[] = [
  {
    name: 'target_type',
    kind: 'segmented',
    labelKey: 'abuse_suspension.target_type',
    helperKey: 'abuse_suspension.add_intro',
    options: TARGET_OPTIONS,
  },
  {
    name: 'target_name',
    kind: 'text',
    labelKey: 'abuse_suspension.target_name',
    helperKey: 'abuse_suspension.target_name_help',
  },
  {
    name: 'target_id',
    kind: 'number',
    labelKey: 'abuse_suspension.target_id',
    helperKey: 'abuse_suspension.target_id_help',
  },
  ...SUSPENSION_TERMS,
];
