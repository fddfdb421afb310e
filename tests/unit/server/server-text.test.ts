import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIGURATION } from '../../../contract/areas/configuration';
import { LOCALES } from '../../../contract/enums';
import { seededText, seededTextToStore } from '../../../server/i18n';
import {
  messageTextFor,
  type Notice,
  noticeColumns,
  noticeOf,
  renderNotice,
} from '../../../server/messages/notice';
import {
  roleNameFor,
  roleNameToStore,
  SEEDED_ROLES,
  seededRolesMatching,
} from '../../../server/roles/seeded';
import { configurationFor } from '../../../server/settings/configuration';
import { catalogues } from '../../../src/i18n/catalogues';

const nearlyFull = noticeOf('notice.destination_nearly_full', { name: 'Spring', threshold: 5 });

describe('automatic messages', () => {
  it('renders a notice in each language from its keys and values', () => {
    expect(renderNotice('en-US', nearlyFull)).toEqual({
      title: 'The current destination of “Spring” is nearly used up',
      content: 'The current destination of “Spring” has reached 80% of its threshold of 5 visits.',
    });
    expect(renderNotice('zh-CN', nearlyFull).title).toBe('活码「Spring」的当前落地页即将用完');
  });

  it('fills a value that is a key of its own in the same language', () => {
    const report: Notice = {
      titleKey: 'abuse_report.notice_title',
      contentKey: 'abuse_report.notice_content',
      params: {
        name: 'Spring',
        file_name: 'abc',
        category: { key: 'enum.AbuseReportCategory.phishing' },
        id: 7,
      },
    };
    const category = catalogues['en-US']['enum.AbuseReportCategory.phishing'] as string;
    expect(renderNotice('en-US', report).content).toContain(category);
    expect(renderNotice('zh-CN', report).content).toContain(
      catalogues['zh-CN']['enum.AbuseReportCategory.phishing'] as string,
    );
  });

  it('joins a list of keys with the language’s separator', () => {
    const problems = [
      { key: 'monitor.no_problem', values: {} },
      { key: 'monitor.no_problem', values: {} },
    ];
    const notice = noticeOf('notice.domain_failed', {
      host: 'a.example',
      reason: { all: problems, separator: 'domain_verify.separator' },
    });
    const en = catalogues['en-US'];
    expect(renderNotice('en-US', notice).content).toContain(
      `${en['monitor.no_problem']}${en['domain_verify.separator']}${en['monitor.no_problem']}`,
    );
  });

  it('stores keys, values and the zh-CN text together', () => {
    expect(noticeColumns(nearlyFull)).toEqual({
      title: '活码「Spring」的当前落地页即将用完',
      content: renderNotice('zh-CN', nearlyFull).content,
      titleKey: 'notice.destination_nearly_full.title',
      contentKey: 'notice.destination_nearly_full.content',
      params: { name: 'Spring', threshold: 5 },
    });
  });

  it('reads a stored notice in the reader’s language and a written message as written', () => {
    const stored = noticeColumns(nearlyFull);
    expect(messageTextFor('sw-KE', stored)).toEqual(renderNotice('sw-KE', nearlyFull));
    const written = { title: '你好', content: '正文', titleKey: null, contentKey: null, params: null };
    expect(messageTextFor('en-US', written)).toEqual({ title: '你好', content: '正文' });
  });
});

describe('seeded text', () => {
  const title = { text: '活码管理系统', key: 'app.title' };

  it('shows a seeded default in the reader’s language and anything else as set', () => {
    expect(seededText('en-US', '活码管理系统', title)).toBe(catalogues['en-US']['app.title']);
    expect(seededText('en-US', 'Acme', title)).toBe('Acme');
  });

  it('stores the default when the default is typed in any language', () => {
    for (const locale of LOCALES) {
      expect(seededTextToStore(catalogues[locale]['app.title'] as string, title)).toBe('活码管理系统');
    }
    expect(seededTextToStore('Acme', title)).toBe('Acme');
  });

  it('keeps each seeded role’s name equal to its zh-CN catalogue entry', () => {
    for (const role of SEEDED_ROLES) expect(catalogues['zh-CN'][`role.seeded.${role.key}`]).toBe(role.name);
    expect(DEFAULT_CONFIGURATION.title).toBe(catalogues['zh-CN']['app.title']);
  });

  it('names a seeded role in the reader’s language until it is renamed', () => {
    expect(roleNameFor('en-US', { key: 'agent', name: '代理' })).toBe('Agent');
    expect(roleNameFor('en-US', { key: 'agent', name: 'Partners' })).toBe('Partners');
    expect(roleNameFor('en-US', { key: null, name: '代理' })).toBe('代理');
    expect(roleNameToStore('agent', 'Wakala')).toBe('代理');
    expect(roleNameToStore(null, 'Wakala')).toBe('Wakala');
  });

  it('finds seeded roles by the name the reader reads', () => {
    expect(seededRolesMatching('en-US', 'admin').map((role) => role.key)).toEqual([
      'super_admin',
      'administrator',
    ]);
    expect(seededRolesMatching('zh-CN', 'admin')).toEqual([]);
  });

  it('answers the default site titles in the reader’s language', () => {
    const shown = configurationFor('sw-KE', { ...DEFAULT_CONFIGURATION, admin_title: 'Acme' });
    expect(shown.title).toBe(catalogues['sw-KE']['app.title']);
    expect(shown.admin_title).toBe('Acme');
  });
});
