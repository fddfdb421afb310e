import { escapeHtml, jsString } from './html-escape';

/**
 * Analytics snippets (SPEC §4 `js_config`): a provider from this fixed list and a site id of the
 * shape the provider uses. The markup is this module's fixed template with the id escaped for where
 * it stands — never script a customer wrote — and the landing page's Content-Security-Policy
 * allows exactly the provider's hosts.
 */
export const ANALYTICS_PROVIDERS = ['ga4', 'plausible', 'umami', 'baidu'] as const;
export type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number];

type ProviderSpec = {
  /** The only site ids the template is ever given. */
  pattern: RegExp;
  /** A site id of the right shape, shown as the field's placeholder. */
  example: string;
  /** Where the provider's script loads from: added to the page's `script-src`. */
  scriptHosts: readonly string[];
  /** Where the script sends its measurements: added to the page's `connect-src`. */
  connectHosts: readonly string[];
  markup(siteId: string, nonce: string): string;
};

export const ANALYTICS: Record<AnalyticsProvider, ProviderSpec> = {
  ga4: {
    pattern: /^G-[A-Z0-9]{4,16}$/,
    example: 'G-AB12CD34EF',
    scriptHosts: ['https://www.googletagmanager.com'],
    // Google's own list for gtag.js under a CSP.
    connectHosts: [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
    markup: (id, nonce) =>
      `<script async nonce="${nonce}" src="https://www.googletagmanager.com/gtag/js?id=${escapeHtml(encodeURIComponent(id))}"></script>` +
      `<script nonce="${nonce}">window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${jsString(id)});</script>`,
  },
  plausible: {
    pattern: /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    example: 'example.com',
    scriptHosts: ['https://plausible.io'],
    connectHosts: ['https://plausible.io'],
    markup: (id, nonce) =>
      `<script defer nonce="${nonce}" data-domain="${escapeHtml(id)}" src="https://plausible.io/js/script.js"></script>`,
  },
  umami: {
    pattern: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    example: '94db1cb1-74f4-4a40-ad6c-962362670409',
    scriptHosts: ['https://cloud.umami.is'],
    connectHosts: ['https://cloud.umami.is', 'https://api-gateway.umami.dev'],
    markup: (id, nonce) =>
      `<script defer nonce="${nonce}" data-website-id="${escapeHtml(id)}" src="https://cloud.umami.is/script.js"></script>`,
  },
  baidu: {
    pattern: /^[0-9a-f]{32}$/,
    example: '0123456789abcdef0123456789abcdef',
    scriptHosts: ['https://hm.baidu.com'],
    connectHosts: ['https://hm.baidu.com'],
    markup: (id, nonce) =>
      `<script nonce="${nonce}">var _hmt=_hmt||[];</script>` +
      `<script async nonce="${nonce}" src="https://hm.baidu.com/hm.js?${escapeHtml(encodeURIComponent(id))}"></script>`,
  },
};

/** Whether a site id has the shape its provider uses. */
export function isSiteId(provider: AnalyticsProvider, siteId: string): boolean {
  return ANALYTICS[provider].pattern.test(siteId);
}

export type AnalyticsSnippet = { provider: AnalyticsProvider; siteId: string };

/**
 * The markup put into a landing page's head. The id is checked again here, so a value that slipped
 * past the contract (an old row, a restored backup) is left out rather than written.
 */
export function snippetMarkup(snippet: AnalyticsSnippet, nonce: string): string {
  const spec = ANALYTICS[snippet.provider];
  return spec?.pattern.test(snippet.siteId) ? spec.markup(snippet.siteId, nonce) : '';
}
