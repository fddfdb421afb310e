import { describe, expect, expectTypeOf, it } from 'vitest';
import { openPanel } from '../../../src/core/panels/open-panel';
import type { PanelId } from '../../../src/core/panels/panel-id';
import { panel } from '../../../src/core/panels/types';
import { findPanel, isRegisteredPanel, panels } from '../../../src/panels/registry';

describe('panel descriptors', () => {
  it('derive the title and the permission from the id', () => {
    const descriptor = panel({
      id: 'group',
      icon: 'folder-close',
      load: () => import('../../../src/panels/group/GroupPanel'),
    });
    expect(descriptor).toMatchObject({
      id: 'group',
      titleKey: 'menu.group',
      permission: 'group',
      defaultConfig: {},
      singleton: true,
    });
  });

  it('keep what a panel says about its configuration and instances', () => {
    expect(findPanel('monitor')).toMatchObject({ singleton: false, defaultConfig: { ids: [] } });
  });

  it('give every registered panel a page id that is its own permission', () => {
    for (const descriptor of panels) {
      expect(descriptor.permission).toBe(descriptor.id);
      expect(descriptor.titleKey).toBe(`menu.${descriptor.id}`);
    }
  });
});

describe('panel ids', () => {
  it('are the registry’s ids, so a misspelt panel does not compile', () => {
    expectTypeOf<'qr_code_list'>().toExtend<PanelId>();
    expectTypeOf<'grup'>().not.toExtend<PanelId>();
    // Never run: the type checker (part of npm test) refuses the line without the directive.
    const misspelt = () => {
      // @ts-expect-error 'grup' is no panel
      openPanel('grup');
    };
    expect(typeof misspelt).toBe('function');
  });

  it('narrow an id from outside the code (a URL) only when it is registered', () => {
    expect(isRegisteredPanel('visit_summary')).toBe(true);
    expect(isRegisteredPanel('grup')).toBe(false);
  });
});
