import { Model } from 'flexlayout-react';
import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../../contract/areas/menu';
import { CodeStatus, LOCALES, OpenLog, RestrictionVisit } from '../../../contract/enums';
import { intlFor } from '../../../src/core/i18n/intl';
import { emptyLayoutJson, focusedTab, openPanelTab, panelTabs } from '../../../src/core/layout/panel-tabs';
import { hasButton } from '../../../src/core/permissions/use-can';
import { type BulkPermissions, batchSettings, bulkActions } from '../../../src/features/codes/bulk-actions';
import { hasCodeRowActions } from '../../../src/features/codes/CodeRowActions';
import { shortLink } from '../../../src/features/codes/code-columns';
import { CODE_ENUMS, enumLabelKey, enumOptions, jumpHelpKey } from '../../../src/features/codes/code-enums';
import { CODE_LIST_SPECS } from '../../../src/features/codes/code-list-variants';
import { domainName } from '../../../src/features/codes/code-target-menus';
import { editedCodeId } from '../../../src/features/codes/open-code-editor';
import { qrImageUrl } from '../../../src/features/codes/qr-image';
import type { EntryDomain } from '../../../src/features/codes/use-entry-domains';
import { catalogues } from '../../../src/i18n/catalogues';
import { findPanel } from '../../../src/panels/registry';

const everything: BulkPermissions = {
  status: true,
  move: true,
  domain: true,
  restriction: true,
  openLog: true,
  settings: true,
  trash: true,
  restore: true,
};
const code = (
  status: number,
  restriction: number = RestrictionVisit.none,
  openLog: number = OpenLog.detailed,
) => ({
  status,
  restriction_visit: restriction,
  open_log: openLog,
});

describe('code enumeration labels', () => {
  it('names every value of every code enumeration in all three languages', () => {
    for (const name of Object.keys(CODE_ENUMS) as (keyof typeof CODE_ENUMS)[]) {
      for (const value of Object.values(CODE_ENUMS[name])) {
        for (const locale of LOCALES) {
          expect(catalogues[locale][enumLabelKey(name, value)], `${locale} ${name} ${value}`).toBeTruthy();
        }
      }
    }
    for (const value of Object.values(CODE_ENUMS.JumpType)) {
      for (const locale of LOCALES) expect(catalogues[locale][jumpHelpKey(value)]).toBeTruthy();
    }
  });

  it('offers options in numeric order with their keys', () => {
    expect(enumOptions('RotationModel')).toEqual([
      { value: 1, labelKey: 'enum.RotationModel.sequential' },
      { value: 2, labelKey: 'enum.RotationModel.random' },
      { value: 3, labelKey: 'enum.RotationModel.round_robin' },
    ]);
    expect(enumLabelKey('JumpType', 5)).toBe('enum.JumpType.http_redirect');
  });
});

describe('bulk actions', () => {
  it('offers open only for closed codes and close only for open ones', () => {
    const onlyOpen = bulkActions([code(CodeStatus.open)], everything);
    expect(onlyOpen.open).toEqual({ shown: true, enabled: false });
    expect(onlyOpen.close).toEqual({ shown: true, enabled: true });
    const mixed = bulkActions([code(CodeStatus.open), code(CodeStatus.closed)], everything);
    expect([mixed.open.enabled, mixed.close.enabled]).toEqual([true, true]);
  });

  it('offers each switch only in the direction that changes something', () => {
    const state = bulkActions(
      [code(CodeStatus.open, RestrictionVisit.wechat_only, OpenLog.counts_only)],
      everything,
    );
    expect(state.wechat_on.enabled).toBe(false);
    expect(state.wechat_off.enabled).toBe(true);
    expect(state.log_detailed.enabled).toBe(true);
    expect(state.log_counts.enabled).toBe(false);
  });

  it('needs a selection, except for the actions on all codes', () => {
    const none = bulkActions([], everything);
    for (const action of [
      'open',
      'close',
      'move_group',
      'change_domain',
      'settings',
      'trash',
      'restore',
    ] as const) {
      expect(none[action].enabled, action).toBe(false);
    }
    expect(none.open_all.enabled).toBe(true);
    expect(none.close_all.enabled).toBe(true);
  });

  it('hides what the role cannot call', () => {
    const state = bulkActions([code(CodeStatus.closed)], {
      ...everything,
      trash: false,
      move: false,
      domain: false,
    });
    expect(state.trash).toEqual({ shown: false, enabled: false });
    expect(state.move_group).toEqual({ shown: false, enabled: false });
    expect(state.change_domain).toEqual({ shown: false, enabled: false });
    expect(state.open).toEqual({ shown: true, enabled: true });
  });

  it('sends only the settings the reader changed', () => {
    expect(batchSettings({ jump_type: '', rotation_model: 3, access_mode: '' })).toEqual({
      rotation_model: 3,
    });
    expect(batchSettings({ jump_type: '', rotation_model: '', access_mode: '' })).toEqual({});
  });
});

describe('code list variants', () => {
  it('describes each list from a column it can show first, within its offered columns', () => {
    for (const spec of Object.values(CODE_LIST_SPECS)) {
      expect(spec.defaults.every((key) => spec.columns.includes(key))).toBe(true);
      expect(spec.defaults[0]).toBe(spec.columns[0]);
    }
    expect(CODE_LIST_SPECS.trash.fixed).toEqual({ removed: true });
    expect(CODE_LIST_SPECS.admin.inquire).toBe('qr_code_list/user_inquire');
    expect(CODE_LIST_SPECS.admin_trash.inquire).toBe('qr_code_list/qr_code_remove');
  });

  it('gives a row its tools only where the list has some for it', () => {
    const none = { ...everything, create: false, edit: false, qr: false, share: false, records: false };
    const can = { ...none, restoreRecords: false, listDomains: false };
    expect(hasCodeRowActions({ ...can, restore: false }, false, true)).toBe(false);
    expect(hasCodeRowActions(can, false, true)).toBe(true);
    expect(hasCodeRowActions(can, false, false)).toBe(false);
    expect(hasCodeRowActions({ ...can, qr: true }, false, false)).toBe(true);
    expect(hasCodeRowActions(can, true, false)).toBe(true);
  });

  it('names a move’s domain by its host, the console host for none, its id when unlisted', () => {
    const intl = intlFor('en-US');
    const domains = [{ id: 4, host: 'go.example.cn' }] as EntryDomain[];
    expect(domainName(intl, domains, 4)).toBe('go.example.cn');
    expect(domainName(intl, domains, 9)).toBe('#9');
    expect(domainName(intl, domains, null)).toBe(intl.formatMessage({ id: 'codes.domain_console' }));
  });
});

describe('code links in the table', () => {
  it('shows the path alone on the console host and host and path on an entry domain', () => {
    expect(shortLink('http://127.0.0.1:8080/c/spring', 'http://127.0.0.1:8080')).toBe('/c/spring');
    expect(shortLink('https://go.example.cn/spring', 'http://127.0.0.1:8080')).toBe('go.example.cn/spring');
    expect(shortLink('not a link', 'http://x')).toBe('not a link');
  });
});

describe('QR image addresses', () => {
  const signed = '/qr/12.png?k=abc';

  it('asks the server for a size, a margin, SVG and an attachment', () => {
    expect(qrImageUrl(signed)).toBe('/qr/12.png?k=abc');
    expect(qrImageUrl(signed, { size: 1024, download: true })).toBe('/qr/12.png?k=abc&size=1024&download=1');
    expect(qrImageUrl(signed, { format: 'svg', size: 512, margin: 4 })).toBe(
      '/qr/12.svg?k=abc&size=512&margin=4',
    );
  });
});

describe('code permissions and editor tabs', () => {
  const node = (path: string, type: 1 | 2, children: MenuNode[] = []): MenuNode => ({
    id: 0,
    name: path,
    language_variables: '',
    path,
    type,
    platform: 1,
    show_headshot: 1,
    icon: '',
    sort: 0,
    allow_select: true,
    parent: null,
    children,
    children_number: children.length,
  });

  it('finds a call’s button under any page of the menu', () => {
    const tree = [
      node('live_codes', 1, [
        node('qr_code_list', 1, [node('qr_code_list/add', 2)]),
        node('internal_code_grouping', 1, [node('group/move', 2)]),
      ]),
    ];
    expect(hasButton(tree, 'group/move')).toBe(true);
    expect(hasButton(tree, 'qr_code_list/add')).toBe(true);
    expect(hasButton(tree, 'qr_code_list/remove')).toBe(false);
    expect(hasButton(tree, 'qr_code_list')).toBe(false);
  });

  it('reads the edited code from a tab’s configuration', () => {
    expect(editedCodeId({ id: 12 })).toBe(12);
    expect(editedCodeId({})).toBeNull();
    expect(editedCodeId({ id: '12' })).toBeNull();
    expect(editedCodeId(undefined)).toBeNull();
  });

  it('keeps the focused editor focused when the route names its panel again', () => {
    const editor = findPanel('set_qr_code');
    if (!editor) throw new Error('set_qr_code is not registered');
    const model = Model.fromJson(emptyLayoutJson());
    openPanelTab(model, editor, { another: true, config: { id: 1 } });
    const second = openPanelTab(model, editor, { another: true, config: { id: 2 } });
    expect(panelTabs(model, 'set_qr_code')).toHaveLength(2);
    expect(focusedTab(model)?.getId()).toBe(second);
    // The route follows the focus to `#/customer/set_qr_code`, which opens the panel again.
    expect(openPanelTab(model, editor)).toBe(second);
    expect(focusedTab(model)?.getConfig()).toEqual({ id: 2 });
  });
});
