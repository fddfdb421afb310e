import { isbot } from 'isbot';
import UAParser, { type UAParserResult } from 'ua-parser-js';
import { isWeChat } from '../../redirect/access';
import { marketingName } from './models';

/** What a user agent says about the visitor's device; unknown parts are ''. */
export type DeviceInfo = {
  /** Name and version, e.g. `iOS 17.4`, `Android 14`, `Windows 10`, `macOS 10.15`. */
  os: string;
  /** Name and major version, e.g. `Chrome 124`; WeChat's in-app browser as `WeChat 8.0.47`. */
  browser: string;
  /** The maker, e.g. `Apple`, `Samsung`, `Xiaomi`. */
  vendor: string;
  /** The marketing name when the model code is known (`Galaxy S21 5G`), else the code itself. */
  model: string;
  /** A short description for lists: `Apple iPhone`, `Xiaomi Redmi K70`, `Desktop`. */
  device: string;
  /** A desktop or laptop: no handheld device type and a desktop operating system. */
  desktop: boolean;
  /** Inside WeChat (MicroMessenger), where access rules and statistics treat visitors apart. */
  wechat: boolean;
  /** A crawler, a link-preview fetcher, a script or an empty user agent. */
  bot: boolean;
};

/**
 * Crawlers and link-preview fetchers, matched anywhere in the user agent. Generic words (bot,
 * spider, crawl) catch the long tail; `(?<!cu)bot` spares Cubot phones.
 */
const BOT = new RegExp(
  [
    String.raw`(?<!cu)bot\b`,
    'spider',
    'crawl',
    'slurp',
    'facebookexternalhit',
    'facebookcatalog',
    'whatsapp',
    'bingpreview',
    'skypeuripreview',
    'slack-imgproxy',
    'mediapartners-google',
    'google-inspectiontool',
    'google-read-aloud',
    'googleother',
    'feedfetcher',
    'ia_archiver',
    'qwantify',
    'yeti/',
    'curl/',
    'wget/',
    'python-requests',
    'python-urllib',
    'python-httpx',
    'aiohttp',
    'go-http-client',
    'headlesschrome',
    'phantomjs',
    'lighthouse',
    'java/',
    'apache-httpclient',
    'node-fetch',
    'axios/',
    'undici',
    'libwww-perl',
    'scrapy',
    'postmanruntime',
    'httpie',
    'dart:io',
  ].join('|'),
  'i',
);
/**
 * Tokens of people's browsers that the `isbot` list reads as a bot's, taken out before asking it:
 * Sogou's mobile browser (the list has `sogou` for its spider), an in-app browser that appends
 * `okhttp/…` (the list has `http`), and Alipay's `AlipayDefined(…ws:393|0|2.75)` (the list takes any
 * `|` for a script's agent).
 */
const HUMAN_TOKENS = /SogouMobileBrowser\/[\d.]+|okhttp\/[\d.]+|AlipayDefined\([^)]*\)/gi;

// okhttp is Android's HTTP library: alone it is a script or an app's fetcher, inside a browser's
// user agent (some in-app browsers append it) it is a person.
const OKHTTP = /okhttp/i;
const BROWSER_TOKEN = /mozilla\//i;

/**
 * Whether a user agent belongs to a crawler, a link-preview fetcher or a script: the maintained
 * `isbot` list (the public crawler lists change every month), then our own rules for link previews
 * and HTTP libraries it leaves to the caller.
 */
export function isBot(ua: string): boolean {
  if (ua.trim() === '') return true;
  if (isbot(ua.replace(HUMAN_TOKENS, '')) || BOT.test(ua)) return true;
  return OKHTTP.test(ua) && !BROWSER_TOKEN.test(ua);
}

const MICRO_MESSENGER = /MicroMessenger\/(\d+(?:\.\d+){0,2})/i;
const DESKTOP_OS = new Set([
  'Windows',
  'Mac OS',
  'macOS',
  'Linux',
  'Ubuntu',
  'Debian',
  'Fedora',
  'Mint',
  'Arch',
  'CentOS',
  'RedHat',
  'SUSE',
  'Gentoo',
  'Deepin',
  'Chromium OS',
  'FreeBSD',
  'OpenBSD',
  'NetBSD',
  'Solaris',
  'Unix',
]);
/** Device types that are not a desktop even on a desktop-looking system (iPads, TVs, consoles). */
const NOT_DESKTOP_TYPES = new Set(['mobile', 'tablet', 'wearable', 'smarttv', 'console', 'xr', 'embedded']);
const TYPE_LABELS: Record<string, string> = {
  mobile: 'Phone',
  tablet: 'Tablet',
  wearable: 'Wearable',
  smarttv: 'Smart TV',
  console: 'Console',
  xr: 'XR headset',
  embedded: 'Embedded',
};
// ua-parser's spelling → the usual one.
const OS_NAMES: Record<string, string> = { 'Mac OS': 'macOS' };
const VENDOR_NAMES: Record<string, string> = { Vivo: 'vivo', Realme: 'realme', Oneplus: 'OnePlus' };
/**
 * Chrome's reduced user agent says "Android 10; K" whatever the phone; HarmonyOS reports the
 * Android version it is compatible with, which is not its own.
 */
const PLACEHOLDER_MODELS = new Set(['K']);
const OS_WITHOUT_VERSION = new Set(['HarmonyOS']);

/** `17.4.1` → `17.4`: patch levels only split the statistics. */
function shortVersion(version: string | undefined): string {
  return (version ?? '').split('.').slice(0, 2).join('.');
}

function join(...parts: string[]): string {
  return parts.filter((part) => part !== '').join(' ');
}

function describeOs({ name = '', version }: UAParserResult['os']): string {
  const shown = OS_NAMES[name] ?? name;
  return OS_WITHOUT_VERSION.has(name) ? shown : join(shown, shortVersion(version));
}

function describeBrowser(ua: string, { name = '', major = '' }: UAParserResult['browser']): string {
  // The in-app browser reports the Chrome or Safari inside it; the WeChat version is what matters.
  const weChat = MICRO_MESSENGER.exec(ua);
  if (weChat?.[1]) return `WeChat ${weChat[1]}`;
  return join(name, major);
}

function describeDevice(vendor: string, model: string, type: string, desktop: boolean): string {
  if (desktop) return 'Desktop';
  if (model) {
    // "Xiaomi 14", "OnePlus 12" and "Honor 90" already carry the brand.
    const branded = vendor === '' || model.toLowerCase().startsWith(vendor.toLowerCase());
    return branded ? model : `${vendor} ${model}`;
  }
  return vendor || (TYPE_LABELS[type] ?? '');
}

// One parser reused for every call: parsing is synchronous, and this skips a construction each time.
const parser = new UAParser();

/** Reads os, browser, device and flags from a user agent. Pure; never throws. */
export function parseUserAgent(ua: string): DeviceInfo {
  const result = parser.setUA(ua).getResult();
  const { type = '' } = result.device;
  const rawModel = (result.device.model ?? '').trim();
  const code = PLACEHOLDER_MODELS.has(rawModel) ? '' : rawModel;
  const known = code ? marketingName(code) : null;
  const rawVendor = result.device.vendor ?? '';
  const vendor = known?.vendor ?? VENDOR_NAMES[rawVendor] ?? rawVendor;
  const model = known?.name ?? code;
  const desktop = !NOT_DESKTOP_TYPES.has(type) && DESKTOP_OS.has(result.os.name ?? '');
  return {
    os: describeOs(result.os),
    browser: describeBrowser(ua, result.browser),
    vendor,
    model,
    device: describeDevice(vendor, model, type, desktop),
    desktop,
    wechat: isWeChat(ua),
    bot: isBot(ua),
  };
}
