import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { groupCalls } from '../../../contract/areas/code-tools';
import {
  type codeTransferCalls,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
} from '../../../contract/areas/code-transfer';
import { codeCalls } from '../../../contract/areas/codes';
import type { Locale } from '../../../contract/enums';
import type { Actor } from '../../auth/sessions';
import { codeGroups, codes, domains } from '../../db/schema';
import type { Db } from '../../db/store';
import { AppError, type RawFieldError, valuesIn } from '../../http/errors';
import { schemaErrorMap, translate } from '../../i18n';
import type { OutboundOptions } from '../../net/outbound';
import type { SecretBox } from '../../security/secrets';
import { createCode, updateCode } from '../editing';
import { destinationsOf } from '../repository';
import {
  type CellProblem,
  columnOfPath,
  type HeaderMap,
  parseLine,
  readHeader,
  type TransferCode,
  usedSlots,
} from './layout';
import { type FileLine, isBlankLine, readCsv, readXlsx } from './read-file';

type ImportInput = z.output<(typeof codeTransferCalls)['qr_code_list/import_codes']['input']>;
type ImportOutput = z.input<(typeof codeTransferCalls)['qr_code_list/import_codes']['output']>;
type AddInput = z.output<(typeof codeCalls)['qr_code_list/add']['input']>;
type RowError = { field: string; message: string };

/** Lines applied in one transaction: a failure midway keeps the batches before it. */
const BATCH = 100;

export type ImportDeps = {
  db: Db;
  secrets: SecretBox;
  outbound: OutboundOptions;
  locale: Locale;
  now: Date;
  log: FastifyBaseLogger;
};

/** One line of the file on its way through the import. */
type Line = {
  line: number;
  fileName: string;
  /** Which destination column groups the line filled, in order (for naming a destination's column). */
  slots: number[];
  code: TransferCode;
  /** The code editor's input, once every cell passed its schema. */
  input?: AddInput;
  domainId: number | null;
  /** The caller's code the line updates (matched by suffix); none: it creates one. */
  targetId?: number;
  errors: RowError[];
};

/** A dry run ends its transaction this way, so nothing it did is kept. */
class DryRunDone extends Error {}

/**
 * Creates and updates the caller's codes from a file of the export's layout (SPEC §12.1). Each
 * line is read, checked with the code editor's own schemas and then saved through the editor's
 * own functions — package limit, screening, suffix rules and all — each in a savepoint, so a bad
 * line is reported with its columns and the others go on. A dry run does the same in a
 * transaction it rolls back; the real run commits every `BATCH` lines.
 */
export async function importCodes(deps: ImportDeps, actor: Actor, input: ImportInput) {
  const say = (key: string, values?: RawFieldError['values']) =>
    translate(deps.locale, key, valuesIn(deps.locale, values));
  const { header, lines: fileLines } = await readImportFile(input);
  const lines = fileLines.map((fileLine) => readLine(fileLine, header, deps.locale, say));
  markDuplicateSuffixes(lines, say);
  await resolveDomains(deps.db, actor.userId, lines, say);
  await matchSuffixes(deps.db, actor.userId, lines, say);
  const groups = await ownersGroups(deps.db, actor.userId);

  const ready = lines.filter((line) => line.errors.length === 0);
  const changed: number[] = [];
  const applyAll = async (batch: Line[], keep: boolean) => {
    try {
      await deps.db.transaction(async (tx) => {
        // A transaction answers every query the database does; the editor's own transactions
        // inside it become savepoints.
        const db = tx as unknown as Db;
        for (const line of batch) {
          try {
            const saved = await db.transaction((savepoint) =>
              applyLine({ ...deps, db: savepoint as unknown as Db }, actor, line, groups),
            );
            changed.push(saved.id);
            // A random suffix is chosen anew by the real run: a dry run does not show its own.
            if (keep) line.fileName = saved.fileName;
          } catch (error) {
            line.errors.push(...errorsOf(error, line, say, deps.log));
          }
        }
        if (!keep) throw new DryRunDone();
      });
    } catch (error) {
      if (!(error instanceof DryRunDone)) throw error;
    }
  };
  if (input.dry_run) {
    // One transaction, so the package limit counts the codes of earlier lines.
    await applyAll(ready, false);
  } else {
    for (let start = 0; start < ready.length; start += BATCH)
      await applyAll(ready.slice(start, start + BATCH), true);
  }

  const rows: ImportOutput['rows'] = lines.map((line) => ({
    line: line.line,
    action: line.errors.length > 0 ? 'error' : line.targetId === undefined ? 'create' : 'update',
    file_name: line.fileName,
    errors: line.errors,
  }));
  return {
    rows,
    created: rows.filter((row) => row.action === 'create').length,
    updated: rows.filter((row) => row.action === 'update').length,
    failed: rows.filter((row) => row.action === 'error').length,
    changedIds: input.dry_run ? [] : changed,
  };
}

/** A refusal of the whole file, with its reason on `content_base64`. */
function fileRefused(problems: CellProblem[]): AppError {
  const [first] = problems as [CellProblem, ...CellProblem[]];
  return new AppError(
    400,
    'invalid_parameter',
    first.key,
    first.values,
    problems.map((problem) => ({ path: 'content_base64', messageKey: problem.key, values: problem.values })),
  );
}

/** The file's header and its lines that are not blank; a file that cannot be read is refused whole. */
async function readImportFile(input: ImportInput): Promise<{ header: HeaderMap; lines: FileLine[] }> {
  const bytes = Buffer.from(input.content_base64, 'base64');
  if (bytes.length === 0) throw fileRefused([{ field: 'file', key: 'code_transfer.file_empty' }]);
  if (bytes.length > MAX_IMPORT_BYTES)
    throw fileRefused([{ field: 'file', key: 'code_transfer.file_too_large' }]);
  const read =
    input.format === 'csv' ? readCsv(bytes, MAX_IMPORT_ROWS) : await readXlsx(bytes, MAX_IMPORT_ROWS);
  if ('problems' in read) throw fileRefused(read.problems);
  const [first, ...rest] = read.lines.filter((line) => !isBlankLine(line));
  if (!first) throw fileRefused([{ field: 'file', key: 'code_transfer.file_empty' }]);
  const header = readHeader(first.cells);
  if (Array.isArray(header)) throw fileRefused(header);
  if (rest.length === 0) throw fileRefused([{ field: 'file', key: 'code_transfer.no_codes' }]);
  return { header, lines: rest };
}

const groupNameSchema = groupCalls['group/add'].input.shape.name;

/** One line read and checked against the code editor's schema (`qr_code_list/add`). */
function readLine(
  fileLine: FileLine,
  header: HeaderMap,
  locale: Locale,
  say: (key: string, values?: RawFieldError['values']) => string,
): Line {
  const { code, problems } = parseLine(fileLine.cells, header);
  const line: Line = {
    line: fileLine.line,
    fileName: code.file_name,
    slots: usedSlots(fileLine.cells, header),
    code,
    domainId: null,
    errors: problems.map((problem) => ({ field: problem.field, message: say(problem.key, problem.values) })),
  };
  const errorMap = { error: schemaErrorMap(locale) };
  const parsed = codeCalls['qr_code_list/add'].input.safeParse(
    {
      name: code.name,
      file_name: code.file_name === '' ? undefined : code.file_name,
      group_id: null,
      domain_id: null,
      rotation_model: code.rotation_model,
      jump_type: code.jump_type,
      access_mode: code.access_mode,
      restriction_visit: code.restriction_visit,
      open_log: code.open_log,
      password: code.password,
      remark: code.remark,
      fallback_message: code.fallback_message,
      fallback_image_id: code.fallback_image_id,
      destinations: code.destinations.map((destination) => ({
        url: destination.url ?? undefined,
        image_id: destination.image_id ?? undefined,
        title: destination.title,
        threshold: destination.threshold,
        weight: destination.weight,
        enabled: destination.enabled,
        fallback: destination.fallback,
        expires_at: destination.expires_at,
      })),
    },
    errorMap,
  );
  if (parsed.success) line.input = parsed.data;
  else
    for (const issue of parsed.error.issues)
      line.errors.push({
        field: columnOfPath(issue.path as (string | number)[], line.slots),
        message: say(issue.message),
      });
  if (code.group !== '') {
    const group = groupNameSchema.safeParse(code.group, errorMap);
    if (!group.success)
      line.errors.push({ field: 'group', message: say(group.error.issues[0]?.message ?? '') });
    else code.group = group.data;
  }
  return line;
}

/** A suffix named on two lines: the later ones are errors, pointing at the first. */
function markDuplicateSuffixes(
  lines: Line[],
  say: (key: string, values?: RawFieldError['values']) => string,
) {
  const first = new Map<string, number>();
  for (const line of lines) {
    if (line.fileName === '') continue;
    const seen = first.get(line.fileName);
    if (seen === undefined) first.set(line.fileName, line.line);
    else
      line.errors.push({
        field: 'file_name',
        message: say('code_transfer.duplicate_suffix', { line: seen }),
      });
  }
}

/** The entry or short domain each line names, among the caller's own. */
async function resolveDomains(
  db: Db,
  ownerId: number,
  lines: Line[],
  say: (key: string, values?: RawFieldError['values']) => string,
) {
  const hosts = [...new Set(lines.map((line) => line.code.domain).filter((host) => host !== ''))];
  if (hosts.length === 0) return;
  const owned = await db
    .select({ id: domains.id, host: domains.host })
    .from(domains)
    .where(and(eq(domains.ownerId, ownerId), inArray(domains.host, hosts), inArray(domains.type, [1, 3])));
  const idOf = new Map(owned.map((domain) => [domain.host, domain.id]));
  for (const line of lines) {
    if (line.code.domain === '') continue;
    const id = idOf.get(line.code.domain);
    if (id === undefined) line.errors.push({ field: 'domain', message: say('code.domain_unknown') });
    else line.domainId = id;
  }
}

/**
 * Which of the caller's codes each line updates: the one with its suffix on the line's domain,
 * else their only live code with that suffix (the line moves it). A suffix held on that domain by
 * a code in the caller's trash, or by anyone else, is refused — the latter worded exactly as the
 * code editor words it, naming no one.
 */
async function matchSuffixes(
  db: Db,
  ownerId: number,
  lines: Line[],
  say: (key: string, values?: RawFieldError['values']) => string,
) {
  const names = [...new Set(lines.map((line) => line.fileName).filter((name) => name !== ''))];
  if (names.length === 0) return;
  const holders = await db
    .select({
      id: codes.id,
      ownerId: codes.ownerId,
      fileName: codes.fileName,
      domainKey: codes.domainKey,
      removedAt: codes.removedAt,
    })
    .from(codes)
    .where(inArray(codes.fileName, names));
  for (const line of lines) {
    if (line.fileName === '' || line.errors.length > 0) continue;
    const domainKey = line.domainId ?? 0;
    const named = holders.filter((code) => code.fileName === line.fileName);
    const mineLive = named.filter((code) => code.ownerId === ownerId && code.removedAt === null);
    const here = named.find((code) => code.domainKey === domainKey);
    if (here && here.ownerId === ownerId && here.removedAt === null) line.targetId = here.id;
    else if (here && here.ownerId === ownerId)
      line.errors.push({ field: 'file_name', message: say('code_transfer.suffix_in_trash') });
    else if (here) line.errors.push({ field: 'file_name', message: say('code.file_name_taken') });
    else if (mineLive.length === 1) line.targetId = mineLive[0]?.id;
    else if (mineLive.length > 1)
      line.errors.push({ field: 'domain', message: say('code_transfer.suffix_ambiguous') });
  }
}

async function ownersGroups(db: Db, ownerId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: codeGroups.id, name: codeGroups.name })
    .from(codeGroups)
    .where(eq(codeGroups.ownerId, ownerId));
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** The caller's group of this name, made when it is not there yet (another account's file names its own). */
async function groupOf(db: Db, ownerId: number, name: string, groups: Map<string, number>) {
  if (name === '') return null;
  const known = groups.get(name);
  if (known !== undefined) return known;
  await db.insert(codeGroups).values({ ownerId, name, sort: 0 }).onConflictDoNothing();
  const [row] = await db
    .select({ id: codeGroups.id })
    .from(codeGroups)
    .where(and(eq(codeGroups.ownerId, ownerId), eq(codeGroups.name, name)));
  if (!row) throw new Error('the group just made is not there');
  // Not remembered: a dry run, or a savepoint rolled back, takes the new group with it.
  return row.id;
}

/** Saves one checked line through the code editor's functions; answers the code's id. */
async function applyLine(deps: ImportDeps, actor: Actor, line: Line, groups: Map<string, number>) {
  const { db, secrets, now, outbound } = deps;
  const input = line.input as AddInput;
  const settings = {
    ...input,
    group_id: await groupOf(db, actor.userId, line.code.group, groups),
    domain_id: line.domainId,
  };
  let id: number;
  let fileName = line.fileName;
  if (line.targetId === undefined) {
    const created = await createCode(db, secrets, actor.userId, settings, now, outbound);
    id = created.id;
    fileName = created.fileName;
  } else {
    id = line.targetId;
    const { file_name: _, ...rest } = settings;
    const destinations = keepExistingIds(await destinationsOf(db, id), rest.destinations);
    await updateCode(db, secrets, actor, { ...rest, id, destinations }, now, outbound);
  }
  // The editor's calls leave a code's status alone; the file's is kept as it says.
  await db.update(codes).set({ status: line.code.status }).where(eq(codes.id, id));
  return { id, fileName };
}

/**
 * A destination the file lists again (same address or picture) keeps its id, so its visit count
 * and place in the rotation stay; the others are new.
 */
function keepExistingIds<D extends { url?: string; image_id?: number }>(
  existing: { id: number; url: string | null; imageId: number | null }[],
  list: D[],
): (D & { id?: number })[] {
  const free = [...existing];
  return list.map((destination) => {
    const index = free.findIndex((old) =>
      destination.url ? old.url === destination.url : old.imageId === (destination.image_id ?? null),
    );
    if (index < 0) return destination;
    const [kept] = free.splice(index, 1);
    return { ...destination, id: kept?.id };
  });
}

/** What a refused line says: the editor's field errors by the file's columns, or its one message. */
function errorsOf(
  error: unknown,
  line: Line,
  say: (key: string, values?: RawFieldError['values']) => string,
  log: FastifyBaseLogger,
): RowError[] {
  if (!(error instanceof AppError)) {
    log.error({ err: error, line: line.line }, 'code import: a line failed');
    return [{ field: 'line', message: say('error.internal') }];
  }
  if (!error.fields?.length) return [{ field: 'line', message: say(error.messageKey, error.values) }];
  return error.fields.map((field) => ({
    field: columnOfPath(
      field.path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      line.slots,
    ),
    message: say(field.messageKey, field.values),
  }));
}
