import { describe, expect, it } from 'vitest';
import { Carrier } from '../../../contract/enums';
import {
  carrierOf,
  createIp2RegionGeo,
  type GeoInfo,
  inChina,
  UNKNOWN_GEO,
} from '../../../server/visits/enrich/geo';

// Loaded once: the data is read synchronously at construction.
const geo = createIp2RegionGeo();

const place = (
  country: string,
  province: string,
  city: string,
  isp: string,
  carrier: GeoInfo['carrier'],
): GeoInfo => ({ country, province, city, isp, carrier });

describe('createIp2RegionGeo', () => {
  it.each([
    ['36.110.1.1', place('中国', '北京', '北京市', '电信', Carrier.china_telecom)],
    ['202.96.128.86', place('中国', '广东省', '广州市', '电信', Carrier.china_telecom)],
    ['221.130.1.1', place('中国', '江苏省', '南京市', '移动', Carrier.china_mobile)],
    ['117.136.0.1', place('中国', '北京', '北京市', '移动', Carrier.china_mobile)],
    ['120.204.1.1', place('中国', '上海', '上海市', '移动', Carrier.china_mobile)],
    ['112.96.1.1', place('中国', '广东省', '广州市', '联通', Carrier.china_unicom)],
    ['123.125.114.144', place('中国', '北京', '北京市', '联通', Carrier.china_unicom)],
    ['210.21.196.6', place('中国', '广东省', '深圳市', '联通', Carrier.china_unicom)],
  ])('locates %s and names its carrier', (ip, expected) => {
    expect(geo.lookup(ip)).toEqual(expected);
  });

  it('gives other carriers code 4 and keeps their name', () => {
    expect(geo.lookup('223.5.5.5')).toEqual(place('中国', '浙江省', '杭州市', '阿里云', Carrier.other));
  });

  it("turns the data's 0 placeholder into an empty string", () => {
    expect(geo.lookup('114.114.114.114')).toEqual(place('中国', '江苏省', '南京市', '', Carrier.other));
  });

  it('locates a foreign address outside China', () => {
    const found = geo.lookup('8.8.8.8');
    expect(found).toEqual(place('美国', '', '', 'Level3', Carrier.other));
    expect(inChina(found)).toBe(false);
  });

  it.each(['192.168.1.1', '10.0.0.1', '172.16.5.4', '127.0.0.1', '0.0.0.0'])(
    'knows nothing about the private address %s',
    (ip) => {
      expect(geo.lookup(ip)).toEqual(UNKNOWN_GEO);
    },
  );

  it('files Taiwan under 中国 as the data does, without a mainland carrier', () => {
    const found = geo.lookup('1.34.0.1');
    expect(found).toEqual(place('中国', '台湾省', '', '中华电信', Carrier.other));
    expect(inChina(found)).toBe(true);
  });

  it.each([
    [
      '240e:47d:c20:1627:30a3:ba0d:a5e6:ec19',
      place('中国', '广东省', '广州市', '中国电信CTNET网络', Carrier.china_telecom),
    ],
    ['2409:8900:1234::1', place('中国', '北京市', '', '中国移动CMNET网络', Carrier.china_mobile)],
    ['2408:8456:1234::1', place('中国', '广东省', '', '中国联通3GNET网络', Carrier.china_unicom)],
  ])('locates the IPv6 address %s', (ip, expected) => {
    expect(geo.lookup(ip)).toEqual(expected);
  });

  it.each([
    ['2a00:1450:4001:80b::200e', '德国'],
    ['2001:200::1', '日本'],
    ['2001:2b8::1', '韩国'],
    // 日本东京都: where the country ends cannot be seen, so it stays unknown rather than wrong.
    ['2400:8902:e001::1', ''],
    // 全球 marks an anycast range, not a country.
    ['2001:4860:4860::8888', ''],
  ])('takes the country of the foreign IPv6 address %s', (ip, country) => {
    const found = geo.lookup(ip);
    expect(found.country).toBe(country);
    expect(found.province).toBe('');
    expect(found.carrier).toBe(Carrier.other);
  });

  it.each(['::1', 'fe80::1', 'fc00::1', '2001:db8::1', 'ff02::1'])(
    'knows nothing about the non-public IPv6 address %s',
    (ip) => {
      expect(geo.lookup(ip)).toEqual(UNKNOWN_GEO);
    },
  );

  it('answers every IPv4 address as the library’s own search does', () => {
    const library = createIp2RegionGeo({ librarySearch: true });
    // Spread over the whole space (a fixed stride, so a failure names the same addresses again),
    // plus the edges of the space and of a byte.
    const addresses = ['0.0.0.0', '255.255.255.255', '1.0.0.0', '0.255.255.255', '223.255.255.255'];
    for (let value = 7; value < 2 ** 32; value += 65_537 * 13) {
      addresses.push([value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join('.'));
    }
    expect(addresses.length).toBeGreaterThan(5000);
    const differing = addresses.filter(
      (ip) => JSON.stringify(geo.lookup(ip)) !== JSON.stringify(library.lookup(ip)),
    );
    expect(differing).toEqual([]);
    // Looked up again, the remembered record gives the same answer.
    expect(geo.lookup('202.96.128.86')).toEqual(library.lookup('202.96.128.86'));
  });

  it('reads an IPv4 address written as IPv6, as dual-stack sockets report it', () => {
    expect(geo.lookup('::ffff:117.136.0.1')).toEqual(geo.lookup('117.136.0.1'));
  });

  it('ignores surrounding spaces', () => {
    expect(geo.lookup(' 8.8.8.8 ')).toEqual(geo.lookup('8.8.8.8'));
  });

  it.each(['', 'garbage', '999.1.1.1', '1.2.3', 'fe80::1%eth0', '::ffff:999.1.1.1'])(
    'answers unknown for the invalid address %j without throwing',
    (ip) => {
      expect(geo.lookup(ip)).toEqual(UNKNOWN_GEO);
    },
  );
});

describe('carrierOf', () => {
  it.each([
    ['电信', Carrier.china_telecom],
    ['中国电信', Carrier.china_telecom],
    ['移动', Carrier.china_mobile],
    ['中国移动CMNET网络', Carrier.china_mobile],
    ['铁通', Carrier.china_mobile],
    ['联通', Carrier.china_unicom],
    ['中国联通169骨干网', Carrier.china_unicom],
    ['网通', Carrier.china_unicom],
    ['中华电信', Carrier.other],
    ['星和移动', Carrier.other],
    ['澳门电讯', Carrier.other],
    ['广电', Carrier.other],
    ['阿里云', Carrier.other],
    ['', Carrier.other],
  ])('maps %j to %i', (isp, carrier) => {
    expect(carrierOf(isp)).toBe(carrier);
  });
});

describe('inChina', () => {
  it('is true only when the country is 中国', () => {
    expect(inChina(place('中国', '广东省', '深圳市', '电信', Carrier.china_telecom))).toBe(true);
    expect(inChina(place('日本', '', '', '', Carrier.other))).toBe(false);
    expect(inChina(UNKNOWN_GEO)).toBe(false);
  });
});
