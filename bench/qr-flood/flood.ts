/**
 * bench/qr-flood's load of QR images, in a process of its own (the parent pins it next to wrk):
 * `connections` keep-alive connections ask large PNGs with a logo, `rate` a second in all (or
 * each the next as soon as it has its answer), every one a different image (size and margin at
 * random, so none comes from the cache), for `seconds`. With `spread`, each request claims another client address in X-Forwarded-For — a
 * crowd behind a trusted proxy, which a limit per address does not stop.
 *
 *   tsx bench/qr-flood/flood.ts '{"base":"http://127.0.0.1:3000","paths":["/qr/1.png?k=…"],…}'
 *
 * Prints one JSON line: answers by status and the answers' p50/p99 in milliseconds.
 */
import { Agent, request } from 'node:http';

export type FloodPlan = {
  base: string;
  /** Signed QR image paths (`/qr/<id>.png?k=…`) of codes the load picks from. */
  paths: string[];
  logoId: number;
  seconds: number;
  connections: number;
  /** QR requests a second in all (each connection sends its share at even intervals); 0: flat out. */
  rate: number;
  spread: boolean;
};

export type FloodResult = { statuses: Record<string, number>; p50: number; p99: number; requests: number };

function ask(agent: Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const outgoing = request(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    outgoing.on('error', () => resolve(0));
    outgoing.end();
  });
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));

async function flood(plan: FloodPlan): Promise<FloodResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: plan.connections });
  const statuses: Record<string, number> = {};
  const latencies: number[] = [];
  const until = performance.now() + plan.seconds * 1000;
  const interval = plan.rate > 0 ? (plan.connections * 1000) / plan.rate : 0;
  const connection = async (index: number) => {
    let next = performance.now() + (interval * index) / plan.connections;
    while (performance.now() < until) {
      // An answer slower than the interval sends the next request at once (no catching up after).
      const wait = next - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      next = Math.max(next + interval, performance.now());
      // The poster sizes: 768 … 2048 px asked (drawn at most 1024), any margin.
      const url = new URL(
        `${pick(plan.paths)}&size=${between(768, 2048)}&margin=${between(0, 16)}&logo=${plan.logoId}`,
        plan.base,
      );
      const headers: Record<string, string> = plan.spread
        ? { 'x-forwarded-for': `10.${between(0, 255)}.${between(0, 255)}.${between(1, 254)}` }
        : {};
      const started = performance.now();
      const status = await ask(agent, url, headers);
      latencies.push(performance.now() - started);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: plan.connections }, (_, index) => connection(index)));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0;
  return { statuses, p50: at(0.5), p99: at(0.99), requests: latencies.length };
}

const plan = JSON.parse(process.argv[2] ?? '{}') as FloodPlan;
// The parent starts measuring redirects once this is printed.
process.stderr.write('flooding\n');
flood(plan).then((result) => process.stdout.write(`${JSON.stringify(result)}\n`));
