import { and, asc, count, desc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AbuseSignal, abuseReportAddSchema, abuseReportCalls } from '../../contract/areas/abuse-report';
import type {
  AbuseReportCategory,
  AbuseReportStatus,
  CodeStatus,
  EnumValue,
  ScreenVerdict,
} from '../../contract/enums';
import type { Actor } from '../auth/sessions';
import { codeUrl } from '../codes/links';
import { abuseReports, codes, destinations, domains, users, visits } from '../db/schema';
import type { Db } from '../db/store';
import { notFound } from '../http/errors';
import { containing, type JoinableSelect, selectJoinedPage } from '../http/paging';
import { asVisitRow, visitColumns } from '../statistics/visit-rows';
import { queueWebhookEvent } from '../webhooks/outbox';
import { announceReport } from './report-notices';
import { signalsOfCodes } from './report-signals';
import { screeningHistory } from './screening';

export type ReportInput = z.output<typeof abuseReportAddSchema>;
type ListFilter = z.output<(typeof abuseReportCalls)['abuse_report/inquire']['input']>;

/** Who sent a report, as far as the request tells. */
export type Reporter = { ip: string; userAgent: string };

const LATEST_VISITS = 20;

/**
 * The live code a report names. A suffix is unique per domain only, so the code on the domain
 * the form was opened on comes first (0: the console host, and every call of the API); failing
 * that, the oldest live code with that suffix on any domain.
 */
export async function reportedCode(db: Db, fileName: string, domainKey: number) {
  const [code] = await db
    .select({ id: codes.id, name: codes.name, ownerId: codes.ownerId, fileName: codes.fileName })
    .from(codes)
    .where(and(eq(codes.fileName, fileName), isNull(codes.removedAt)))
    .orderBy(sql`${codes.domainKey} = ${domainKey} desc`, asc(codes.id))
    .limit(1);
  return code ?? null;
}

/** Stores a report; a suffix that names no live code is a 404, like the code's own page. */
export async function addReport(
  db: Db,
  input: ReportInput,
  reporter: Reporter,
  domainKey: number,
): Promise<{ id: number; code: { id: number; ownerId: number; name: string; fileName: string } }> {
  const code = await reportedCode(db, input.file_name, domainKey);
  if (!code) throw notFound('abuse_report.code_not_found');
  const [row] = await db
    .insert(abuseReports)
    .values({
      codeId: code.id,
      ownerId: code.ownerId,
      fileName: code.fileName,
      category: input.category,
      message: input.message,
      contact: input.contact,
      reporterIp: reporter.ip,
      userAgent: reporter.userAgent.slice(0, 512),
    })
    .returning({ id: abuseReports.id });
  return { id: (row as { id: number }).id, code };
}

/**
 * A report arriving from the form page or the call: stored, then announced to the subscribed
 * administrators. An announcement that fails is logged, never the reporter's problem.
 */
export async function receiveReport(
  deps: { db: Db; now: () => Date; log: FastifyBaseLogger },
  input: ReportInput,
  reporter: Reporter,
  domainKey: number,
): Promise<number> {
  const { id, code } = await addReport(deps.db, input, reporter, domainKey);
  try {
    await queueWebhookEvent(deps.db, {
      type: 'abuse.report_received',
      ownerId: null,
      at: deps.now(),
      data: {
        report_id: id,
        code_id: code.id,
        file_name: code.fileName,
        code_name: code.name,
        owner_id: code.ownerId,
        category: input.category,
        message: input.message,
      },
    });
    await announceReport(
      deps.db,
      { id, category: input.category, codeName: code.name, fileName: code.fileName },
      deps.now(),
    );
  } catch (error) {
    deps.log.error({ err: error, report: id }, 'abuse report not announced');
  }
  return id;
}

const owners = alias(users, 'owners');
const handlers = alias(users, 'handlers');

const reportColumns = {
  id: abuseReports.id,
  code_id: abuseReports.codeId,
  code_name: codes.name,
  file_name: abuseReports.fileName,
  owner_id: abuseReports.ownerId,
  owner_account: owners.account,
  category: abuseReports.category,
  status: abuseReports.status,
  message: abuseReports.message,
  contact: abuseReports.contact,
  admin_note: abuseReports.adminNote,
  handled_by_account: handlers.account,
  created_at: abuseReports.createdAt,
  updated_at: abuseReports.updatedAt,
  reporter_ip: abuseReports.reporterIp,
  user_agent: abuseReports.userAgent,
};

function joinReportTables(query: JoinableSelect<typeof reportColumns, typeof abuseReports>) {
  return query
    .innerJoin(codes, eq(codes.id, abuseReports.codeId))
    .innerJoin(owners, eq(owners.id, abuseReports.ownerId))
    .leftJoin(handlers, eq(handlers.id, abuseReports.handledBy));
}

function reportQuery(db: Db) {
  return joinReportTables(db.select(reportColumns).from(abuseReports).$dynamic());
}

type ReportRow = Awaited<ReturnType<ReturnType<typeof reportQuery>['execute']>>[number];

function asReport(row: ReportRow, signals: AbuseSignal[]) {
  return {
    ...row,
    category: row.category as (typeof AbuseReportCategory)[keyof typeof AbuseReportCategory],
    status: row.status as (typeof AbuseReportStatus)[keyof typeof AbuseReportStatus],
    signals,
  };
}

/** One page of the queue, newest first, each report with the signals of its code. */
export async function listReports(db: Db, filter: ListFilter, now: Date) {
  const pattern = containing(filter.keyword);
  const where = and(
    filter.status === undefined ? undefined : eq(abuseReports.status, filter.status),
    filter.category === undefined ? undefined : eq(abuseReports.category, filter.category),
    pattern
      ? or(ilike(codes.name, pattern), ilike(abuseReports.fileName, pattern), ilike(owners.account, pattern))
      : undefined,
  );
  const { rows, total } = await selectJoinedPage(db, {
    fields: reportColumns,
    from: abuseReports,
    join: joinReportTables,
    where,
    orderBy: [desc(abuseReports.id)],
    page: filter,
  });
  const signals = await signalsOfCodes(
    db,
    rows.map((row) => row.code_id),
    now,
  );
  return {
    list: rows.map((row) => asReport(row, signals.get(row.code_id) ?? [])),
    total,
  };
}

async function reportRow(db: Db, id: number): Promise<ReportRow> {
  const [row] = await reportQuery(db).where(eq(abuseReports.id, id));
  if (!row) throw notFound();
  return row;
}

/**
 * A report with everything an administrator weighs it against: the code and its destinations,
 * the owner and how often they were reported before, the code's latest recorded visits and,
 * when given, its screening history.
 */
export async function reportDetail(db: Db, id: number, context: { origin: string; now: Date }) {
  const report = await reportRow(db, id);
  const [code] = await db
    .select({
      id: codes.id,
      name: codes.name,
      file_name: codes.fileName,
      status: codes.status,
      created_at: codes.createdAt,
      removed_at: codes.removedAt,
      host: domains.host,
    })
    .from(codes)
    .leftJoin(domains, eq(domains.id, codes.domainId))
    .where(eq(codes.id, report.code_id));
  if (!code) throw notFound();
  const [owner] = await db
    .select({ id: users.id, account: users.account, created_at: users.createdAt })
    .from(users)
    .where(eq(users.id, report.owner_id));
  const [codeCount] = await db.select({ n: count() }).from(codes).where(eq(codes.ownerId, report.owner_id));
  const [otherReports] = await db
    .select({ n: count() })
    .from(abuseReports)
    .where(and(eq(abuseReports.ownerId, report.owner_id), ne(abuseReports.id, id)));
  const [signals, targets, latest, screening] = await Promise.all([
    signalsOfCodes(db, [code.id], context.now),
    db
      .select({
        id: destinations.id,
        url: destinations.url,
        title: destinations.title,
        enabled: destinations.enabled,
      })
      .from(destinations)
      .where(and(eq(destinations.codeId, code.id), isNull(destinations.removedAt)))
      .orderBy(asc(destinations.sort), asc(destinations.id)),
    latestVisitsOf(db, code.id),
    screeningOf(db, code.id),
  ]);
  const { host, ...codeFields } = code;
  return {
    report: asReport(report, signals.get(code.id) ?? []),
    code: {
      ...codeFields,
      status: code.status as (typeof CodeStatus)[keyof typeof CodeStatus],
      url: codeUrl(context.origin, host, code.file_name),
      destinations: targets,
    },
    owner: {
      id: report.owner_id,
      account: owner?.account ?? report.owner_account,
      created_at: owner?.created_at ?? report.created_at,
      code_count: codeCount?.n ?? 0,
      other_reports: otherReports?.n ?? 0,
    },
    visits: latest.map(asVisitRow),
    screening,
  };
}

const SCREENING_HISTORY = 20;

/** The code's latest screening verdicts, as the detail shows them. */
async function screeningOf(db: Db, codeId: number) {
  const rows = await screeningHistory(db, codeId, SCREENING_HISTORY);
  return rows.map((row) => ({
    id: row.id,
    host: row.host,
    url: row.url,
    verdict: row.verdict as EnumValue<typeof ScreenVerdict>,
    source: row.source,
    reason: row.reason,
    checked_at: row.checkedAt,
  }));
}

/** The code's latest recorded visits, cleared ones included: an administrator judges them all. */
function latestVisitsOf(db: Db, codeId: number) {
  return db
    .select(visitColumns)
    .from(visits)
    .innerJoin(codes, eq(codes.id, visits.codeId))
    .where(eq(visits.codeId, codeId))
    .orderBy(desc(visits.createdAt), desc(visits.id))
    .limit(LATEST_VISITS);
}

/** Moves a report through the queue; the administrator who did it is kept with the note. */
export async function updateReport(
  db: Db,
  actor: Actor,
  input: { id: number; status: number; note: string },
  now: Date,
): Promise<void> {
  const changed = await db
    .update(abuseReports)
    .set({ status: input.status, adminNote: input.note, handledBy: actor.userId, updatedAt: now })
    .where(eq(abuseReports.id, input.id))
    .returning({ id: abuseReports.id });
  if (changed.length === 0) throw notFound();
}
