import { Icon, InputGroup } from '@blueprintjs/core';
import type { IntlShape } from 'react-intl';
import type { MenuNode } from '../../../contract/areas/menu';
import { MenuNodeType, MenuPlatform, ShowHeadshot } from '../../../contract/enums';
import { HTMLSelect } from '../../ui/HTMLSelect';
import type { FieldDef, FormValues } from '../../ui/resource/types';
import { isIconName } from './NodeTree';
import { parentChoices } from './role-tree';

/** The node form: where it hangs, what it is, how the menu shows it. */
export function nodeFields(intl: IntlShape, tree: readonly MenuNode[], selfId: number | null): FieldDef[] {
  const parents = parentChoices(tree, selfId);
  return [
    {
      name: 'parent_id',
      kind: 'custom',
      labelKey: 'role.node_parent',
      render: ({ id, value, onChange }) => (
        <HTMLSelect
          id={id}
          fill
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(event) =>
            onChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))
          }
        >
          <option value="">{intl.formatMessage({ id: 'role.node_top_level' })}</option>
          {parents.map(({ node, depth }) => (
            <option key={node.id} value={node.id}>
              {`${'\u3000'.repeat(depth)}${node.name}${node.path ? ` (${node.path})` : ''}`}
            </option>
          ))}
        </HTMLSelect>
      ),
    },
    { name: 'name', kind: 'text', labelKey: 'role.node_name', required: true },
    {
      name: 'type',
      kind: 'segmented',
      labelKey: 'role.node_type',
      options: [
        { value: MenuNodeType.page, labelKey: 'role.node_type_page' },
        { value: MenuNodeType.button, labelKey: 'role.node_type_button' },
      ],
    },
    {
      name: 'path',
      kind: 'text',
      labelKey: 'role.node_path',
      placeholderKey: 'role.node_path_placeholder',
      helperKey: 'role.node_path_help',
    },
    {
      name: 'language_variables',
      kind: 'text',
      labelKey: 'role.node_language_variable',
      placeholderKey: 'role.node_language_placeholder',
      helperKey: 'role.node_language_help',
    },
    {
      name: 'icon',
      kind: 'custom',
      labelKey: 'role.node_icon',
      render: ({ id, value, invalid, onChange }) => {
        const text = String(value ?? '');
        return (
          <InputGroup
            id={id}
            fill
            intent={invalid ? 'danger' : 'none'}
            value={text}
            placeholder="people"
            leftElement={isIconName(text) ? <Icon icon={text} /> : undefined}
            onValueChange={onChange}
          />
        );
      },
      helperKey: 'role.node_icon_help',
    },
    { name: 'sort', kind: 'number', labelKey: 'role.node_sort', helperKey: 'role.node_sort_help' },
    {
      name: 'platform',
      kind: 'select',
      labelKey: 'role.node_platform',
      options: [{ value: MenuPlatform.pc, labelKey: 'role.node_platform_pc' }],
    },
    {
      name: 'show_headshot',
      kind: 'switch',
      labelKey: 'role.node_show_top',
      switchValues: { on: ShowHeadshot.top, off: ShowHeadshot.no },
    },
    { name: 'allow_select', kind: 'switch', labelKey: 'role.node_allow_select' },
  ];
}

/** The form values of an existing node (its parent as `parent_id`). */
export function nodeFormValues(node: MenuNode): FormValues {
  return {
    id: node.id,
    parent_id: node.parent,
    name: node.name,
    language_variables: node.language_variables,
    path: node.path,
    type: node.type,
    platform: node.platform,
    icon: node.icon,
    sort: node.sort,
    show_headshot: node.show_headshot,
    allow_select: node.allow_select,
  };
}

/**
 * A new node under `parentId`: a page at the top level, a button (a call a role may be granted)
 * below a page; tickable in role trees, on the PC console, not pinned to the top bar.
 */
export function newNodeValues(parentId: number | null): FormValues {
  return {
    parent_id: parentId,
    name: '',
    language_variables: '',
    path: '',
    type: parentId === null ? MenuNodeType.page : MenuNodeType.button,
    platform: MenuPlatform.pc,
    icon: '',
    sort: 0,
    show_headshot: ShowHeadshot.no,
    allow_select: true,
  };
}
