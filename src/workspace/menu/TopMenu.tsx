import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MenuNode } from '../../../contract/areas/menu';
import { focusedPanelAtom } from '../../core/layout/layout-atoms';
import { menuLabel } from '../../core/menu/menu-label';
import { findPanel } from '../../panels/registry';
import { openFromMenu, panelHref } from './open-from-menu';

function DropdownItems({ nodes }: { nodes: MenuNode[] }) {
  const intl = useIntl();
  return nodes.map((node) => {
    const panel = findPanel(node.path);
    const label = menuLabel(intl, node);
    if (!panel) {
      return (
        <MenuItem key={node.id} icon="folder-close" text={label}>
          <DropdownItems nodes={node.children} />
        </MenuItem>
      );
    }
    return (
      <MenuItem
        key={node.id}
        icon={panel.icon}
        text={label}
        href={panelHref(panel.id)}
        data-panel={panel.id}
        onClick={(event: MouseEvent) => openFromMenu(event, panel.id)}
      />
    );
  });
}

/**
 * A row of pages and group dropdowns in the header: the whole menu in top mode, or only the
 * `show_headshot = 2` pages next to the left menu.
 */
export function TopMenu({ nodes }: { nodes: MenuNode[] }) {
  const intl = useIntl();
  const focused = useAtomValue(focusedPanelAtom);
  return (
    <nav className="lc-top-menu" aria-label={intl.formatMessage({ id: 'shell.top_navigation' })}>
      {nodes.map((node) => {
        const panel = findPanel(node.path);
        const label = menuLabel(intl, node);
        if (panel) {
          return (
            <Button
              key={node.id}
              variant="minimal"
              size="small"
              icon={panel.icon}
              text={label}
              active={focused?.panelId === panel.id}
              data-panel={panel.id}
              onClick={(event) => openFromMenu(event, panel.id)}
            />
          );
        }
        return (
          <PopoverNext
            key={node.id}
            placement="bottom-start"
            arrow={false}
            content={
              <Menu>
                <DropdownItems nodes={node.children} />
              </Menu>
            }
          >
            <Button variant="minimal" size="small" icon="folder-close" endIcon="caret-down" text={label} />
          </PopoverNext>
        );
      })}
    </nav>
  );
}
