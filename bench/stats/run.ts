/**
 * bench/stats: statistics calls over a month of traffic. Creates a PostgreSQL database with one
 * owner of 1,000 codes and 10M visits over 30 days — the raw visit rows and the rollups the visit
 * writer keeps for them (hourly, daily, per dimension) — starts the product on it, then calls each
 * statistics call repeatedly over HTTP and prints its p50/p95 against the target (p95 < 50 ms).
 *
 *   npm run bench:stats          (BENCH_VISITS=10000000 BENCH_CODES=1000 BENCH_DAYS=30 BENCH_ROUNDS=40)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import { hashPassword } from '../../server/security/passwords';
import { dayIn } from '../../server/settings/site-zone';
import { addDays } from '../../server/statistics/days';
import { freshDatabase } from '../support/database';

const VISITS = Number(process.env.BENCH_VISITS ?? 10_000_000);
const CODES = Number(process.env.BENCH_CODES ?? 1000);
const DAYS = Number(process.env.BENCH_DAYS ?? 30);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const TARGET_P95_MS = 50;
const ZONE = 'Asia/Shanghai';
const ADMIN = { account: 'benchadmin', password: 'Bench12345' };
const OWNER_PASSWORD = 'Owner12345';

/**
 * Seeds in SQL, in the database (a fresh one, so the codes are ids 1…CODES): raw visits spread over the days and codes, then the rollups
 * built from exactly those rows (so every statistic adds up to the raw visits).
 */
async function seed(databaseUrl: string, ownerId: number): Promise<void> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
  const step = async (label: string, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  await step(`${CODES} codes`, () =>
    sql.unsafe(`insert into codes (owner_id, name, file_name, open_log)
      select ${ownerId}, 'Code ' || n, 'b' || lpad(n::text, 7, '0'), 2 from generate_series(1, ${CODES}) n`),
  );
  await step(`${VISITS.toLocaleString('en-US')} visits`, () =>
    sql.unsafe(`insert into visits (code_id, owner_id, created_at, ip, user_agent, access_status, in_wechat, bot, carrier, province, os, device, country)
      select 1 + n % ${CODES}, ${ownerId}, now() - (random() * interval '${DAYS} days'),
        '36.' || (n % 200) || '.' || (n % 250) || '.' || (n % 199),
        case when n % 7 = 0 then 'Mozilla/5.0 (Windows NT 10.0)' else 'Mozilla/5.0 (iPhone) MicroMessenger/8.0' end,
        case when n % 50 = 0 then 2 else 1 end, n % 3 = 0, n % 97 = 0, 1 + n % 4,
        (array['广东省','浙江省','江苏省','北京','上海'])[1 + n % 5],
        case when n % 7 = 0 then 'Windows 10' when n % 2 = 0 then 'iOS 17.4' else 'Android 14' end,
        case when n % 7 = 0 then 'Desktop' when n % 2 = 0 then 'Apple iPhone' else 'Xiaomi Redmi K70' end, '中国'
      from generate_series(1, ${VISITS}) n`),
  );
  await step('hourly rollups', () =>
    sql.unsafe(`insert into visit_hours (code_id, destination_id, owner_id, hour, visits, refused, bots, unique_ips, desktop, wechat)
      select code_id, 0, owner_id, date_trunc('hour', created_at), count(*) filter (where access_status = 1),
        count(*) filter (where access_status <> 1), count(*) filter (where bot and access_status = 1),
        count(distinct ip), count(*) filter (where os like 'Windows%' and not bot and access_status = 1),
        count(*) filter (where in_wechat and access_status = 1)
      from visits group by 1, 3, 4`),
  );
  await step('daily rollups', () =>
    sql.unsafe(`insert into visit_days (code_id, owner_id, day, visits, refused, bots, unique_ips, desktop, wechat)
      select code_id, owner_id, (hour at time zone '${ZONE}')::date, sum(visits), sum(refused), sum(bots), sum(unique_ips),
        sum(desktop), sum(wechat)
      from visit_hours group by 1, 2, 3`),
  );
  await step('owner-wide dimension rollups', () =>
    sql.unsafe(`insert into visit_facets (owner_id, code_id, day, facet, value, visits)
      select v.owner_id, 0, (v.created_at at time zone '${ZONE}')::date, f.facet, f.value, count(*)
      from visits v
        cross join lateral unnest(array[1, 2, 3, 4, 5, 6],
          array[v.province, v.carrier::text, split_part(v.os, ' ', 1), split_part(v.browser, ' ', 1), v.device, v.country])
          as f(facet, value)
      where v.access_status = 1
      group by 1, 2, 3, 4, 5`),
  );
  await step('profiles', () =>
    sql.unsafe(`insert into visit_profiles (province, carrier, os, browser, model, country)
      select distinct province, carrier::text, split_part(os, ' ', 1), split_part(browser, ' ', 1), device, country
      from visits where access_status = 1`),
  );
  await step('per-code dimension rollups', () =>
    sql.unsafe(`insert into visit_profile_days (owner_id, code_id, day, profile_id, visits)
      select v.owner_id, v.code_id, (v.created_at at time zone '${ZONE}')::date, p.id, count(*)
      from visits v join visit_profiles p on p.province = v.province and p.carrier = v.carrier::text
        and p.os = split_part(v.os, ' ', 1) and p.browser = split_part(v.browser, ' ', 1)
        and p.model = v.device and p.country = v.country
      where v.access_status = 1
      group by 1, 2, 3, 4`),
  );
  await step('code totals', () =>
    sql.unsafe(`update codes c set view_number = t.visits, ip_view_number = t.unique_ips
      from (select code_id, sum(visits) as visits, sum(unique_ips) as unique_ips from visit_days group by 1) t where c.id = t.code_id`),
  );
  await step('analyze', () => sql.unsafe('analyze'));
  await sql.end();
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

async function main() {
  const database = await freshDatabase('stats');
  const databaseUrl = database.url;
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dataDir: mkdtempSync(join(tmpdir(), 'lc-bench-stats-')),
    databaseUrl,
    masterKey: randomBytes(32),
    admin: ADMIN,
    logLevel: 'warn',
    redisPrefix: 'benchstats',
    webRoot: join(tmpdir(), 'lc-no-web'),
    journalName: 'bench-stats',
    trustProxy: [],
  };
  const app = await buildApp(config);
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const call = async (path: string, input: object, token?: string) => {
      const response = await fetch(`${base}/api/${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(input),
      });
      const body = (await response.json()) as { status: boolean; data: unknown; message?: string };
      if (!body.status) throw new Error(`${path}: ${body.message}`);
      return body.data as Record<string, unknown>;
    };
    const login = async (account: string, password: string) =>
      (await call('admin/login', { account, password })).token as string;
    const adminToken = await login(ADMIN.account, ADMIN.password);
    const sqlClient = postgres(databaseUrl, { max: 1 });
    const [ownerRow] =
      await sqlClient`insert into users (account, name, password_hash, role_id, invitation_code)
      values ('benchowner', 'benchowner', ${await hashPassword(OWNER_PASSWORD)}, (select id from roles where key = 'default'), 'BENCHINV1')
      returning id`;
    await sqlClient.end();
    console.log(`bench/stats: seeding PostgreSQL (${CODES} codes, ${DAYS} days)`);
    await seed(databaseUrl, (ownerRow as { id: number }).id);
    const ownerToken = await login('benchowner', OWNER_PASSWORD);

    const today = dayIn(ZONE, Date.now());
    const monthAgo = addDays(today, -(DAYS - 1));
    const weekAgo = addDays(today, -6);
    const calls: [string, object, string][] = [
      ['today_statistics/inquire', {}, ownerToken],
      ['today_statistics/inquire', { code_id: 1 }, ownerToken],
      ['daily_statistics/inquire', { start_date: monthAgo, end_date: today }, ownerToken],
      ['hourly_statistics/inquire', { date: addDays(today, -1) }, ownerToken],
      ['historical_statistics/inquire', { page: 1, page_size: 20, sort: 'today_visits' }, ownerToken],
      ['historical_statistics/facets', { start_date: monthAgo, end_date: today }, ownerToken],
      ['historical_statistics/facets', { code_id: 1, start_date: monthAgo, end_date: today }, ownerToken],
      ['pc_historical_statistics/inquire', { start_date: monthAgo, end_date: today }, ownerToken],
      ['visit_hour_statistics/inquire', { date: addDays(today, -1) }, adminToken],
      ['visit_summary/inquire', { start_date: monthAgo, end_date: today }, adminToken],
      ['home/inquire', {}, ownerToken],
      ['home_admin/inquire', {}, adminToken],
      ['access_real_time_statistics/inquire', {}, ownerToken],
      ['monitor/inquire', { ids: Array.from({ length: 30 }, (_, index) => index + 1) }, ownerToken],
      [
        'visitor/inquire',
        {
          start_time: new Date(Date.parse(`${weekAgo}T00:00:00Z`)).toISOString(),
          end_time: new Date().toISOString(),
        },
        adminToken,
      ],
    ];
    console.log(
      `\n${'call'.padEnd(44)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}  target p95 < ${TARGET_P95_MS} ms`,
    );
    let failures = 0;
    for (const [path, input, token] of calls) {
      await call(path, input, token);
      const times: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const started = performance.now();
        await call(path, input, token);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 0.95);
      if (p95 >= TARGET_P95_MS) failures += 1;
      const label = `${path}${Object.keys(input).length > 0 ? ` ${JSON.stringify(input).slice(0, 20)}` : ''}`;
      console.log(
        `${label.padEnd(44)} ${percentile(times, 0.5).toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}  ${p95 < TARGET_P95_MS ? 'PASS' : 'FAIL'}`,
      );
    }
    console.log(`\n${calls.length - failures}/${calls.length} calls under ${TARGET_P95_MS} ms at p95`);
  } finally {
    await app.close();
    await database.drop();
  }
}

await main();
