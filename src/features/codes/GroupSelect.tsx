import { useIntl } from 'react-intl';
import { HTMLSelect } from '../../ui/HTMLSelect';
import type { CodeGroup } from './use-code-groups';

export type GroupSelectProps = {
  /** The caller's groups (`useCodeGroups`): the panel keeps them, and reloads them after a change. */
  groups: readonly CodeGroup[];
  groupId: number | null;
  onChange(groupId: number | null): void;
  /** What a screen reader calls the field. */
  label: string;
};

/** One group of the caller's codes, or all; hidden for users without groups. */
export function GroupSelect({ groups, groupId, onChange, label }: GroupSelectProps) {
  const intl = useIntl();
  if (groups.length === 0) return null;
  return (
    <HTMLSelect
      aria-label={label}
      value={groupId ?? ''}
      onChange={(event) => {
        const value = event.currentTarget.value;
        onChange(value ? Number(value) : null);
      }}
    >
      <option value="">{intl.formatMessage({ id: 'codes.any_group' })}</option>
      {groups.map((group) => (
        <option key={group.id} value={group.id}>
          {group.name}
        </option>
      ))}
    </HTMLSelect>
  );
}
