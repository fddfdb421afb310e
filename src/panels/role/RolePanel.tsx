import { Tab, Tabs } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useCan } from '../../core/permissions/use-can';
import { useActor } from '../../features/accounts/use-actor';
import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { NodeEditor } from './NodeEditor';
import { roleResource } from './role-resource';
import { useNodeTree } from './use-node-tree';
import './role.css';

type TabId = 'roles' | 'nodes';

/**
 * Roles and permissions (SPEC §3): the roles with their permission trees, and — for super
 * administrators, who alone may change the tree itself — the menu node editor.
 */
export default function RolePanel() {
  const intl = useIntl();
  const canEditNodes = useCan('role/node_add');
  const canReadTree = useCan('role/node_tree');
  const [tab, setTab] = useState<TabId>('roles');
  const nodeTree = useNodeTree(canReadTree);
  const { roleId, isSuper } = useActor();
  const forbidden = intl.formatMessage({ id: 'role.tree_forbidden' });
  const treeState = useMemo(
    () => (canReadTree ? nodeTree.state : { status: 'error' as const, message: forbidden }),
    [canReadTree, nodeTree.state, forbidden],
  );
  const definition = useMemo(
    () => roleResource(treeState, nodeTree.reload, { roleId, isSuper }),
    [treeState, nodeTree.reload, roleId, isSuper],
  );
  const roles = <ResourcePanel definition={definition} />;

  if (!canEditNodes) return <div className="lc-role-panel">{roles}</div>;
  return (
    <div className="lc-role-panel">
      <Tabs
        id="role-panel-tabs"
        className="lc-role-tabs"
        selectedTabId={tab}
        onChange={(next) => setTab(next as TabId)}
        renderActiveTabPanelOnly
      >
        <Tab id="roles" title={intl.formatMessage({ id: 'role.tab_roles' })} icon="shield" panel={roles} />
        <Tab
          id="nodes"
          title={intl.formatMessage({ id: 'role.tab_nodes' })}
          icon="diagram-tree"
          panel={<NodeEditor nodeTree={treeState} onChanged={nodeTree.reload} onRetry={nodeTree.reload} />}
        />
      </Tabs>
    </div>
  );
}
