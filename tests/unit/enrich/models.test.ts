import { describe, expect, it } from 'vitest';
import { MODEL_COUNT, marketingName, modelCode } from '../../../server/visits/enrich/models';
import table from '../../../server/visits/enrich/models.json' with { type: 'json' };

const VENDORS = ['Samsung', 'Xiaomi', 'Huawei', 'Honor', 'OPPO', 'vivo', 'OnePlus', 'realme', 'Meizu'];

describe('marketingName', () => {
  it.each([
    ['SM-G9910', 'Samsung', 'Galaxy S21 5G'],
    ['SM-S9280', 'Samsung', 'Galaxy S24 Ultra'],
    ['SM-S918B', 'Samsung', 'Galaxy S23 Ultra'],
    ['SM-F9460', 'Samsung', 'Galaxy Z Fold5'],
    ['2211133C', 'Xiaomi', 'Xiaomi 13'],
    ['23127PN0CC', 'Xiaomi', 'Xiaomi 14'],
    ['M2012K11AC', 'Xiaomi', 'Redmi K40'],
    ['23113RKC6C', 'Xiaomi', 'Redmi K70'],
    ['22101316C', 'Xiaomi', 'Redmi Note 12 Pro'],
    ['23049PCD8G', 'Xiaomi', 'POCO F5'],
    ['ALN-AL00', 'Huawei', 'Mate 60 Pro'],
    ['NOH-AN00', 'Huawei', 'Mate 40 Pro'],
    ['ADY-AL00', 'Huawei', 'Pura 70'],
    ['BVL-AN16', 'Honor', 'Magic6 Pro'],
    ['REA-AN00', 'Honor', 'Honor 90'],
    ['PHZ110', 'OPPO', 'Find X7'],
    ['PGEM10', 'OPPO', 'Find X6 Pro'],
    ['PJH110', 'OPPO', 'Reno11'],
    ['V2309A', 'vivo', 'X100'],
    ['V2307A', 'vivo', 'iQOO 12'],
    ['V2338A', 'vivo', 'iQOO Neo9'],
    ['PJD110', 'OnePlus', 'OnePlus 12'],
    ['CPH2581', 'OnePlus', 'OnePlus 12'],
    ['RMX3706', 'realme', 'GT Neo5'],
    ['M971Q', 'Meizu', 'Meizu 16s'],
  ])('names %s', (code, vendor, name) => {
    expect(marketingName(code)).toEqual({ vendor, name });
  });

  it('ignores case', () => {
    expect(marketingName('sm-g9910')).toEqual({ vendor: 'Samsung', name: 'Galaxy S21 5G' });
  });

  it.each([
    ['SM-G9910 Build/UP1A.231005.007', 'Galaxy S21 5G'],
    ['2211133C Build/TKQ1.220905.001; wv', 'Xiaomi 13'],
    ['SM-G9600/DS', 'Galaxy S9'],
    ['  NOH-AN00 ', 'Mate 40 Pro'],
    ['HUAWEI ALN-AL00', 'Mate 60 Pro'],
    ['HONOR BVL-AN16', 'Magic6 Pro'],
  ])('reads the code out of %j', (model, name) => {
    expect(marketingName(model)?.name).toBe(name);
  });

  it.each(['', '   ', 'iPhone', 'XYZ-123', 'K'])('does not know %j', (model) => {
    expect(marketingName(model)).toBeNull();
  });
});

describe('modelCode', () => {
  it('strips the build and upper-cases', () => {
    expect(modelCode(' v2309a Build/UP1A ')).toBe('V2309A');
  });
});

describe('the model table', () => {
  it('holds hundreds of codes, none twice in another case', () => {
    expect(MODEL_COUNT).toBeGreaterThanOrEqual(400);
    expect(MODEL_COUNT).toBe(Object.keys(table).length);
  });

  it('pairs every code with a known vendor and a name', () => {
    const malformed = Object.entries(table).filter(
      ([, entry]) => entry.length !== 2 || !VENDORS.includes(entry[0] ?? '') || !entry[1]?.trim(),
    );
    expect(malformed).toEqual([]);
  });
});
