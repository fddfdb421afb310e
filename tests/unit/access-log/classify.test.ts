import { describe, expect, it } from 'vitest';
import type { AccessRow } from '../../../contract/areas/access-records';
import { AccessStatus, Carrier } from '../../../contract/enums';
import {
  AccessLogIndex,
  classifyRow,
  classifyRows,
  classOfCode,
  FILTER_IDS,
  filterRows,
  hashString,
  isAndroidOs,
  isAppleOs,
  matchingClasses,
  ROW_CLASS_PRECEDENCE,
  sharedStrings,
  subnetOf,
  summarise,
} from '../../../src/workers/access-log/classify';

function row(overrides: Partial<AccessRow>): AccessRow {
  return {
    ip: '10.0.0.1',
    ip_count: 1,
    latest_create_time: '2025-05-12T08:00:00.000Z',
    latest_ip_belong: '中国 广东 深圳',
    latest_source: '',
    latest_user_agent: '',
    access_status: AccessStatus.served,
    os: '',
    model: '',
    device: '',
    carrier: Carrier.other,
    in_wechat: false,
    wechat_count: overrides.in_wechat ? 1 : 0,
    platforms: overrides.os ? [overrides.os] : [],
    in_china: true,
    ...overrides,
  };
}

const alone = { sharesSubnet: false, sharesAgent: false };
const inSubnet = { sharesSubnet: true, sharesAgent: false };

/**
 * Eight visitors, worked out by hand:
 *   #  ip         count  China  WeChat  carrier  os              agent  → class
 *   0  1.2.3.4    25     yes    yes     mobile   iOS 17.4        UA-A     primary (also warning, success)
 *   1  1.2.3.9    3      yes    no      unicom   Android 14      UA-A     warning
 *   2  5.6.7.8    12     yes    yes     telecom  Android 13      UA-B     info (also success)
 *   3  8.8.8.8    1      no     yes     other    Mac OS 10.15.7  UA-C     danger (WeChat abroad is no success)
 *   4  9.9.9.9    1      yes    yes     mobile   Windows 10      ''       success
 *   5  10.0.0.1   1      yes    no      mobile   HarmonyOS 4     ''       none
 *   6  8.8.4.4    30     no     no      other    iPadOS 17       UA-B     danger (also primary)
 *   7  5.6.8.1    2      yes    no      other    Linux           UA-D     none (5.6.8 is not 5.6.7)
 */
const FIXTURE: AccessRow[] = [
  row({
    ip: '1.2.3.4',
    ip_count: 25,
    in_wechat: true,
    carrier: Carrier.china_mobile,
    os: 'iOS 17.4',
    latest_user_agent: 'UA-A',
  }),
  row({
    ip: '1.2.3.9',
    ip_count: 3,
    carrier: Carrier.china_unicom,
    os: 'Android 14',
    latest_user_agent: 'UA-A',
  }),
  row({
    ip: '5.6.7.8',
    ip_count: 12,
    in_wechat: true,
    carrier: Carrier.china_telecom,
    os: 'Android 13',
    latest_user_agent: 'UA-B',
  }),
  row({ ip: '8.8.8.8', in_china: false, in_wechat: true, os: 'Mac OS 10.15.7', latest_user_agent: 'UA-C' }),
  row({ ip: '9.9.9.9', in_wechat: true, carrier: Carrier.china_mobile, os: 'Windows 10' }),
  row({ ip: '10.0.0.1', carrier: Carrier.china_mobile, os: 'HarmonyOS 4' }),
  row({ ip: '8.8.4.4', ip_count: 30, in_china: false, os: 'iPadOS 17', latest_user_agent: 'UA-B' }),
  row({ ip: '5.6.8.1', ip_count: 2, os: 'Linux', latest_user_agent: 'UA-D' }),
];

describe('access-log row classes', () => {
  it('marks 20 visits or more as primary', () => {
    expect(classifyRow(row({ ip_count: 20 }), alone)).toBe('primary');
    expect(classifyRow(row({ ip_count: 500 }), alone)).toBe('primary');
  });

  it('marks 10 to 19 visits as info', () => {
    expect(classifyRow(row({ ip_count: 10 }), alone)).toBe('info');
    expect(classifyRow(row({ ip_count: 19 }), alone)).toBe('info');
    expect(classifyRow(row({ ip_count: 9 }), alone)).toBeNull();
  });

  it('marks an address sharing its first three octets with another row as warning', () => {
    expect(classifyRow(row({}), inSubnet)).toBe('warning');
    expect(classifyRows([row({ ip: '1.2.3.4' }), row({ ip: '1.2.3.200' }), row({ ip: '1.2.4.4' })])).toEqual([
      'warning',
      'warning',
      null,
    ]);
  });

  it('does not count the same address twice as a shared /24, nor non-IPv4 text', () => {
    expect(classifyRows([row({ ip: '1.2.3.4' })])).toEqual([null]);
    expect(classifyRows([row({ ip: '::1' }), row({ ip: '::2' })])).toEqual([null, null]);
  });

  it('marks an address outside China as danger', () => {
    expect(classifyRow(row({ in_china: false }), alone)).toBe('danger');
  });

  it('does not call a private, loopback or unplaced address outside China', () => {
    for (const ip of ['127.0.0.1', '192.168.1.20', '10.1.2.3'])
      expect(classifyRow(row({ ip, in_china: false, latest_ip_belong: '' }), alone)).toBeNull();
    expect(summarise([row({ in_china: false, latest_ip_belong: '' })]).outside_china).toBe(0);
  });

  it('counts an address by all its visits: WeChat and Android earlier, a computer latest', () => {
    const mixed = row({
      os: 'Mac OS 10.15.7',
      in_wechat: true,
      wechat_count: 4,
      platforms: ['Android 14', 'Mac OS 10.15.7'],
    });
    const counts = summarise([mixed]);
    expect(counts).toMatchObject({ wechat: 1, android: 1, apple: 1 });
  });

  it('marks a WeChat visit from China as success, and a WeChat visit from abroad as danger', () => {
    expect(classifyRow(row({ in_wechat: true }), alone)).toBe('success');
    expect(classifyRow(row({ in_wechat: true, in_china: false }), alone)).toBe('danger');
  });

  it('leaves a plain visitor without a class', () => {
    expect(classifyRow(row({}), alone)).toBeNull();
  });

  it('settles a row meeting several rules by the documented precedence', () => {
    expect(ROW_CLASS_PRECEDENCE.map((rule) => rule.rowClass)).toEqual([
      'danger',
      'primary',
      'info',
      'warning',
      'success',
    ]);
    const everything = row({ ip_count: 25, in_china: false, in_wechat: true });
    expect(classifyRow(everything, inSubnet)).toBe('danger');
    expect(classifyRow(row({ ip_count: 25, in_wechat: true }), inSubnet)).toBe('primary');
    expect(classifyRow(row({ ip_count: 15, in_wechat: true }), inSubnet)).toBe('info');
    expect(classifyRow(row({ in_wechat: true }), inSubnet)).toBe('warning');
    expect(matchingClasses(row({ ip_count: 25, in_wechat: true }), inSubnet)).toEqual([
      'primary',
      'warning',
      'success',
    ]);
  });

  it('classifies the fixture as worked out by hand', () => {
    expect(classifyRows(FIXTURE)).toEqual([
      'primary',
      'warning',
      'info',
      'danger',
      'success',
      null,
      'danger',
      null,
    ]);
  });
});

describe('access-log filters', () => {
  it('counts every filter of the fixture', () => {
    expect(summarise(FIXTURE)).toEqual({
      all: 8,
      china_mobile: 3,
      china_unicom: 1,
      china_telecom: 1,
      wechat: 4,
      outside_china: 2,
      apple: 3,
      android: 2,
      same_user_agent: 4,
    });
  });

  it('gives each filter its rows in their original order', () => {
    const ips = (filter: (typeof FILTER_IDS)[number]) =>
      filterRows(FIXTURE, filter).map((visitor) => visitor.ip);
    expect(ips('all')).toEqual(FIXTURE.map((visitor) => visitor.ip));
    expect(ips('china_mobile')).toEqual(['1.2.3.4', '9.9.9.9', '10.0.0.1']);
    expect(ips('china_unicom')).toEqual(['1.2.3.9']);
    expect(ips('china_telecom')).toEqual(['5.6.7.8']);
    expect(ips('wechat')).toEqual(['1.2.3.4', '5.6.7.8', '8.8.8.8', '9.9.9.9']);
    expect(ips('outside_china')).toEqual(['8.8.8.8', '8.8.4.4']);
    expect(ips('apple')).toEqual(['1.2.3.4', '8.8.8.8', '8.8.4.4']);
    expect(ips('android')).toEqual(['1.2.3.9', '5.6.7.8']);
    expect(ips('same_user_agent')).toEqual(['1.2.3.4', '1.2.3.9', '5.6.7.8', '8.8.4.4']);
  });

  it('counts and filters consistently for every filter', () => {
    const counts = summarise(FIXTURE);
    for (const filter of FILTER_IDS) expect(filterRows(FIXTURE, filter)).toHaveLength(counts[filter]);
  });

  it('treats a user agent as shared only when another row has exactly the same one', () => {
    const rows = [
      row({ latest_user_agent: 'Mozilla/5.0 A' }),
      row({ latest_user_agent: 'Mozilla/5.0 A' }),
      row({ latest_user_agent: 'Mozilla/5.0 A' }),
      row({ latest_user_agent: 'Mozilla/5.0 a' }),
      row({ latest_user_agent: '' }),
      row({ latest_user_agent: '' }),
    ];
    expect(filterRows(rows, 'same_user_agent')).toEqual(rows.slice(0, 3));
  });

  it('tells Apple and Android systems apart by their names', () => {
    for (const os of ['iOS 17.4', 'iOS', 'iPadOS 17.1', 'Mac OS 10.15.7', 'macOS 14', 'Mac OS X', 'ios 16'])
      expect(isAppleOs(os), os).toBe(true);
    for (const os of ['Android 14', 'Windows 10', 'HarmonyOS 4', 'Linux', 'Chromium OS', '', 'iOSX'])
      expect(isAppleOs(os), os).toBe(false);
    for (const os of ['Android 14', 'Android', 'android 9']) expect(isAndroidOs(os), os).toBe(true);
    for (const os of ['HarmonyOS 4', 'iOS 17', 'Linux', '']) expect(isAndroidOs(os), os).toBe(false);
  });
});

describe('the set-wide facts', () => {
  it('reads the /24 of an IPv4 address and refuses anything else', () => {
    expect(subnetOf('10.1.2.77')).toBe(0x0a0102);
    expect(subnetOf('255.255.255.255')).toBe(0xffffff);
    expect(subnetOf('0.0.0.0')).toBe(0);
    for (const text of [
      '',
      '1.2.3',
      '1.2.3.4.5',
      '256.1.1.1',
      '1.2.3.256',
      '1..3.4',
      '1.2.3.',
      '::1',
      'a.b.c.d',
      '1.2.3.4 ',
    ])
      expect(subnetOf(text), text).toBe(-1);
  });

  it('tells strings apart that differ in one character anywhere, and finds the equal ones', () => {
    const agent = (digit: number) =>
      `Mozilla/5.0 (Linux; Android 14; V2309A) Chrome/120.0.6099.${digit}4 Mobile`;
    const values = [agent(1), agent(2), agent(1), 'short', 'short', '', '', '中文 UA', '中文 UA', agent(3)];
    expect(sharedStrings(values)).toEqual(new Uint8Array([1, 0, 1, 1, 1, 0, 0, 1, 1, 0]));
    const hashes = (text: string) => {
      const into = new Int32Array(2);
      hashString(text, into);
      return Array.from(into);
    };
    expect(hashes(agent(1))).toEqual(hashes(agent(1)));
    expect(hashes(agent(1))[0]).not.toBe(hashes(agent(2))[0]);
    expect(hashes(agent(1))[1]).not.toBe(hashes(agent(2))[1]);
    // Longer than the scratch buffer the bytes are encoded into, and with a tail of 1–3 bytes.
    expect(hashes('x'.repeat(5001))).toEqual(hashes('x'.repeat(5001)));
    expect(hashes('x'.repeat(5001))).not.toEqual(hashes('x'.repeat(5002)));
  });

  it('keeps finding repeats while its table grows past thousands of different strings', () => {
    const twice = Array.from({ length: 3000 }, (_, index) => `agent/${index}`);
    const once = Array.from({ length: 1000 }, (_, index) => `lonely/${index}`);
    const values = [...twice, ...once, ...twice.slice().reverse()];
    const shared = sharedStrings(values);
    expect(shared.slice(0, 3000).every((flag) => flag === 1)).toBe(true);
    expect(shared.slice(3000, 4000).every((flag) => flag === 0)).toBe(true);
    expect(shared.slice(4000).every((flag) => flag === 1)).toBe(true);
  });
});

describe('the worker’s index', () => {
  it('answers class codes and counts for a set, then each filter’s row indexes', () => {
    const index = new AccessLogIndex();
    const { classes, counts } = index.load(FIXTURE);
    expect(Array.from(classes, classOfCode)).toEqual(classifyRows(FIXTURE));
    expect(counts).toEqual(summarise(FIXTURE));
    expect(Array.from(index.filter('outside_china'))).toEqual([3, 6]);
    expect(Array.from(index.filter('all'))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('forgets the previous set when it loads another', () => {
    const index = new AccessLogIndex();
    index.load(FIXTURE);
    index.load([row({ in_china: false })]);
    expect(Array.from(index.filter('outside_china'))).toEqual([0]);
    expect(index.filter('wechat')).toHaveLength(0);
  });
});
