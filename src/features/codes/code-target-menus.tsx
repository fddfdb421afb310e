import { MenuDivider, MenuItem } from '@blueprintjs/core';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import type { CodeGroup } from './use-code-groups';
import type { EntryDomain } from './use-entry-domains';

/** A code's domain by name: its host, the console host for none, its id when not listed. */
export function domainName(intl: IntlShape, domains: readonly EntryDomain[], id: number | null | undefined) {
  return id == null
    ? intl.formatMessage({ id: 'codes.domain_console' })
    : (domains.find((domain) => domain.id === id)?.host ?? `#${id}`);
}

/** The groups codes can move to, "no group" first; for a row's menu and the bulk bar alike. */
export function GroupTargets({
  groups,
  onPick,
}: {
  groups: readonly CodeGroup[];
  onPick(groupId: number | null): void;
}) {
  const intl = useIntl();
  return (
    <>
      <MenuItem
        icon="folder-close"
        text={intl.formatMessage({ id: 'codes.no_group' })}
        onClick={() => onPick(null)}
      />
      {groups.length > 0 && <MenuDivider />}
      {groups.map((group) => (
        <MenuItem
          key={group.id}
          icon="folder-close"
          text={group.name}
          label={String(group.code_count)}
          onClick={() => onPick(group.id)}
        />
      ))}
    </>
  );
}

/** The domains codes can move to, the console host first. */
export function DomainTargets({
  domains,
  onPick,
}: {
  domains: readonly EntryDomain[];
  onPick(domainId: number | null): void;
}) {
  const intl = useIntl();
  return (
    <>
      {[null, ...domains.map((domain) => domain.id)].map((id) => (
        <MenuItem
          key={id ?? 'console'}
          icon="globe-network"
          text={domainName(intl, domains, id)}
          onClick={() => onPick(id)}
        />
      ))}
    </>
  );
}
