import type { ServerProcess } from './server-process';

/** What a steady stream of visits got back: tallied by status and by destination. */
export type VisitLoad = {
  /** Answers with a 302, by destination. */
  readonly locations: Map<string, number>;
  /** Answers by HTTP status. */
  readonly statuses: Map<number, number>;
  /** Requests that got no answer at all (a refused or broken connection). */
  readonly unanswered: number;
  /** Visits answered with a redirect so far. */
  answered(): number;
  /** Answers of 500 or more so far. */
  failures(): number;
  /** Lets the requests in flight finish and sends no more. */
  stop(): Promise<void>;
};

/** Visits a code through every given process in turn from `workers` concurrent loops. */
export function driveVisits(servers: ServerProcess[], fileName: string, workers = 8): VisitLoad {
  const locations = new Map<string, number>();
  const statuses = new Map<number, number>();
  let unanswered = 0;
  let next = 0;
  let stopped = false;
  const loop = async () => {
    while (!stopped) {
      const server = servers[next++ % servers.length] as ServerProcess;
      try {
        const response = await fetch(`${server.url}/c/${fileName}`, { redirect: 'manual' });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const location = response.headers.get('location');
        if (response.status === 302 && location) locations.set(location, (locations.get(location) ?? 0) + 1);
      } catch {
        unanswered++;
      }
    }
  };
  const loops = Array.from({ length: workers }, loop);
  return {
    locations,
    statuses,
    get unanswered() {
      return unanswered;
    },
    answered: () => statuses.get(302) ?? 0,
    failures: () => [...statuses].reduce((sum, [status, count]) => sum + (status >= 500 ? count : 0), 0),
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}
