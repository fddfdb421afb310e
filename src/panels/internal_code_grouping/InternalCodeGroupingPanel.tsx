import './internal-code-grouping.css';
import { Button, Menu, MenuDivider, MenuItem, NonIdealState, Spinner, Tooltip } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { openPanel } from '../../core/panels/open-panel';
import { CodeList } from '../../features/codes/CodeList';
import { useCodeGroups } from '../../features/codes/use-code-groups';

/**
 * Grouping codes: the groups on the left (every code first), the picked group's codes on the
 * right, where selected codes move to another group in one step (`group/move`).
 */
export default function InternalCodeGroupingPanel() {
  const intl = useIntl();
  const { groups, loaded, reload } = useCodeGroups();
  const [groupId, setGroupId] = useState<number | null>(null);
  const picked = groups.find((group) => group.id === groupId) ?? null;

  return (
    <div className="lc-grouping">
      <aside className="lc-grouping-groups" aria-label={intl.formatMessage({ id: 'codes.groups' })}>
        <div className="lc-grouping-groups-head">
          <FormattedMessage id="codes.groups" />
          <span className="lc-header-spacer" />
          <Tooltip content={intl.formatMessage({ id: 'codes.manage_groups' })} placement="bottom">
            <Button
              size="small"
              variant="minimal"
              icon="cog"
              aria-label={intl.formatMessage({ id: 'codes.manage_groups' })}
              onClick={() => openPanel('group')}
            />
          </Tooltip>
          <Tooltip content={intl.formatMessage({ id: 'action.refresh' })} placement="bottom">
            <Button
              size="small"
              variant="minimal"
              icon="refresh"
              aria-label={intl.formatMessage({ id: 'action.refresh' })}
              onClick={reload}
            />
          </Tooltip>
        </div>
        {!loaded ? (
          <Spinner size={20} className="lc-grouping-loading" />
        ) : (
          <Menu className="lc-grouping-menu">
            <MenuItem
              icon="list"
              active={groupId === null}
              text={intl.formatMessage({ id: 'codes.all_codes' })}
              onClick={() => setGroupId(null)}
            />
            {groups.length > 0 && <MenuDivider />}
            {groups.map((group) => (
              <MenuItem
                key={group.id}
                icon={group.id === groupId ? 'folder-open' : 'folder-close'}
                active={group.id === groupId}
                text={group.name}
                label={String(group.code_count)}
                data-group={group.id}
                onClick={() => setGroupId(group.id)}
              />
            ))}
            {groups.length === 0 && (
              <NonIdealState
                className="lc-grouping-empty"
                icon="folder-new"
                description={<FormattedMessage id="codes.no_groups" />}
                action={
                  <Button size="small" icon="plus" onClick={() => openPanel('group')}>
                    <FormattedMessage id="group.add" />
                  </Button>
                }
              />
            )}
          </Menu>
        )}
      </aside>
      <section className="lc-grouping-codes">
        <CodeList
          key={groupId ?? 'all'}
          variant="grouping"
          groupId={groupId}
          onChanged={reload}
          toolbarStart={
            <strong className="lc-grouping-title">
              {picked ? picked.name : <FormattedMessage id="codes.all_codes" />}
            </strong>
          }
        />
      </section>
    </div>
  );
}
