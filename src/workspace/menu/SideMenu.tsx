import { Icon, Menu, MenuItem, Tag } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MenuNode } from '../../../contract/areas/menu';
import { focusedPanelAtom } from '../../core/layout/layout-atoms';
import { menuLabel } from '../../core/menu/menu-label';
import { findPanel } from '../../panels/registry';
import { menuBadgesAtom } from './menu-badges';
import { openFromMenu, panelHref } from './open-from-menu';
import { useVisibleMenu } from './use-menu';

type NodeProps = { node: MenuNode; depth: number; focusedId: string | null; onNavigate?: () => void };

const indent = (depth: number) => ({ paddingLeft: 8 + depth * 14 });

function SideMenuNode({ node, depth, focusedId, onNavigate }: NodeProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(true);
  const panel = findPanel(node.path);
  const label = menuLabel(intl, node);
  const waiting = useAtomValue(menuBadgesAtom)[node.path];
  const children = node.children.map((child) => (
    <SideMenuNode
      key={child.id}
      node={child}
      depth={depth + 1}
      focusedId={focusedId}
      onNavigate={onNavigate}
    />
  ));
  if (!panel) {
    return (
      <>
        <MenuItem
          className="lc-menu-group"
          style={indent(depth)}
          icon={open ? 'folder-open' : 'folder-close'}
          text={label}
          multiline
          labelElement={<Icon icon={open ? 'chevron-down' : 'chevron-right'} size={12} />}
          shouldDismissPopover={false}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        />
        {open && children}
      </>
    );
  }
  return (
    <>
      <MenuItem
        className="lc-menu-page"
        style={indent(depth)}
        icon={panel.icon}
        text={label}
        // The menu is 210 px wide: longer titles (Swahili's run to 35 characters) wrap, not clip.
        multiline
        href={panelHref(panel.id)}
        active={focusedId === panel.id}
        labelElement={waiting ? <MenuBadge count={waiting} /> : undefined}
        data-panel={panel.id}
        onClick={(event) => openFromMenu(event, panel.id, onNavigate)}
      />
      {children}
    </>
  );
}

/** How much work waits on a page, e.g. withdrawals to review. */
function MenuBadge({ count }: { count: number }) {
  const intl = useIntl();
  return (
    <Tag
      round
      intent="danger"
      className="lc-menu-badge"
      aria-label={intl.formatMessage({ id: 'shell.menu_badge' }, { count })}
    >
      {count > 99 ? '99+' : count}
    </Tag>
  );
}

/** The left menu (210 px, SPEC §2) and the phone drawer: the user's pages that have a panel. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const menu = useVisibleMenu();
  const focused = useAtomValue(focusedPanelAtom);
  return (
    <Menu className="lc-side-menu" aria-label={useIntl().formatMessage({ id: 'shell.menu' })}>
      {menu.map((node) => (
        <SideMenuNode
          key={node.id}
          node={node}
          depth={0}
          focusedId={focused?.panelId ?? null}
          onNavigate={onNavigate}
        />
      ))}
    </Menu>
  );
}
