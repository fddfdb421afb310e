import { and, eq, isNull } from 'drizzle-orm';
import {
  DomainType,
  DomainVerification,
  MonitorStatus,
  ShieldAction,
  SuspensionTarget,
} from '../../contract/enums';
import { domains, forwardRules, suspensions, users } from '../db/schema';
import type { Db } from '../db/store';
import type { Bus } from '../ports/bus';
import { readSubscriberDefaults } from '../settings/configuration';
import { type DomainPolicy, type ForwardRule, sortRules } from './policy';

/** Announced after any domain changed; QR images, which show a domain's host, follow it too. */
export const DOMAINS_CHANGED = 'domains.changed';

/**
 * A domain as the redirect engine needs it; `entryPage` only for short domains that have one.
 * `paused`: flagged, and its holder chose (or the platform's default is) to pause codes there.
 */
export type KnownDomain = {
  id: number;
  type: number;
  entryPage: string | null;
  paused: boolean;
  policy: DomainPolicy;
  /** Landing-page domains: their enabled forwarding rules, longest prefix first. */
  forwards: ForwardRule[];
  /** Until when an administrator's suspension holds (epoch ms; Infinity: until lifted; 0: none). */
  suspendedUntil: number;
};

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
    const stops = [
      bus.subscribe(DOMAINS_CHANGED, () => void this.load()),
      // Changes announced while the bus was cut off never arrived.
      bus.onReconnect(() => void this.load()),
    ];
    this.stop = () => {
      for (const stop of stops) stop();
    };
  }

  async load(): Promise<void> {
    const rows = await this.db
      .select({
        id: domains.id,
        host: domains.host,
        type: domains.type,
        entryPage: domains.entryPageUrl,
        monitorStatus: domains.monitorStatus,
        shieldAction: users.shieldAction,
        httpsOnly: domains.httpsOnly,
        hstsMaxAge: domains.hstsMaxAge,
        referrerPolicy: domains.referrerPolicy,
      })
      .from(domains)
      .innerJoin(users, eq(users.id, domains.ownerId))
      // A domain serves nothing until its holder proved control of it.
      .where(eq(domains.verification, DomainVerification.verified));
    const defaultAction = (await readSubscriberDefaults(this.db)).flagged_action;
    const forwards = await this.forwardRules();
    const suspended = await this.suspendedDomains();
    this.byHost = new Map(
      rows.map((row) => [
        row.host,
        {
          id: row.id,
          type: row.type,
          entryPage: row.type === DomainType.short && row.entryPage !== '' ? row.entryPage : null,
          paused:
            row.monitorStatus === MonitorStatus.flagged &&
            (row.shieldAction || defaultAction) === ShieldAction.pause,
          policy: {
            httpsOnly: row.httpsOnly,
            hstsMaxAge: row.hstsMaxAge,
            referrerPolicy: row.referrerPolicy,
          },
          forwards: row.type === DomainType.landing_page ? (forwards.get(row.id) ?? []) : [],
          suspendedUntil: suspended.get(row.id) ?? 0,
        },
      ]),
    );
  }

  /** Open suspensions of domains by domain: until when each holds (an expiry passes with no reload). */
  private async suspendedDomains(): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ domainId: suspensions.targetId, expiresAt: suspensions.expiresAt })
      .from(suspensions)
      .where(and(eq(suspensions.targetType, SuspensionTarget.domain), isNull(suspensions.liftedAt)));
    return new Map(
      rows.map((row) => [row.domainId, row.expiresAt ? row.expiresAt.getTime() : Number.POSITIVE_INFINITY]),
    );
  }

  /** Enabled forwarding rules by domain, each domain's longest prefix first. */
  private async forwardRules(): Promise<Map<number, ForwardRule[]>> {
    const rows = await this.db.select().from(forwardRules).where(eq(forwardRules.enabled, true));
    const byDomain = new Map<number, ForwardRule[]>();
    for (const row of rows) {
      const rule: ForwardRule = {
        prefix: row.pathPrefix,
        target: row.targetUrl,
        status: row.statusCode === 301 ? 301 : 302,
        keepPath: row.keepPath,
      };
      byDomain.set(row.domainId, [...(byDomain.get(row.domainId) ?? []), rule]);
    }
    for (const [id, rules] of byDomain) byDomain.set(id, sortRules(rules));
    return byDomain;
  }

  find(host: string): KnownDomain | undefined {
    return this.byHost.get(host.toLowerCase());
  }

  /** Reloads here at once, then tells the other processes. */
  async changed(): Promise<void> {
    await this.load();
    await this.bus.publish(DOMAINS_CHANGED, {});
  }

  close(): void {
    this.stop();
  }
}
