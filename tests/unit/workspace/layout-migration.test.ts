import { Model } from 'flexlayout-react';
import { describe, expect, it } from 'vitest';
import {
  allTabs,
  emptyLayoutJson,
  focusedTab,
  openPanelTab,
  splitTab,
} from '../../../src/core/layout/panel-tabs';
import { findPanel, isRegisteredPanel } from '../../../src/panels/registry';
import {
  LAYOUT_VERSION,
  type MigrateOptions,
  migrateLayout,
  type SavedLayout,
} from '../../../src/workspace/layout/layout-migration';

const options: MigrateOptions = {
  isKnownPanel: isRegisteredPanel,
  isSingleton: (id) => findPanel(id)?.singleton ?? false,
};

const tab = (component: string, id = component) => ({
  type: 'tab',
  id,
  component,
  name: `menu.${component}`,
});

function saved(layout: unknown, version = LAYOUT_VERSION): SavedLayout {
  return { version, data: { global: {}, borders: [], layout } as Record<string, unknown> };
}

function panelOf(name: string) {
  const panel = findPanel(name);
  if (!panel) throw new Error(`${name} is not registered`);
  return panel;
}

describe('layout model without a DOM', () => {
  it('opens, focuses and docks panels, and round-trips through JSON', () => {
    const model = Model.fromJson(emptyLayoutJson());
    openPanelTab(model, panelOf('update_password'));
    openPanelTab(model, panelOf('language_list'));
    expect(focusedTab(model)?.getComponent()).toBe('language_list');
    openPanelTab(model, panelOf('update_password'));
    expect(allTabs(model)).toHaveLength(2);
    expect(focusedTab(model)?.getComponent()).toBe('update_password');

    splitTab(model, 'language_list');
    const json = model.toJson();
    const restored = Model.fromJson(migrateLayout(saved(json.layout), options) ?? emptyLayoutJson());
    const tabsets: string[][] = [];
    restored.visitNodes((node) => {
      if (node.getType() === 'tabset') tabsets.push(node.getChildren().map((child) => child.getId()));
    });
    expect(tabsets).toEqual([['update_password'], ['language_list']]);
  });
});

describe('migrateLayout', () => {
  it('keeps a current layout as it is, with today’s global attributes', () => {
    const layout = {
      type: 'row',
      children: [
        { type: 'tabset', weight: 30, selected: 1, children: [tab('update_password'), tab('message_list')] },
        { type: 'tabset', weight: 70, children: [tab('language_list')] },
      ],
    };
    const migrated = migrateLayout(saved(layout), options);
    expect(migrated?.layout.children).toEqual([
      { type: 'tabset', weight: 30, selected: 1, children: [tab('update_password'), tab('message_list')] },
      { type: 'tabset', weight: 70, selected: 0, children: [tab('language_list')] },
    ]);
    expect(migrated?.global).toMatchObject({ tabEnablePopout: false });
  });

  it('drops tabs of panels that are not registered and tabsets left empty', () => {
    const layout = {
      type: 'row',
      children: [
        { type: 'tabset', children: [tab('gone_panel')] },
        { type: 'tabset', selected: 1, children: [tab('gone_panel'), tab('language_list')] },
      ],
    };
    const migrated = migrateLayout(saved(layout), options);
    expect(migrated?.layout.children).toHaveLength(1);
    expect(migrated?.layout.children?.[0]).toMatchObject({ selected: 0, children: [tab('language_list')] });
  });

  it('keeps the first tab of a singleton that appears twice', () => {
    const layout = {
      type: 'row',
      children: [
        { type: 'tabset', children: [tab('update_password')] },
        { type: 'tabset', children: [tab('update_password', 'copy')] },
      ],
    };
    const migrated = migrateLayout(saved(layout), options);
    expect(migrated?.layout.children).toEqual([
      expect.objectContaining({ children: [tab('update_password')] }),
    ]);
  });

  it('answers an empty tabset when nothing survives', () => {
    const migrated = migrateLayout(
      saved({ type: 'row', children: [{ type: 'tabset', children: [tab('x')] }] }),
      options,
    );
    expect(migrated?.layout.children).toEqual([{ type: 'tabset', weight: 100, children: [] }]);
  });

  it('refuses a layout newer than this console or broken data', () => {
    expect(migrateLayout(saved({ type: 'row', children: [] }, LAYOUT_VERSION + 1), options)).toBeNull();
    expect(migrateLayout(saved({ type: 'row', children: [] }, 0), options)).toBeNull();
    expect(migrateLayout({ version: LAYOUT_VERSION, data: { layout: 'nonsense' } }, options)).toBeNull();
    expect(migrateLayout({ version: LAYOUT_VERSION, data: {} }, options)).toBeNull();
  });

  it('runs every step from the saved version to the current one, in order', () => {
    const migrations = {
      1: (data: Record<string, unknown>) => ({ ...data, layout: { type: 'row', children: data.tabsets } }),
      2: (data: Record<string, unknown>) => ({ ...data, stepTwo: true }),
    };
    const old = { version: 1, data: { tabsets: [{ type: 'tabset', children: [tab('message_list')] }] } };
    const migrated = migrateLayout(old, { ...options, migrations, currentVersion: 3 });
    expect(migrated?.layout.children?.[0]).toMatchObject({ children: [tab('message_list')] });
  });

  it('refuses a layout when a step is missing or throws', () => {
    const throwing = {
      1: () => {
        throw new Error('bad');
      },
    };
    const layout = saved({ type: 'row', children: [] }, 1);
    expect(migrateLayout(layout, { ...options, migrations: {}, currentVersion: 2 })).toBeNull();
    expect(migrateLayout(layout, { ...options, migrations: throwing, currentVersion: 2 })).toBeNull();
  });
});
