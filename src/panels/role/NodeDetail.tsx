import { AnchorButton, Button, HTMLTable, Icon, NonIdealState, Tag, Tooltip } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MenuNode } from '../../../contract/areas/menu';
import { MenuNodeType, ShowHeadshot } from '../../../contract/enums';
import type { MessageKey } from '../../i18n/catalogues';
import { isIconName } from './NodeTree';
import { nodeLabel } from './node-label';

export type NodeDetailProps = {
  /** The picked node, or null before one is picked. */
  node: MenuNode | null;
  parent: MenuNode | undefined;
  /** Each tool is absent without its call. */
  onEdit?(node: MenuNode): void;
  onAddChild?(node: MenuNode): void;
  onDelete?(node: MenuNode): void;
};

function Property({ labelKey, children }: { labelKey: MessageKey; children: ReactNode }) {
  return (
    <tr>
      <th>
        <FormattedMessage id={labelKey} />
      </th>
      <td>{children}</td>
    </tr>
  );
}

const yesNo = (flag: boolean) => <FormattedMessage id={flag ? 'role.yes' : 'role.no'} />;

/**
 * One node's properties in the node editor, with its tools: edit, add a button under a page, and
 * delete (refused, saying why, while the node has children).
 */
export function NodeDetail({ node, parent, onEdit, onAddChild, onDelete }: NodeDetailProps) {
  const intl = useIntl();
  if (!node) {
    return (
      <section className="lc-node-detail" aria-live="polite">
        <NonIdealState
          icon="diagram-tree"
          title={<FormattedMessage id="role.node_pick_title" />}
          description={<FormattedMessage id="role.node_pick_description" />}
        />
      </section>
    );
  }
  return (
    <section className="lc-node-detail" aria-live="polite">
      <div className="lc-node-detail-head">
        <h3>{nodeLabel(intl, node)}</h3>
        <Tag minimal intent={node.type === MenuNodeType.page ? 'primary' : 'none'}>
          <FormattedMessage
            id={node.type === MenuNodeType.page ? 'role.node_type_page' : 'role.node_type_button'}
          />
        </Tag>
      </div>
      <HTMLTable compact className="lc-node-properties">
        <tbody>
          <Property labelKey="role.node_name">{node.name}</Property>
          <Property labelKey="role.node_path">{node.path ? <code>{node.path}</code> : '—'}</Property>
          <Property labelKey="role.node_language_variable">{node.language_variables || '—'}</Property>
          <Property labelKey="role.node_parent">
            {parent ? nodeLabel(intl, parent) : <FormattedMessage id="role.node_top_level" />}
          </Property>
          <Property labelKey="role.node_icon">
            {node.icon ? (
              <span className="lc-node-icon">
                {isIconName(node.icon) && <Icon icon={node.icon} />}
                {node.icon}
              </span>
            ) : (
              '—'
            )}
          </Property>
          <Property labelKey="role.node_sort">{node.sort}</Property>
          <Property labelKey="role.node_platform">
            <FormattedMessage id="role.node_platform_pc" />
          </Property>
          <Property labelKey="role.node_show_top">{yesNo(node.show_headshot === ShowHeadshot.top)}</Property>
          <Property labelKey="role.node_allow_select">{yesNo(node.allow_select)}</Property>
          <Property labelKey="role.node_children">{node.children.length}</Property>
          <Property labelKey="role.node_id">{node.id}</Property>
        </tbody>
      </HTMLTable>
      <div className="lc-form-actions">
        {onEdit && (
          <Button icon="edit" data-action="role/node_update" onClick={() => onEdit(node)}>
            <FormattedMessage id="action.edit" />
          </Button>
        )}
        {onAddChild && node.type === MenuNodeType.page && (
          <Button icon="add" onClick={() => onAddChild(node)}>
            <FormattedMessage id="role.node_add_child" />
          </Button>
        )}
        {onDelete &&
          (node.children.length > 0 ? (
            <Tooltip content={intl.formatMessage({ id: 'role.node_has_children' })}>
              <AnchorButton icon="trash" intent="danger" variant="outlined" disabled>
                <FormattedMessage id="action.delete" />
              </AnchorButton>
            </Tooltip>
          ) : (
            <Button
              icon="trash"
              intent="danger"
              variant="outlined"
              data-action="role/node_remove"
              onClick={() => onDelete(node)}
            >
              <FormattedMessage id="action.delete" />
            </Button>
          ))}
      </div>
    </section>
  );
}
