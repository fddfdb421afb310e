import { pinyin } from 'pinyin-pro';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../contract/enums';
import { catalogues } from '../../../src/i18n/catalogues';
import { panels } from '../../../src/panels/registry';
import { pageSearchTerms } from '../../../src/workspace/palette/page-search-terms';
import {
  type Matchable,
  rankPaletteEntries,
  splitKeywords,
} from '../../../src/workspace/palette/palette-match';
import { type PinyinReader, pinyinReader } from '../../../src/workspace/palette/pinyin-reader';

type PageRow = Matchable & { id: string };

const readPinyin = pinyinReader(pinyin);

/**
 * The palette's page rows as the panels provider builds them, in a reader's language; `null`
 * stands for pinyin-pro not having arrived yet.
 */
function pageRows(locale: Locale, reader: PinyinReader | null = readPinyin): PageRow[] {
  const messages = catalogues[locale];
  return panels.map((panel) => {
    const label = messages[panel.titleKey] ?? '';
    const titles = {
      shown: label,
      english: catalogues['en-US'][panel.titleKey],
      chinese: catalogues['zh-CN'][panel.titleKey],
    };
    return {
      id: panel.id,
      label,
      keywords: panel.keywordsKey ? splitKeywords(messages[panel.keywordsKey] ?? '') : [],
      ...pageSearchTerms(panel.id, titles, reader ?? undefined),
    };
  });
}

function found(query: string, locale: Locale, reader?: PinyinReader | null): string[] {
  return rankPaletteEntries(query, pageRows(locale, reader)).map((row) => row.entry.id);
}

describe.each(LOCALES)('the palette’s pages in %s', (locale) => {
  it('finds the withdrawal review (提现审核) by the initials of its pinyin', () => {
    expect(found('txsh', locale)[0]).toBe('acting_withdrawal_list');
  });

  it('finds the withdrawal pages (提现…) by full pinyin, with or without spaces between syllables', () => {
    for (const query of ['tixian', 'ti xian', 'TiXian']) {
      expect(found(query, locale).slice(0, 2).sort()).toEqual(['acting_withdrawal_list', 'withdrawal_list']);
    }
    expect(found('tixianshenhe', locale)[0]).toBe('acting_withdrawal_list');
  });

  it('finds the user list by its English title "Users"', () => {
    expect(found('users', locale)[0]).toBe('user_list');
  });

  it('finds a page by its id, with underscores or spaces', () => {
    expect(found('qr_code_list', locale)[0]).toBe('qr_code_list');
    expect(found('qr code list', locale)[0]).toBe('qr_code_list');
  });

  it('still finds nothing for a query that matches no page', () => {
    expect(found('zqxjv', locale)).toEqual([]);
    expect(found('qr_code_lisx', locale)).toEqual([]);
  });
});

describe('the palette’s pages before pinyin-pro has arrived', () => {
  it('match by English title and id, not yet by pinyin', () => {
    expect(found('txsh', 'zh-CN', null)).toEqual([]);
    expect(found('users', 'zh-CN', null)[0]).toBe('user_list');
  });
});

describe('why a page matched', () => {
  it('marks the Chinese characters pinyin spelled, on the label when it is the Chinese title', () => {
    const [row] = rankPaletteEntries('tixian', pageRows('zh-CN'));
    expect(row?.match).toMatchObject({ field: 'pinyin', spans: [[0, 2]] });
    expect(row?.match.alias).toBeUndefined();
    const initials = rankPaletteEntries('txsh', pageRows('zh-CN'))[0];
    expect(initials?.match.spans).toEqual([[0, 4]]);
  });

  it('names the Chinese title beside another language’s label', () => {
    const [row] = rankPaletteEntries('txsh', pageRows('en-US'));
    expect(row?.entry.label).toBe('Withdrawal review');
    expect(row?.match).toMatchObject({ field: 'pinyin', alias: '提现审核', spans: [[0, 4]] });
  });

  it('names the English title or id that matched beside a Chinese label', () => {
    const [users] = rankPaletteEntries('users', pageRows('zh-CN'));
    expect(users?.match).toMatchObject({ field: 'alias', alias: 'Users', spans: [[0, 5]] });
    const [codes] = rankPaletteEntries('qr_code_list', pageRows('zh-CN'));
    expect(codes?.match).toMatchObject({ field: 'alias', alias: 'qr_code_list', spans: [[0, 12]] });
  });

  it('keeps the Chinese title search of IP pages as it was: titles, then keywords', () => {
    const ranked = rankPaletteEntries('ip', pageRows('zh-CN'));
    expect(ranked.slice(0, 3).map((row) => row.entry.id)).toEqual([
      'checkout_ip',
      'ip_black',
      'server_ip_black',
    ]);
    expect(ranked.find((row) => row.entry.id === 'visitor')?.match.field).toBe('keyword');
    expect(ranked.map((row) => row.entry.id)).not.toContain('internal_code_grouping');
  });
});
