import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  abuseReportAddSchema,
  abuseReportCalls,
  MAX_REPORT_CONTACT,
  MAX_REPORT_MESSAGE,
} from '../../contract/areas/abuse-report';
import { AbuseReportCategory, type Locale } from '../../contract/enums';
import { escapeHtml } from '../../contract/html-escape';
import type { Db } from '../db/store';
import { admit } from '../http/calls';
import { AppError } from '../http/errors';
import type { IpGuard } from '../http/ip-guard';
import { schemaErrorMap, translate } from '../i18n';
import type { RateLimiter } from '../ports/rate-limiter';
import type { DomainTable } from '../redirect/domains';
import { type PageResponse, sitePage } from '../redirect/pages';
import { REPORT_PREFIX, reportPath } from './report-link';
import { categoryKey } from './report-notices';
import { receiveReport, reportedCode } from './reports';

type Deps = { db: Db; domains: DomainTable; ipGuard: IpGuard; rateLimiter: RateLimiter; now: () => Date };

/** What the visitor typed, given back to them when the form is shown again. */
type Entered = { category: string; message: string; contact: string };
type FieldErrors = Partial<Record<keyof Entered, string>>;

const FORM_STYLE =
  'form{text-align:left}label{display:block;margin:16px 0 6px;font-weight:600}select,textarea,input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #c5cbd3;border-radius:4px;font:inherit;background:#fff}textarea{min-height:120px}button{margin-top:20px;padding:10px 20px;border:0;border-radius:4px;background:#f5ca47;color:#1c2127;font:inherit;font-weight:600;cursor:pointer}.error{color:#ac2f33;margin:4px 0 0;font-size:13px}.code{color:#1c2127;font-weight:600;word-break:break-all}';

/**
 * The public abuse report form of a code, `GET` and `POST /report/<file_name>` on the console
 * host and on every entry domain: plain HTML that works without script, in the visitor's
 * language, under the landing pages' strict CSP (forms may post back to this host only). Every
 * value that reaches the markup — the code's name above all — goes through `escapeHtml`.
 * Sending counts against the same per-address limit as the `abuse_report/add` call.
 */
export function registerReportPages(app: FastifyInstance, deps: Deps): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.get<{ Params: { fileName: string } }>(`${REPORT_PREFIX}:fileName`, async (request, reply) => {
      const code = await codeOf(deps, request);
      if (!code) return send(reply, notFoundPage(request.locale));
      return send(
        reply,
        reportFormPage(request.locale, code, { category: '', message: '', contact: '' }, {}),
      );
    });
    scope.post<{ Params: { fileName: string }; Body: Record<string, string> | undefined }>(
      `${REPORT_PREFIX}:fileName`,
      async (request, reply) => send(reply, await submitted(deps, request)),
    );
  });
}

async function submitted(
  deps: Deps,
  request: FastifyRequest<{ Params: { fileName: string }; Body: Record<string, string> | undefined }>,
): Promise<PageResponse> {
  const { locale } = request;
  try {
    await admit(request, abuseReportCalls['abuse_report/add'], deps, 'abuse_report/add');
  } catch (error) {
    if (error instanceof AppError) return refusedPage(locale, error.statusCode);
    throw error;
  }
  const code = await codeOf(deps, request);
  if (!code) return notFoundPage(locale);
  const body = request.body ?? {};
  const entered: Entered = {
    category: String(body.category ?? ''),
    message: String(body.message ?? ''),
    contact: String(body.contact ?? ''),
  };
  const parsed = abuseReportAddSchema.safeParse(
    { file_name: code.fileName, ...entered, category: Number(entered.category) },
    { error: schemaErrorMap(locale) },
  );
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof Entered;
      errors[field] ??= translate(locale, issue.message);
    }
    return { ...reportFormPage(locale, code, entered, errors), status: 400 };
  }
  try {
    await receiveReport(
      { db: deps.db, now: deps.now, log: request.log },
      parsed.data,
      { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
      domainKeyOf(deps, request),
    );
  } catch (error) {
    // The code went away between the two reads.
    if (error instanceof AppError && error.statusCode === 404) return notFoundPage(locale);
    throw error;
  }
  return reportThanksPage(locale, code);
}

/** The domain the form was opened on decides between codes that share a suffix (0: the console host). */
function domainKeyOf(deps: Deps, request: FastifyRequest): number {
  return deps.domains.find(request.hostname)?.id ?? 0;
}

function codeOf(deps: Deps, request: FastifyRequest<{ Params: { fileName: string } }>) {
  const { fileName } = request.params;
  if (fileName === '' || fileName.length > 100 || fileName.includes('\u0000')) return Promise.resolve(null);
  return reportedCode(deps.db, fileName, domainKeyOf(deps, request));
}

function send(reply: FastifyReply, page: PageResponse) {
  return reply.code(page.status).headers(page.headers).send(page.body);
}

type NamedCode = { name: string; fileName: string };

/**
 * The report form of a code, with what the visitor entered and why it was refused when it is
 * shown again. The code's name and everything entered are written escaped.
 */
export function reportFormPage(
  locale: Locale,
  code: NamedCode,
  entered: Entered,
  errors: FieldErrors,
): PageResponse {
  const t = (key: string, values?: Record<string, string>) => escapeHtml(translate(locale, key, values));
  const error = (field: keyof Entered) =>
    errors[field] ? `<p class="error" id="${field}-error">${escapeHtml(errors[field])}</p>` : '';
  const described = (field: keyof Entered) => (errors[field] ? ` aria-describedby="${field}-error"` : '');
  const options = Object.values(AbuseReportCategory)
    .map(
      (value) =>
        `<option value="${value}"${String(value) === entered.category ? ' selected' : ''}>${t(`enum.AbuseReportCategory.${categoryKey(value)}`)}</option>`,
    )
    .join('');
  const body = [
    `<h1>${t('abuse_report.page_title')}</h1>`,
    `<p>${t('abuse_report.page_intro')}</p>`,
    `<p class="code">${escapeHtml(code.name)} · ${escapeHtml(code.fileName)}</p>`,
    `<form method="post" action="${escapeHtml(reportPath(code.fileName))}">`,
    `<label for="category">${t('abuse_report.field_category')}</label>`,
    `<select id="category" name="category" required${described('category')}><option value="">${t('abuse_report.choose_category')}</option>${options}</select>${error('category')}`,
    `<label for="message">${t('abuse_report.field_message')}</label>`,
    `<textarea id="message" name="message" maxlength="${MAX_REPORT_MESSAGE}"${described('message')}>${escapeHtml(entered.message)}</textarea>${error('message')}`,
    `<label for="contact">${t('abuse_report.field_contact')}</label>`,
    `<input id="contact" name="contact" maxlength="${MAX_REPORT_CONTACT}" value="${escapeHtml(entered.contact)}"${described('contact')}>${error('contact')}`,
    `<p>${t('abuse_report.contact_hint')}</p>`,
    `<button type="submit">${t('abuse_report.submit')}</button>`,
    '</form>',
  ].join('');
  return sitePage(
    200,
    { title: translate(locale, 'abuse_report.page_title'), lang: locale },
    body,
    FORM_STYLE,
  );
}

function messagePage(locale: Locale, status: number, titleKey: string, messageKey: string): PageResponse {
  const title = translate(locale, titleKey);
  const body = `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(translate(locale, messageKey))}</p>`;
  return sitePage(status, { title, lang: locale }, body);
}

/** The page after a report was received, naming the code (escaped) it was about. */
export function reportThanksPage(locale: Locale, code: NamedCode): PageResponse {
  const title = translate(locale, 'abuse_report.thanks_title');
  const body = `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(translate(locale, 'abuse_report.thanks_message'))}</p><p class="code">${escapeHtml(code.name)} · ${escapeHtml(code.fileName)}</p>`;
  return sitePage(200, { title, lang: locale }, body);
}

const notFoundPage = (locale: Locale) =>
  messagePage(locale, 404, 'landing.not_found.title', 'landing.not_found.message');

/** The address is throttled (429) or on the console's IP blacklist (403). */
function refusedPage(locale: Locale, status: number): PageResponse {
  return status === 429
    ? messagePage(locale, 429, 'abuse_report.too_many_title', 'abuse_report.too_many_message')
    : messagePage(locale, status, 'landing.blocked.title', 'landing.blocked.message');
}
