import type { FastifyInstance } from 'fastify';
import type { CallTable } from '../../contract/calls';
import type { Locale } from '../../contract/enums';
import { escapeHtml } from '../../contract/html-escape';
import { translate } from '../i18n';
import { accessText, buildOpenApi, moduleOf } from './openapi';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** The page embeds nothing but escaped text and its own styles: no script may run in it. */
const DOCS_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const STYLE =
  'body{font:14px/1.5 system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;margin:0 auto;max-width:1100px;padding:24px;color:#1c2127}' +
  'table{border-collapse:collapse;width:100%;margin-bottom:24px}th,td{border-bottom:1px solid #dce0e5;padding:6px 8px;text-align:left;vertical-align:top}' +
  'th{background:#f6f7f9}code{font:13px ui-monospace,Menlo,Consolas,monospace}.scope{color:#1c6e42;font-weight:600}.none{color:#738091}nav a{margin-right:12px}';

/** What the introduction shows as written: the shapes of a call, its answers and the header. */
const INTRO_VALUES = {
  call: 'POST /api/<module>/<action>',
  ok: '{status: true, data}',
  failed: '{status: false, code, message}',
  header: 'Authorization: Bearer lc_…',
};

/** The modules whose calls API keys reach come first: they are what a script writer reads. */
function modulesInOrder(table: CallTable): [string, [string, CallTable[string]][]][] {
  const byModule = new Map<string, [string, CallTable[string]][]>();
  for (const entry of Object.entries(table)) {
    const module = moduleOf(entry[0]);
    byModule.set(module, [...(byModule.get(module) ?? []), entry]);
  }
  const open = (calls: [string, CallTable[string]][]) => calls.some(([, spec]) => spec.apiScope);
  return [...byModule].sort(([, a], [, b]) => Number(open(b)) - Number(open(a)));
}

/** The human reference of the API: every call by module, with its summary, access and scope. */
export function docsPage(table: CallTable, locale: Locale): string {
  const t = (key: string, values?: Record<string, string>) => escapeHtml(translate(locale, key, values));
  const modules = modulesInOrder(table);
  const sections = modules.map(([module, entries]) => {
    const rows = entries.map(
      ([path, spec]) =>
        `<tr><td><code>POST /api/${escapeHtml(path)}</code></td><td>${escapeHtml(spec.summary)}</td>` +
        `<td>${escapeHtml(accessText(path, spec))}</td>` +
        `<td>${spec.apiScope ? `<span class="scope">${escapeHtml(spec.apiScope)}</span>` : `<span class="none">${t('code_api.docs_console_only')}</span>`}</td></tr>`,
    );
    return (
      `<h2 id="${escapeHtml(module)}">${escapeHtml(module)}</h2><table><thead><tr><th>${t('code_api.docs_call')}</th>` +
      `<th>${t('code_api.docs_summary')}</th><th>${t('code_api.docs_access')}</th><th>${t('code_api.docs_scope')}</th></tr></thead>` +
      `<tbody>${rows.join('')}</tbody></table>`
    );
  });
  const nav = modules
    .map(([module]) => `<a href="#${escapeHtml(module)}">${escapeHtml(module)}</a>`)
    .join('');
  return (
    `<!doctype html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${t('code_api.docs_title')}</title>` +
    `<style>${STYLE}</style></head><body><h1>${t('code_api.docs_title')}</h1><p>${t('code_api.docs_intro', INTRO_VALUES)}</p>` +
    `<p><a href="${OPENAPI_PATH}">${t('code_api.docs_openapi')}</a></p><nav>${nav}</nav>${sections.join('')}</body></html>`
  );
}

/**
 * `GET /api/openapi.json` and `GET /api/docs`, both public: they describe the calls, not any
 * data. Each is built once (per language for the page) and served from memory afterwards.
 */
export function registerApiDocs(app: FastifyInstance, table: CallTable, version: string): void {
  let document: string | null = null;
  const pages = new Map<Locale, string>();
  app.get(OPENAPI_PATH, async (_request, reply) => {
    document ??= JSON.stringify(buildOpenApi(table, version));
    return reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(document);
  });
  app.get(DOCS_PATH, async (request, reply) => {
    const { locale } = request;
    let page = pages.get(locale);
    if (!page) {
      page = docsPage(table, locale);
      pages.set(locale, page);
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', DOCS_CSP)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language, x-locale')
      .send(page);
  });
}
