import { describe, expect, it } from 'vitest';
import { DomainType, LOCALES } from '../../../contract/enums';
import { codeUrl } from '../../../server/codes/links';
import { CODE_LIST_SPECS } from '../../../src/features/codes/code-list-variants';
import { codeLinks, codeLinkTemplates } from '../../../src/features/domains/domain-links';
import { ipRangeResource } from '../../../src/features/ip-blacklists/ip-black-resource';
import { catalogues } from '../../../src/i18n/catalogues';
import { findPanel } from '../../../src/panels/registry';

describe('code links on a domain', () => {
  it('gives entry domains the path form only', () => {
    expect(codeLinkTemplates('go.example.com', DomainType.entry)).toEqual([
      { form: 'path', prefix: 'https://go.example.com/' },
    ]);
  });

  it('gives short domains the path form and the query form', () => {
    expect(codeLinks('s.example.com', DomainType.short, 'x1')).toEqual([
      { form: 'path', url: 'https://s.example.com/x1' },
      { form: 'query', url: 'https://s.example.com/?k=x1' },
    ]);
  });

  it('gives landing page domains and codes without a domain no link', () => {
    expect(codeLinkTemplates('lp.example.com', DomainType.landing_page)).toEqual([]);
    expect(codeLinks('', DomainType.short, 'x1')).toEqual([]);
  });

  it('writes the path form exactly as the server writes a code’s link', () => {
    for (const suffix of ['spring', 'a-b_C9', 'ünï code']) {
      const [path] = codeLinks('go.example.com', DomainType.entry, suffix);
      expect(path?.url).toBe(codeUrl('http://console.test', 'go.example.com', suffix));
    }
    expect(codeLinks('s.example.com', DomainType.short, 'a b')[1]?.url).toBe(
      'https://s.example.com/?k=a%20b',
    );
  });
});

describe('the two IP blacklists', () => {
  it('share one definition, each on its own calls', () => {
    const visitors = ipRangeResource('server_ip_black');
    const consoleList = ipRangeResource('ip_black');
    expect([visitors.inquire, visitors.add, visitors.update, visitors.remove]).toEqual([
      'server_ip_black/inquire',
      'server_ip_black/add',
      'server_ip_black/update',
      'server_ip_black/remove',
    ]);
    expect(visitors.columns.map((column) => column.key)).toEqual(
      consoleList.columns.map((column) => column.key),
    );
    expect(visitors.form?.fields).toEqual(consoleList.form?.fields);
  });
});

describe('domain panels', () => {
  it('are registered under their SPEC page names with their own permission', () => {
    for (const id of ['hold_domain', 'domain_list', 'server_ip_black', 'short_qr_code_list']) {
      expect(findPanel(id)?.permission).toBe(id);
    }
  });

  it('label every domain type, verification and monitor status in all three languages', () => {
    const keys = [
      'enum.DomainType.entry',
      'enum.DomainType.landing_page',
      'enum.DomainType.short',
      'enum.DomainVerification.pending',
      'enum.DomainVerification.verified',
      'enum.DomainVerification.failed',
      'enum.MonitorStatus.normal',
      'enum.MonitorStatus.flagged',
      'enum.MonitorStatus.detection_failed',
    ];
    for (const key of keys) for (const locale of LOCALES) expect(catalogues[locale][key], key).toBeTruthy();
  });

  it('list short links through the own code list, with both link forms in place of the plain link', () => {
    const short = CODE_LIST_SPECS.short;
    expect(short.inquire).toBe('qr_code_list/inquire');
    expect(short.columns).toContain('short_links');
    expect(short.columns).not.toContain('url');
    expect(short.defaults).toContain('short_links');
  });
});
