import { describe, expect, it } from 'vitest';
import { type DeviceInfo, isBot, parseUserAgent } from '../../../server/visits/enrich/user-agent';

const UA = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iPhoneWeChat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  samsungWeChat:
    'Mozilla/5.0 (Linux; Android 14; SM-G9910 Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  xiaomi:
    'Mozilla/5.0 (Linux; U; Android 14; zh-cn; 23113RKC6C Build/UKQ1.230804.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/112.0.5615.136 Mobile Safari/537.36 XiaoMi/MiuiBrowser/18.2.150419',
  huaweiHarmony:
    'Mozilla/5.0 (Linux; Android 12; HarmonyOS; NOH-AN00; HMSCore 6.13.0.302) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 HuaweiBrowser/14.0.5.302 Mobile Safari/537.36',
  huaweiWeChat:
    'Mozilla/5.0 (Linux; Android 12; ALN-AL00 Build/HUAWEIALN-AL00; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/99.0.4844.88 Mobile Safari/537.36 MicroMessenger/8.0.44.2502(0x28002C37) WeChat/arm64 Weixin NetType/5G Language/zh_CN ABI/arm64',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  windowsWeChat:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13) XWEB/9129 Flue',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  reducedChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  oppoUnknownVendor:
    'Mozilla/5.0 (Linux; U; Android 12; zh-CN; PFEM10 Build/SKQ1.211019.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0.3904.108 UCBrowser/15.5.2.1262 Mobile Safari/537.36',
} as const;

const person = { wechat: false, bot: false } as const;

describe('parseUserAgent', () => {
  it('reads Safari on an iPhone', () => {
    expect(parseUserAgent(UA.iPhoneSafari)).toEqual<DeviceInfo>({
      os: 'iOS 17.4',
      browser: 'Mobile Safari 17',
      vendor: 'Apple',
      model: 'iPhone',
      device: 'Apple iPhone',
      desktop: false,
      ...person,
    });
  });

  it("reads WeChat on an iPhone with WeChat's own version", () => {
    expect(parseUserAgent(UA.iPhoneWeChat)).toEqual<DeviceInfo>({
      os: 'iOS 17.4',
      browser: 'WeChat 8.0.47',
      vendor: 'Apple',
      model: 'iPhone',
      device: 'Apple iPhone',
      desktop: false,
      wechat: true,
      bot: false,
    });
  });

  it('names a Samsung phone in WeChat by its marketing name', () => {
    expect(parseUserAgent(UA.samsungWeChat)).toEqual<DeviceInfo>({
      os: 'Android 14',
      browser: 'WeChat 8.0.47',
      vendor: 'Samsung',
      model: 'Galaxy S21 5G',
      device: 'Samsung Galaxy S21 5G',
      desktop: false,
      wechat: true,
      bot: false,
    });
  });

  it('names a Redmi phone', () => {
    expect(parseUserAgent(UA.xiaomi)).toEqual<DeviceInfo>({
      os: 'Android 14',
      browser: 'MIUI Browser 18',
      vendor: 'Xiaomi',
      model: 'Redmi K70',
      device: 'Xiaomi Redmi K70',
      desktop: false,
      ...person,
    });
  });

  it('names a Huawei phone on HarmonyOS without the borrowed Android version', () => {
    expect(parseUserAgent(UA.huaweiHarmony)).toEqual<DeviceInfo>({
      os: 'HarmonyOS',
      browser: 'Huawei Browser 14',
      vendor: 'Huawei',
      model: 'Mate 40 Pro',
      device: 'Huawei Mate 40 Pro',
      desktop: false,
      ...person,
    });
  });

  it('names a Huawei phone in WeChat', () => {
    const device = parseUserAgent(UA.huaweiWeChat);
    expect(device.device).toBe('Huawei Mate 60 Pro');
    expect(device.browser).toBe('WeChat 8.0.44');
    expect(device.wechat).toBe(true);
  });

  it('takes the vendor from the table when the parser does not know it', () => {
    expect(parseUserAgent(UA.oppoUnknownVendor)).toMatchObject({
      vendor: 'OPPO',
      model: 'Find X5 Pro',
      device: 'OPPO Find X5 Pro',
      browser: 'UCBrowser 15',
    });
  });

  it('reads Chrome on Windows as a desktop', () => {
    expect(parseUserAgent(UA.windowsChrome)).toEqual<DeviceInfo>({
      os: 'Windows 10',
      browser: 'Chrome 124',
      vendor: '',
      model: '',
      device: 'Desktop',
      desktop: true,
      ...person,
    });
  });

  it('reads Safari on macOS as a desktop', () => {
    expect(parseUserAgent(UA.macSafari)).toEqual<DeviceInfo>({
      os: 'macOS 10.15',
      browser: 'Safari 17',
      vendor: 'Apple',
      model: 'Macintosh',
      device: 'Desktop',
      desktop: true,
      ...person,
    });
  });

  it('counts WeChat for Windows as both desktop and WeChat', () => {
    expect(parseUserAgent(UA.windowsWeChat)).toMatchObject({
      os: 'Windows 10',
      browser: 'WeChat 7.0.20',
      desktop: true,
      wechat: true,
    });
  });

  it('does not count an iPad as a desktop', () => {
    expect(parseUserAgent(UA.iPad)).toMatchObject({ desktop: false, device: 'Apple iPad' });
  });

  it("ignores Chrome's placeholder model K", () => {
    expect(parseUserAgent(UA.reducedChrome)).toMatchObject({ model: '', vendor: '', device: 'Phone' });
  });

  it('describes an empty user agent as an unknown bot', () => {
    expect(parseUserAgent('')).toEqual<DeviceInfo>({
      os: '',
      browser: '',
      vendor: '',
      model: '',
      device: '',
      desktop: false,
      wechat: false,
      bot: true,
    });
  });
});

describe('isBot', () => {
  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    [
      'Googlebot smartphone',
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.118 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    ],
    ['bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['Baiduspider', 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)'],
    [
      'YisouSpider',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/69.0.3497.81 YisouSpider/5.0 Safari/537.36',
    ],
    ['Sogou', 'Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)'],
    [
      '360Spider',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/50.0.2661.102 Safari/537.36; 360Spider',
    ],
    [
      'Bytespider',
      'Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)',
    ],
    ['facebookexternalhit', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['Twitterbot', 'Twitterbot/1.0'],
    ['Slackbot', 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)'],
    ['TelegramBot', 'TelegramBot (like TwitterBot)'],
    ['WhatsApp', 'WhatsApp/2.23.20.0 A'],
    ['Discordbot', 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)'],
    ['LinkedInBot', 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)'],
    ['curl', 'curl/8.4.0'],
    ['Wget', 'Wget/1.21.4'],
    ['python-requests', 'python-requests/2.31.0'],
    ['Go-http-client', 'Go-http-client/1.1'],
    ['okhttp alone', 'okhttp/4.9.3'],
    [
      'HeadlessChrome',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
    ],
    ['an empty user agent', ''],
    ['a blank user agent', '   '],
  ])('recognises %s', (_family, ua) => {
    expect(isBot(ua)).toBe(true);
    expect(parseUserAgent(ua).bot).toBe(true);
  });

  it.each([
    ['Safari on an iPhone', UA.iPhoneSafari],
    ['WeChat on Android', UA.samsungWeChat],
    ['Chrome on Windows', UA.windowsChrome],
    [
      "Sogou's mobile browser",
      'Mozilla/5.0 (Linux; Android 12; V2203A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/91.0.4472.114 Mobile Safari/537.36 SogouMobileBrowser/5.39.5',
    ],
    [
      'a Cubot phone',
      'Mozilla/5.0 (Linux; Android 11; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    ],
    [
      'an in-app browser that mentions okhttp',
      'Mozilla/5.0 (Linux; Android 13; V2309A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36 okhttp/4.9.0',
    ],
  ])('lets %s through', (_name, ua) => {
    expect(isBot(ua)).toBe(false);
  });
});
