import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { statisticsCalls } from '../../contract/areas/statistics';
import { rowsOf } from '../db/rows';
import type { Db } from '../db/store';
import { pageWindow } from '../http/paging';
import { num } from './rollups';

type Input = z.output<(typeof statisticsCalls)['stealing_list/inquire']['input']>;

/** What makes traffic suspicious, per code and day (documented in the stealing_list panel too). */
export const SUSPICION = {
  /** Visits of one address to one code in a day. */
  frequentIpVisits: 20,
  /** Visits of one code in one minute. */
  burstVisitsPerMinute: 60,
  /** Distinct addresses sending the very same user agent to one code in a day. */
  sameUaAddresses: 10,
} as const;

/**
 * Findings of one day over the recorded visits (codes with detailed logging): addresses that
 * visit a code very often, crawler and preview-fetcher user agents, minutes with bursts of visits,
 * and one user agent shared by many addresses. One day of raw visits is read through the time index.
 */
export async function findSuspicious(db: Db, zone: string, input: Input) {
  const { limit, offset } = pageWindow(input);
  const day = sql`v.created_at >= (${input.date}::date)::timestamp at time zone ${zone}
    and v.created_at < (${input.date}::date + 1)::timestamp at time zone ${zone}`;
  const code = input.code_id === undefined ? sql`` : sql`and v.code_id = ${input.code_id}`;
  const kinds = {
    frequent_ip: sql`select 'frequent_ip', v.code_id, v.ip, count(*), 1::bigint, min(v.created_at), max(v.created_at)
      from visits v where ${day} ${code} group by v.code_id, v.ip having count(*) >= ${SUSPICION.frequentIpVisits}`,
    crawler: sql`select 'crawler', v.code_id, v.user_agent, count(*), count(distinct v.ip), min(v.created_at), max(v.created_at)
      from visits v where ${day} ${code} and v.bot group by v.code_id, v.user_agent`,
    burst: sql`select 'burst', v.code_id, to_char(date_trunc('minute', v.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
        count(*), count(distinct v.ip), min(v.created_at), max(v.created_at)
      from visits v where ${day} ${code} group by v.code_id, date_trunc('minute', v.created_at)
      having count(*) >= ${SUSPICION.burstVisitsPerMinute}`,
    same_ua: sql`select 'same_ua', v.code_id, v.user_agent, count(*), count(distinct v.ip), min(v.created_at), max(v.created_at)
      from visits v where ${day} ${code} and not v.bot and v.user_agent <> '' group by v.code_id, v.user_agent
      having count(distinct v.ip) >= ${SUSPICION.sameUaAddresses}`,
  };
  const chosen = input.kind ? [kinds[input.kind]] : Object.values(kinds);
  const findings = sql.join(chosen, sql` union all `);
  const rows = rowsOf<{
    kind: 'frequent_ip' | 'crawler' | 'burst' | 'same_ua';
    code_id: number;
    code_name: string;
    file_name: string;
    owner_account: string;
    subject: string;
    visits: unknown;
    addresses: unknown;
    first_time: string | Date;
    last_time: string | Date;
    total: unknown;
  }>(
    await db.execute(sql`select f.*, c.name as code_name, c.file_name, u.account as owner_account, count(*) over () as total
      from (${findings}) f(kind, code_id, subject, visits, addresses, first_time, last_time) join codes c on c.id = f.code_id join users u on u.id = c.owner_id
      order by f.visits desc, f.code_id, f.subject limit ${limit} offset ${offset}`),
  );
  return {
    list: rows.map((row) => ({
      kind: row.kind,
      code_id: row.code_id,
      code_name: row.code_name,
      file_name: row.file_name,
      owner_account: row.owner_account,
      subject: row.subject,
      visits: num(row.visits),
      addresses: num(row.addresses),
      first_time: new Date(row.first_time),
      last_time: new Date(row.last_time),
    })),
    total: num(rows[0]?.total),
  };
}
