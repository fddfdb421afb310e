import { Tree, type TreeNodeInfo } from '@blueprintjs/core';
import { type IconName, IconNames } from '@blueprintjs/icons';
import { type KeyboardEvent, type ReactNode, useMemo, useRef } from 'react';
import type { MenuNode } from '../../../contract/areas/menu';
import { MenuNodeType } from '../../../contract/enums';
import { visibleOrder } from './role-tree';

/** What the focusable control of a row needs so the tree can move focus between rows. */
export type RowFocusProps = {
  tabIndex: number;
  'data-node-focus': number;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  onFocus(): void;
};

export type NodeTreeProps = {
  tree: readonly MenuNode[];
  expanded: ReadonlySet<number>;
  onExpandedChange(next: Set<number>): void;
  /** The row that holds the tab stop; arrows move it (one tab stop for the whole tree). */
  activeId: number | null;
  onActiveChange(id: number): void;
  /** The row's label with its focusable control (a check box, a button). */
  renderLabel(node: MenuNode, focus: RowFocusProps): ReactNode;
  secondaryLabel?(node: MenuNode): ReactNode;
  selectedId?: number | null;
  className?: string;
};

const ICON_NAMES: ReadonlySet<string> = new Set(Object.values(IconNames));

/** Node icons are free text in the database; only a Blueprint icon's name can be drawn. */
export function isIconName(name: string): name is IconName {
  return ICON_NAMES.has(name);
}

/** A node's own icon when it names a Blueprint icon; otherwise one by kind. */
function nodeIcon(node: MenuNode, open: boolean): IconName {
  if (isIconName(node.icon)) return node.icon;
  if (node.type === MenuNodeType.button) return 'widget-button';
  if (node.children.length > 0) return open ? 'folder-open' : 'folder-close';
  return 'document';
}

/**
 * The menu tree drawn with Blueprint's Tree and walked with the keyboard: up and down move between
 * visible rows, right opens a branch or enters it, left closes it or goes to the parent, Home and
 * End jump to the ends. The row's own control (check box, button) does the rest.
 */
export function NodeTree(props: NodeTreeProps) {
  const { tree, expanded, activeId } = props;
  const container = useRef<HTMLDivElement>(null);
  const order = useMemo(() => visibleOrder(tree, expanded), [tree, expanded]);
  const tabStop = activeId !== null && order.includes(activeId) ? activeId : (order[0] ?? null);

  const parents = useMemo(() => {
    const map = new Map<number, MenuNode | null>();
    const walk = (nodes: readonly MenuNode[], parent: MenuNode | null) => {
      for (const node of nodes) {
        map.set(node.id, parent);
        walk(node.children, node);
      }
    };
    walk(tree, null);
    return map;
  }, [tree]);

  const focusRow = (id: number | undefined) => {
    if (id === undefined) return;
    props.onActiveChange(id);
    // The row may only now be rendered (after expanding); focus once React has drawn it.
    requestAnimationFrame(() =>
      container.current?.querySelector<HTMLElement>(`[data-node-focus="${id}"]`)?.focus(),
    );
  };

  const setOpen = (id: number, open: boolean) => {
    const next = new Set(expanded);
    if (open) next.add(id);
    else next.delete(id);
    props.onExpandedChange(next);
  };

  const onKeyDown = (node: MenuNode) => (event: KeyboardEvent<HTMLElement>) => {
    const at = order.indexOf(node.id);
    const open = expanded.has(node.id);
    const handled = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    switch (event.key) {
      case 'ArrowDown':
        handled();
        focusRow(order[at + 1]);
        break;
      case 'ArrowUp':
        handled();
        focusRow(order[at - 1]);
        break;
      case 'Home':
        handled();
        focusRow(order[0]);
        break;
      case 'End':
        handled();
        focusRow(order[order.length - 1]);
        break;
      case 'ArrowRight':
        if (node.children.length === 0) return;
        handled();
        if (open) focusRow(node.children[0]?.id);
        else setOpen(node.id, true);
        break;
      case 'ArrowLeft': {
        handled();
        if (open) setOpen(node.id, false);
        else focusRow(parents.get(node.id)?.id);
        break;
      }
    }
  };

  const toInfo = (node: MenuNode): TreeNodeInfo<MenuNode> => {
    const open = expanded.has(node.id);
    return {
      id: node.id,
      nodeData: node,
      hasCaret: node.children.length > 0,
      isExpanded: open,
      isSelected: props.selectedId === node.id,
      icon: nodeIcon(node, open),
      label: props.renderLabel(node, {
        tabIndex: node.id === tabStop ? 0 : -1,
        'data-node-focus': node.id,
        onKeyDown: onKeyDown(node),
        onFocus: () => props.onActiveChange(node.id),
      }) as TreeNodeInfo['label'],
      secondaryLabel: props.secondaryLabel?.(node) as TreeNodeInfo['secondaryLabel'],
      childNodes: open ? node.children.map(toInfo) : node.children.length > 0 ? [] : undefined,
    };
  };

  return (
    <div ref={container} className={props.className}>
      <Tree<MenuNode>
        contents={tree.map(toInfo)}
        onNodeExpand={(info) => setOpen(Number(info.id), true)}
        onNodeCollapse={(info) => setOpen(Number(info.id), false)}
      />
    </div>
  );
}
