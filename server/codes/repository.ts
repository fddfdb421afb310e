import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../auth/sessions';
import { codeGroups, codes, destinations, domains, users } from '../db/schema';
import type { Db } from '../db/store';
import { invalidParameter, notFound } from '../http/errors';
import { containing, pageWindow } from '../http/paging';
import { codeUrl, qrImagePath } from './links';

const current = alias(destinations, 'current_destination');

export type CodeListFilter = {
  keyword?: string;
  group_id?: number;
  no_group?: boolean;
  domain_id?: number;
  status?: number;
  owner_id?: number;
  removed: boolean;
  sort_by: 'id' | 'name' | 'view_number' | 'ip_view_number' | 'created_at' | 'updated_at';
  sort_order: 'asc' | 'desc';
  page: number;
  page_size: number;
};

const SORT = {
  id: codes.id,
  name: codes.name,
  view_number: codes.viewNumber,
  ip_view_number: codes.ipViewNumber,
  created_at: codes.createdAt,
  updated_at: codes.updatedAt,
};

/** A page of codes with their owner, group, domain and current destination. */
/** What a code's links are made from: the console's address and the key that signs QR links. */
export type LinkContext = { origin: string; masterKey: Buffer };

export async function listCodes(db: Db, links: LinkContext, filter: CodeListFilter) {
  const pattern = containing(filter.keyword);
  const where: SQL | undefined = and(
    filter.removed ? isNotNull(codes.removedAt) : isNull(codes.removedAt),
    filter.owner_id === undefined ? undefined : eq(codes.ownerId, filter.owner_id),
    pattern ? or(ilike(codes.name, pattern), ilike(codes.fileName, pattern)) : undefined,
    filter.group_id === undefined ? undefined : eq(codes.groupId, filter.group_id),
    filter.no_group ? isNull(codes.groupId) : undefined,
    filter.domain_id === undefined ? undefined : eq(codes.domainId, filter.domain_id),
    filter.status === undefined ? undefined : eq(codes.status, filter.status),
  );
  const order = filter.sort_order === 'asc' ? asc(SORT[filter.sort_by]) : desc(SORT[filter.sort_by]);
  const { limit, offset } = pageWindow(filter);
  const rows = await db
    .select({
      code: codes,
      ownerAccount: users.account,
      groupName: codeGroups.name,
      host: domains.host,
      currentUrl: current.url,
      currentTitle: current.title,
    })
    .from(codes)
    .innerJoin(users, eq(users.id, codes.ownerId))
    .leftJoin(codeGroups, eq(codeGroups.id, codes.groupId))
    .leftJoin(domains, eq(domains.id, codes.domainId))
    .leftJoin(current, eq(current.id, codes.lastDestinationId))
    .where(where)
    .orderBy(order, desc(codes.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ total: count() }).from(codes).where(where);
  const destinationCounts = await countDestinations(
    db,
    rows.map((row) => row.code.id),
  );
  return {
    list: rows.map((row) => ({
      ...codeRow(row.code, links, row.host),
      owner_account: row.ownerAccount,
      group_name: row.groupName,
      destination_count: destinationCounts.get(row.code.id) ?? 0,
      current_destination: row.currentUrl ?? (row.currentTitle || null),
    })),
    total: counted?.total ?? 0,
  };
}

async function countDestinations(db: Db, codeIds: number[]) {
  if (codeIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ codeId: destinations.codeId, n: count() })
    .from(destinations)
    .where(and(inArray(destinations.codeId, codeIds), isNull(destinations.removedAt)))
    .groupBy(destinations.codeId);
  return new Map(rows.map((row) => [row.codeId, row.n]));
}

type CodeRecord = typeof codes.$inferSelect;

export function codeRow(code: CodeRecord, links: LinkContext, host: string | null) {
  return {
    id: code.id,
    name: code.name,
    file_name: code.fileName,
    url: codeUrl(links.origin, host, code.fileName),
    owner_id: code.ownerId,
    group_id: code.groupId,
    domain_id: code.domainId,
    domain: host ?? '',
    status: code.status as 1 | 2,
    access_mode: code.accessMode as 1 | 2,
    restriction_visit: code.restrictionVisit as 1 | 2,
    jump_type: code.jumpType as 1 | 2 | 3 | 4 | 5,
    rotation_model: code.rotationModel as 1 | 2 | 3,
    open_log: code.openLog as 1 | 2,
    has_password: code.sharePassword !== '',
    qr_url: qrImagePath(links.masterKey, code.id),
    remark: code.remark,
    view_number: code.viewNumber,
    ip_view_number: code.ipViewNumber,
    created_at: code.createdAt,
    updated_at: code.updatedAt,
    removed_at: code.removedAt,
  };
}

/**
 * The codes a call acts on, checked in one place: every id must exist and belong to the caller
 * (administrators act on anyone's) — otherwise 404, as if it did not exist.
 */
export async function ownedCodes(db: Db, actor: Actor, ids: number[], options: { anyOwner?: boolean } = {}) {
  const rows = await db
    .select()
    .from(codes)
    .where(and(inArray(codes.id, ids), options.anyOwner ? undefined : eq(codes.ownerId, actor.userId)));
  if (rows.length !== new Set(ids).size) throw notFound();
  return rows;
}

/** An entry or short domain of the owner, or null for the console host. */
export async function ownersDomain(db: Db, ownerId: number, domainId: number | null) {
  if (domainId === null) return null;
  const [domain] = await db
    .select()
    .from(domains)
    .where(and(eq(domains.id, domainId), eq(domains.ownerId, ownerId), inArray(domains.type, [1, 3])));
  if (!domain)
    throw invalidParameter([{ path: 'domain_id', messageKey: 'code.domain_unknown' }], 'code.domain_unknown');
  return domain;
}

/** A group of the owner, or null. */
export async function ownersGroup(db: Db, ownerId: number, groupId: number | null) {
  if (groupId === null) return null;
  const [group] = await db
    .select({ id: codeGroups.id })
    .from(codeGroups)
    .where(and(eq(codeGroups.id, groupId), eq(codeGroups.ownerId, ownerId)));
  if (!group)
    throw invalidParameter([{ path: 'group_id', messageKey: 'code.group_unknown' }], 'code.group_unknown');
  return group;
}

export async function destinationsOf(db: Db, codeId: number) {
  return db
    .select()
    .from(destinations)
    .where(and(eq(destinations.codeId, codeId), isNull(destinations.removedAt)))
    .orderBy(asc(destinations.sort), asc(destinations.id));
}

/** The owner's codes (trash included) with these suffixes. */
export async function ownersCodesBySuffix(db: Db, ownerId: number, fileNames: string[]) {
  return db
    .select()
    .from(codes)
    .where(and(eq(codes.ownerId, ownerId), inArray(codes.fileName, fileNames)));
}
