/**
 * bench/classify: the access-log page's classification on a million rows — classify every row,
 * count every filter, then apply each filter — against a target of one second in total. The rows
 * are described once (by the first call, `classifyRows`, whose figure includes it) and the other
 * calls reuse that description, as the page's worker does. Rows are shaped like a busy code's, with
 * realistic ~280-character WeChat user agents: reading those is most of the cost. Wall and CPU
 * time are both printed, since on a shared machine the first says as much about the neighbours.
 *
 *   npm run bench:classify                 (BENCH_ROWS=1000000 BENCH_SEED=7)
 */
import { cpus, loadavg } from 'node:os';
import { PerformanceObserver } from 'node:perf_hooks';
import type { AccessRow } from '../../contract/areas/access-records';
import { AccessStatus, Carrier } from '../../contract/enums';
import {
  AccessLogIndex,
  classifyRows,
  FILTER_IDS,
  filterRows,
  summarise,
} from '../../src/workers/access-log/classify';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const SEED = Number(process.env.BENCH_SEED ?? 7);
const TARGET_MS = 1000;

/** mulberry32: the same rows on every run, so runs compare. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYSTEMS = ['iOS 17.4', 'Android 14', 'Windows 10', 'Mac OS 10.15', 'HarmonyOS 4', 'iPadOS 17', 'Linux'];
const CARRIERS = Object.values(Carrier);
const MODELS = ['V2309A', 'PJZ110', '23013RK75C', 'SM-S9180', 'ALN-AL00', 'M2102J2SC'];

/**
 * A WeChat user agent of the shape phones send (~190 characters). Versions vary in the middle as
 * well as at the end, as real agents do, so the benchmark pays for agents that differ in few places.
 */
function userAgent(variant: number): string {
  const android = 10 + (variant % 5);
  const model = MODELS[variant % MODELS.length] ?? '';
  const chrome = `${110 + (variant % 16)}.0.${5000 + (variant % 997)}.${variant % 211}`;
  const wechat = `8.0.${40 + (variant % 9)}.${2500 + (variant % 400)}`;
  return `Mozilla/5.0 (Linux; Android ${android}; ${model} Build/TP1A.${220000 + (variant % 9000)}) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/${chrome} Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/${wechat}(0x28003036) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64`;
}

/**
 * Rows shaped like a busy code's: one address per row, a few in the same /24, a tail of heavy
 * visitors, a tenth outside China, and user agents drawn from a pool so that many repeat.
 */
function syntheticRows(count: number, next: () => number): AccessRow[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return Array.from({ length: count }, (_, index) => {
    const inChina = next() > 0.1;
    const ip = `${10 + (index % 200)}.${(index >> 8) & 255}.${(index >> 16) & 255}.${index & 255}`;
    const os = pick(SYSTEMS);
    const inWechat = next() < 0.5;
    return {
      ip,
      ip_count: next() < 0.02 ? 20 + Math.floor(next() * 80) : 1 + Math.floor(next() * 19),
      latest_create_time: new Date(Date.UTC(2025, 4, 12, 0, 0, index % 86_400)).toISOString(),
      latest_ip_belong: inChina ? '中国 广东 深圳 电信' : 'United States',
      latest_source: '',
      // A third of the agents are unique to their row; the rest come from a pool of 5000.
      latest_user_agent: userAgent(next() < 0.3 ? 5000 + index : Math.floor(next() * 5000)),
      access_status: AccessStatus.served,
      os,
      model: '',
      device: '',
      carrier: inChina ? pick(CARRIERS) : Carrier.other,
      in_wechat: inWechat,
      wechat_count: inWechat ? 1 : 0,
      platforms: [os],
      in_china: inChina,
    };
  });
}

/** Wall time, and the process's CPU time: on a shared machine the second shows what the code costs. */
function timed<T>(run: () => T): { value: T; ms: number; cpuMs: number } {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const value = run();
  const used = process.cpuUsage(cpu);
  return { value, ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

// The worker receives its rows through structured clone, as flat strings; cloning here makes the
// benchmark read strings the way the page's worker does (and is not timed).
const rows = structuredClone(syntheticRows(ROWS, random(SEED)));
const [load] = loadavg();
console.log(
  `bench/classify: ${ROWS.toLocaleString('en-US')} rows (seed ${SEED}), ${cpus().length} cores, load ${load?.toFixed(1)}`,
);

// Collections while timing: with a million rows alive, each full one walks them all.
let collectingMs = 0;
const collections = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) collectingMs += entry.duration;
});
collections.observe({ entryTypes: ['gc'] });

const classified = timed(() => classifyRows(rows));
const summary = timed(() => summarise(rows));
const filtered = FILTER_IDS.map((id) => ({ id, ...timed(() => filterRows(rows, id).length) }));
const steps = [classified, summary, ...filtered];
const total = steps.reduce((sum, step) => sum + step.ms, 0);
const totalCpu = steps.reduce((sum, step) => sum + step.cpuMs, 0);

const classes = new Map<string, number>();
for (const rowClass of classified.value)
  classes.set(rowClass ?? 'none', (classes.get(rowClass ?? 'none') ?? 0) + 1);

const figures = (step: { ms: number; cpuMs: number }) =>
  `${step.ms.toFixed(1).padStart(8)} ms  (cpu ${step.cpuMs.toFixed(1).padStart(7)} ms)`;
console.log('                                wall          cpu');
console.log(
  `  classifyRows             ${figures(classified)}  ${JSON.stringify(Object.fromEntries(classes))}`,
);
console.log(`  summarise                ${figures(summary)}`);
for (const step of filtered) {
  const count = summary.value[step.id];
  const check = count === step.value ? '' : `  MISMATCH: summarise says ${count}`;
  console.log(`  filterRows ${step.id.padEnd(15)}${figures(step)}  ${step.value} rows${check}`);
}
const verdict = total < TARGET_MS ? 'PASS' : 'FAIL';
console.log(
  `  total                    ${figures({ ms: total, cpuMs: totalCpu })}  target < ${TARGET_MS} ms  ${verdict}`,
);

// What the page's worker does with the same rows, described afresh: load (classes and counts),
// then the row indexes of each filter. For information; the target is on the figures above.
const fresh = structuredClone(rows);
const index = new AccessLogIndex();
const loaded = timed(() => index.load(fresh));
const switched = timed(() => FILTER_IDS.map((id) => index.filter(id).length));
console.log(`  worker: load             ${figures(loaded)}`);
console.log(`  worker: 9 filters        ${figures(switched)}`);

// Collection entries arrive after the work that caused them.
await new Promise((resolve) => setTimeout(resolve, 100));
collections.disconnect();
console.log(`  garbage collection while timing: ${collectingMs.toFixed(1)} ms`);
if (verdict === 'FAIL' || filtered.some((step) => summary.value[step.id] !== step.value))
  process.exitCode = 1;
