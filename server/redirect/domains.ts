import { domains } from '../db/schema';
import type { Db } from '../db/store';
import type { Bus } from '../ports/bus';

const CHANGED = 'domains.changed';

export type KnownDomain = { id: number; type: number };

/**
 * Host names of entry and short domains, all in memory: each request's host is one map lookup,
 * so requests for the console itself pay nothing. Reloaded on every process after a change.
 */
export class DomainTable {
  private byHost = new Map<string, KnownDomain>();
  private readonly stop: () => void;

  constructor(
    private readonly db: Db,
    private readonly bus: Bus,
  ) {
    this.stop = bus.subscribe(CHANGED, () => void this.load());
  }

  async load(): Promise<void> {
    const rows = await this.db
      .select({ id: domains.id, host: domains.host, type: domains.type })
      .from(domains);
    this.byHost = new Map(rows.map((row) => [row.host, { id: row.id, type: row.type }]));
  }

  find(host: string): KnownDomain | undefined {
    return this.byHost.get(host.toLowerCase());
  }

  /** Reloads here at once, then tells the other processes. */
  async changed(): Promise<void> {
    await this.load();
    await this.bus.publish(CHANGED, {});
  }

  close(): void {
    this.stop();
  }
}
