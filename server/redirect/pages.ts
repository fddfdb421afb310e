import { randomBytes } from 'node:crypto';
import { ANALYTICS, type AnalyticsSnippet, snippetMarkup } from '../../contract/analytics';
import { JumpType } from '../../contract/enums';
import { escapeHtml, jsString } from '../../contract/html-escape';
import { asciiUrl, hasHiddenCharacter } from '../../contract/rules';

export type PageResponse = { status: number; headers: Record<string, string>; body: string };

/**
 * Landing pages never cache (the destination may change any minute) and run only their own script
 * — and, with the owner's analytics snippet, the provider's script from exactly its own hosts.
 */
function pageHeaders(
  nonce: string,
  analytics?: AnalyticsSnippet | null,
  postsBack = false,
): Record<string, string> {
  const provider = analytics ? ANALYTICS[analytics.provider] : undefined;
  const scripts = provider ? ` ${provider.scriptHosts.join(' ')}` : '';
  const connect = provider ? `; connect-src ${provider.connectHosts.join(' ')}` : '';
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer-when-downgrade',
    'content-security-policy': `default-src 'none'; img-src * data:; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'${scripts}${connect}; base-uri 'none'; form-action ${postsBack ? "'self'" : "'none'"}; frame-ancestors 'none'`,
  };
}

/**
 * The page of a code whose owner has an analytics snippet on carries it (`js_config`). `report`:
 * the small "report this link" line at the foot of every page about a code.
 */
export type PageText = {
  title: string;
  lang: string;
  analytics?: AnalyticsSnippet | null;
  report?: { href: string; label: string };
};

/** A page's headers and head markup: the snippet's fixed template, when the owner has one on. */
function withAnalytics(text: PageText, nonce: string) {
  const snippet = text.analytics ? snippetMarkup(text.analytics, nonce) : '';
  return { headers: pageHeaders(nonce, snippet ? text.analytics : null), snippet };
}

function layout(text: PageText, nonce: string, head: string, main: string): string {
  const report = text.report
    ? `<p class="report"><a href="${escapeHtml(text.report.href)}" rel="nofollow">${escapeHtml(text.report.label)}</a></p>`
    : '';
  const body = `${main}${report}`;
  return `<!doctype html><html lang="${escapeHtml(text.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(text.title)}</title>${head}<style nonce="${nonce}">body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f6f7f9;color:#1c2127}main{max-width:420px;padding:32px 24px;text-align:center}h1{font-size:20px;margin:0 0 12px}p{color:#5f6b7c;line-height:1.6}a.button{display:inline-block;margin-top:12px;padding:10px 20px;border-radius:4px;background:#f5ca47;color:#1c2127;text-decoration:none;font-weight:600}img{max-width:100%;border-radius:8px}.report{margin-top:32px;font-size:12px}.report a{color:#8f99a8}@media (prefers-color-scheme:dark){body{background:#1c2127;color:#f6f7f9}p{color:#abb3bf}}</style></head><body><main>${body}</main></body></html>`;
}

/** A 302 that no cache keeps: the destination (or a short domain's entry page) may change any minute. */
export function redirectTo(url: string, status: 301 | 302 = 302): PageResponse {
  return { status, headers: { location: locationOf(url), 'cache-control': 'no-store' }, body: '' };
}

const VISIBLE_ASCII = /^[\x21-\x7e]*$/;

/**
 * The URL as a `Location` header carries it. Stored URLs are ASCII already (`asciiUrl` at the
 * boundary, and a repair of older rows at start); a row written around the contract still gets
 * its ASCII form here. One holding a control character is left as it is: sending it fails, and
 * its visitor gets the error page rather than a header anyone could split.
 */
function locationOf(url: string): string {
  if (VISIBLE_ASCII.test(url)) return url;
  return !hasHiddenCharacter(url) && URL.canParse(url) ? asciiUrl(url) : url;
}

/**
 * Sends the visitor on to a URL in the way the code's jump type asks (SPEC §4). The URL has been
 * validated as http(s) on the way in; here it is escaped again for the context it lands in, so no
 * destination can inject markup or script.
 */
export function jumpPage(
  jumpType: number,
  url: string,
  text: PageText & { openLabel: string },
): PageResponse {
  if (jumpType === JumpType.http_redirect) return redirectTo(url);
  const nonce = randomBytes(12).toString('base64');
  const link = `<a class="button" href="${escapeHtml(url)}" rel="noreferrer"${jumpType === JumpType.new_tab ? ' target="_blank"' : ''}>${escapeHtml(text.openLabel)}</a>`;
  const script = (code: string) => `<script nonce="${nonce}">${code}</script>`;
  const byType: Record<number, { head: string; body: string }> = {
    [JumpType.location_replace]: { head: '', body: `${script(`location.replace(${jsString(url)})`)}${link}` },
    [JumpType.meta_refresh]: {
      head: `<meta http-equiv="refresh" content="0;url=${escapeHtml(url)}">`,
      body: link,
    },
    [JumpType.location_href]: { head: '', body: `${script(`location.href=${jsString(url)}`)}${link}` },
    [JumpType.new_tab]: {
      head: '',
      body: `${script(`window.open(${jsString(url)},'_blank','noopener')`)}${link}`,
    },
  };
  const chosen = byType[jumpType] ?? (byType[JumpType.location_replace] as { head: string; body: string });
  const { headers, snippet } = withAnalytics(text, nonce);
  return { status: 200, headers, body: layout(text, nonce, `${chosen.head}${snippet}`, chosen.body) };
}

/** An image destination (typically a WeChat group QR) on a mobile page with the code's title. */
export function imagePage(imageUrl: string, text: PageText & { hint: string }): PageResponse {
  const nonce = randomBytes(12).toString('base64');
  const body = `<h1>${escapeHtml(text.title)}</h1><img src="${escapeHtml(imageUrl)}" alt="${escapeHtml(text.title)}"><p>${escapeHtml(text.hint)}</p>`;
  const { headers, snippet } = withAnalytics(text, nonce);
  return { status: 200, headers, body: layout(text, nonce, snippet, body) };
}

/** A refusal page: closed, expired, WeChat only, scan only, not found, blocked, suspended. */
export function noticePage(status: number, text: PageText & { message: string }): PageResponse {
  const nonce = randomBytes(12).toString('base64');
  const body = `<h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.message)}</p>`;
  return { status, headers: pageHeaders(nonce), body: layout(text, nonce, '', body) };
}

/**
 * What a visitor of a code with no usable destination sees (SPEC §12): the owner's message and an
 * optional contact picture, never a blank error. Every owner-written part is escaped.
 */
export function fallbackPage(
  text: PageText & { message: string; imageUrl: string | null; contactLabel: string },
): PageResponse {
  const nonce = randomBytes(12).toString('base64');
  const picture = text.imageUrl
    ? `<p>${escapeHtml(text.contactLabel)}</p><img src="${escapeHtml(text.imageUrl)}" alt="${escapeHtml(text.contactLabel)}">`
    : '';
  const body = `<h1>${escapeHtml(text.title)}</h1><p class="fallback">${escapeHtml(text.message)}</p>${picture}`;
  const { headers, snippet } = withAnalytics(text, nonce);
  return { status: 200, headers, body: layout(text, nonce, snippet, body) };
}

/**
 * A page of the platform's own, such as the abuse report form: no owner's analytics, and its
 * forms may post back to this host only. `body` is markup the caller has escaped; `style` is
 * extra CSS for it.
 */
export function sitePage(status: number, text: PageText, body: string, style = ''): PageResponse {
  const nonce = randomBytes(12).toString('base64');
  const head = style ? `<style nonce="${nonce}">${style}</style>` : '';
  return { status, headers: pageHeaders(nonce, null, true), body: layout(text, nonce, head, body) };
}
