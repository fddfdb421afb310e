import { describe, expect, it } from 'vitest';
import {
  MATCH_SCORE,
  type Matchable,
  matchPaletteEntry,
  normalizeQuery,
  rankPaletteEntries,
  rankPaletteGroups,
  splitKeywords,
  toPinyinReading,
} from '../../../src/workspace/palette/palette-match';

type Row = Matchable & { id: string };

const labels = (rows: { entry: Row }[]) => rows.map((row) => row.entry.id);

/** A customer's palette in English: nothing but the keywords says "IP" on most of these. */
const customerRows: Row[] = [
  { id: 'internal_code_grouping', label: 'Group codes' },
  { id: 'image_configs', label: 'Image library' },
  { id: 'recover', label: 'Trash' },
  { id: 'js_config', label: 'Analytics snippet' },
  { id: 'buy_vip_combo', label: 'Buy membership' },
  { id: 'pc_historical_statistics', label: 'Desktop and mobile' },
  { id: 'short_code', label: 'Short links' },
  { id: 'code_api', label: 'API keys' },
  { id: 'set_qr_code', label: 'New live code' },
  { id: 'export_domain_resolution', label: 'Export DNS records' },
  { id: 'today_statistics', label: 'Today', keywords: ['unique IPs', 'visits', 'charts'] },
  { id: 'update_password', label: 'Change password', keywords: ['access log key', 'look up visitor IPs'] },
];

/** An administrator's IP pages among others, in Chinese. */
const adminRows: Row[] = [
  { id: 'internal_code_grouping', label: '分组管理' },
  { id: 'log', label: '操作日志', keywords: ['来源 IP', '审计'] },
  { id: 'server_ip_black', label: '访客 IP 黑名单', keywords: ['IP', '拦截访客'] },
  { id: 'image_text', label: '图文列表' },
  { id: 'ip_black', label: 'IP 黑名单', keywords: ['IP', '封禁 IP'] },
  { id: 'checkout_ip', label: 'IP 查询', keywords: ['IP', '归属地'] },
  { id: 'access_log', label: '打开访问日志查询', keywords: ['IP'] },
];

describe('palette ranking', () => {
  it('ranks pages titled with IP first, then pages whose keywords say IP', () => {
    expect(labels(rankPaletteEntries('ip', adminRows))).toEqual([
      'checkout_ip',
      'ip_black',
      'server_ip_black',
      'access_log',
      'log',
    ]);
  });

  it('returns nothing unrelated for "ip" when the only hits are letters scattered inside words', () => {
    // "sh-i-p" in membership, "I… p…" across "Image library"/"API keys": not what the reader meant.
    const ranked = rankPaletteEntries('ip', customerRows);
    expect(labels(ranked)).toEqual(['today_statistics', 'update_password']);
    expect(ranked.every((row) => row.match.field === 'keyword')).toBe(true);
  });

  it('puts an exact title prefix before an abbreviation of another title', () => {
    const rows: Row[] = [
      { id: 'domain_monitor', label: 'Domain monitor' },
      { id: 'dm_templates', label: 'DM templates' },
    ];
    const ranked = rankPaletteEntries('dm', rows);
    expect(labels(ranked)).toEqual(['dm_templates', 'domain_monitor']);
    expect(ranked[0]?.match.score).toBe(MATCH_SCORE.labelPrefix);
    expect(ranked[1]?.match.spans).toEqual([
      [0, 1],
      [7, 8],
    ]);
  });

  it('puts a keyword match before an abbreviation of a title', () => {
    const rows: Row[] = [
      { id: 'short_links', label: 'Short links' },
      { id: 'forward', label: 'Forwarding rules', keywords: ['sl redirects'] },
    ];
    const ranked = rankPaletteEntries('sl', rows);
    expect(labels(ranked)).toEqual(['forward', 'short_links']);
    expect(ranked[0]?.match).toMatchObject({ field: 'keyword', keyword: 'sl redirects', spans: [[0, 2]] });
  });

  it('prefers an exact title, then a prefix, then a word inside the title', () => {
    const rows: Row[] = [
      { id: 'visitor_blacklist', label: 'Visitor IP blacklist' },
      { id: 'lookup', label: 'IP lookup' },
      { id: 'ip', label: 'IP' },
    ];
    expect(labels(rankPaletteEntries('ip', rows))).toEqual(['ip', 'lookup', 'visitor_blacklist']);
  });

  it('matches Chinese titles by any substring, without pinyin', () => {
    const ranked = rankPaletteEntries('黑名单', adminRows);
    expect(labels(ranked)).toEqual(['ip_black', 'server_ip_black']);
    expect(ranked[0]?.match.spans).toEqual([[3, 6]]);
    expect(labels(rankPaletteEntries('日志', adminRows))).toEqual(['log', 'access_log']);
  });

  it('reads a Chinese abbreviation as the first characters of its words', () => {
    const rows: Row[] = [{ id: 'qr_code_list', label: '活码列表' }];
    expect(matchPaletteEntry('活列', rows[0] as Row)?.spans).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });

  it('finds words inside a word once the query is long enough', () => {
    const row: Row = { id: 'update_password', label: 'Change password' };
    expect(matchPaletteEntry('word', row)?.score).toBe(MATCH_SCORE.labelInside);
    expect(matchPaletteEntry('or', row)).toBeUndefined();
  });

  it('ignores case and full-width letters typed with a Chinese input method', () => {
    expect(matchPaletteEntry('ＩＰ', { label: 'IP 查询' })?.score).toBe(MATCH_SCORE.labelPrefix);
    expect(matchPaletteEntry('  Ip  ', { label: 'ip lookup' })?.spans).toEqual([[0, 2]]);
  });

  it('matches every word of a query in any order', () => {
    const match = matchPaletteEntry('blacklist visitor', { label: 'Visitor IP blacklist' });
    expect(match?.score).toBe(MATCH_SCORE.labelAllWords);
    expect(match?.spans).toEqual([
      [0, 7],
      [11, 20],
    ]);
  });

  it('keeps rows a provider matched itself, below the title matches', () => {
    const rows: Row[] = [
      { id: 'code', label: 'Spring sale', preMatched: true },
      { id: 'panel', label: 'Sales report' },
    ];
    expect(labels(rankPaletteEntries('sale', rows))).toEqual(['panel', 'code']);
    expect(labels(rankPaletteEntries('x7k2', rows))).toEqual(['code']);
  });

  it('keeps every row, in its own order, for an empty query', () => {
    expect(labels(rankPaletteEntries('  ', customerRows))).toEqual(customerRows.map((row) => row.id));
  });

  it('orders groups by their best row and drops groups without a match', () => {
    const groups = rankPaletteGroups('ip', [
      { id: 'panels', entries: customerRows },
      { id: 'actions', entries: [{ id: 'access_log', label: 'Open the access log', keywords: ['IP'] }] },
      { id: 'codes', entries: [{ id: 'promo', label: 'Promo' }] },
    ]);
    expect(groups.map((group) => group.id)).toEqual(['actions', 'panels']);
  });
});

/** A reading from hand-written syllables, one per character, as pinyin-pro gives them. */
function reading(text: string, perCharacter: string[]) {
  const read = toPinyinReading(text, perCharacter);
  if (!read) throw new Error(`no reading of ${text}`);
  return read;
}

const withdrawalReview = reading('提现审核', ['ti', 'xian', 'shen', 'he']);
const userList = reading('用户列表', ['yong', 'hu', 'lie', 'biao']);
const visitorBlacklist = reading('访客 IP 黑名单', ['fang', 'ke', ' ', 'I', 'P', ' ', 'hei', 'ming', 'dan']);
const history = reading('历史统计', ['li', 'shi', 'tong', 'ji']);

describe('other names and pinyin', () => {
  it('ranks the shown title, then another name, then pinyin, then an abbreviation, then pinyin of a title in another language', () => {
    const rows: Row[] = [
      { id: 'foreign_pinyin', label: 'Users', readings: [userList] },
      { id: 'abbreviation', label: 'Yearly history' },
      { id: 'pinyin', label: '用户列表', readings: [userList] },
      { id: 'alias', label: '别名', aliases: ['yh_codes'] },
      { id: 'label', label: 'YH reports' },
    ];
    const ranked = rankPaletteEntries('yh', rows);
    expect(labels(ranked)).toEqual(['label', 'alias', 'pinyin', 'abbreviation', 'foreign_pinyin']);
    expect(ranked.map((row) => row.match.field)).toEqual(['label', 'alias', 'pinyin', 'label', 'pinyin']);
  });

  it('puts keywords before another name of the row', () => {
    const rows: Row[] = [
      { id: 'english', label: '用户列表', aliases: ['Users'] },
      { id: 'keyword', label: '新用户默认设置', keywords: ['users'] },
    ];
    expect(labels(rankPaletteEntries('users', rows))).toEqual(['keyword', 'english']);
  });

  it('reads full pinyin, with or without spaces, and initials, marking the characters spelled', () => {
    const row: Row = { id: 'acting_withdrawal_list', label: '提现审核', readings: [withdrawalReview] };
    expect(matchPaletteEntry('tixian', row)).toEqual({
      score: MATCH_SCORE.pinyinPrefix,
      field: 'pinyin',
      spans: [[0, 2]],
    });
    expect(matchPaletteEntry('ti xian', row)?.spans).toEqual([[0, 2]]);
    expect(matchPaletteEntry('tixians', row)?.spans).toEqual([[0, 3]]);
    expect(matchPaletteEntry('txsh', row)).toEqual({
      score: MATCH_SCORE.pinyinExact,
      field: 'pinyin',
      spans: [[0, 4]],
    });
    expect(matchPaletteEntry('tixianshenhe', row)?.score).toBe(MATCH_SCORE.pinyinExact);
    expect(matchPaletteEntry('shenhe', row)).toMatchObject({
      score: MATCH_SCORE.pinyinWord,
      spans: [[2, 4]],
    });
    expect(matchPaletteEntry('tixsh', row)).toMatchObject({
      score: MATCH_SCORE.pinyinMixed,
      spans: [[0, 3]],
    });
    expect(matchPaletteEntry('tixshenh', row)?.spans).toEqual([[0, 4]]);
  });

  it('needs two letters for pinyin, and three from a later syllable', () => {
    const row: Row = { id: 'acting_withdrawal_list', label: '提现审核', readings: [withdrawalReview] };
    expect(matchPaletteEntry('t', row)).toBeUndefined();
    expect(matchPaletteEntry('sh', row)).toBeUndefined();
    expect(matchPaletteEntry('tx', row)?.score).toBe(MATCH_SCORE.pinyinPrefix);
    expect(matchPaletteEntry('txss', row)).toBeUndefined();
  });

  it('reads Latin letters in a Chinese title as one syllable', () => {
    expect(visitorBlacklist.syllables).toEqual(['fang', 'ke', 'ip', 'hei', 'ming', 'dan']);
    expect(visitorBlacklist.initials).toBe('fkihmd');
    const row: Row = { id: 'server_ip_black', label: '访客 IP 黑名单', readings: [visitorBlacklist] };
    expect(matchPaletteEntry('fkiphmd', row)?.spans).toEqual([
      [0, 2],
      [3, 5],
      [6, 9],
    ]);
    expect(toPinyinReading('IP lookup', [...'IP lookup'])).toBeUndefined();
  });

  it('names the other title pinyin spelled, and spells only the shown title with mixed syllables', () => {
    const english: Row = { id: 'history', label: 'History', readings: [history] };
    expect(matchPaletteEntry('lstj', english)).toEqual({
      score: MATCH_SCORE.aliasPinyinExact,
      field: 'pinyin',
      alias: '历史统计',
      spans: [[0, 4]],
    });
    // "list" spells 历(li)史(s)统(t): what a Chinese reader may mean, not an English one.
    expect(matchPaletteEntry('list', english)).toBeUndefined();
    expect(matchPaletteEntry('list', { label: '历史统计', readings: [history] })?.score).toBe(
      MATCH_SCORE.pinyinMixed,
    );
  });

  it('reads an underscore as a space, so a page id is found either way', () => {
    expect(normalizeQuery(' qr_code_list ')).toBe('qr code list');
    const row: Row = { id: 'qr_code_list', label: '活码列表', aliases: ['qr_code_list'] };
    expect(matchPaletteEntry('qr code list', row)).toEqual({
      score: MATCH_SCORE.aliasExact,
      field: 'alias',
      alias: 'qr_code_list',
      spans: [[0, 12]],
    });
    expect(matchPaletteEntry('code', row)?.score).toBe(MATCH_SCORE.aliasWord);
  });
});

describe('keyword lists', () => {
  it('splits on Latin and Chinese commas and enumeration marks', () => {
    expect(splitKeywords('IP, 封禁 IP，登录限制、网段 ,')).toEqual(['IP', '封禁 IP', '登录限制', '网段']);
  });
});
