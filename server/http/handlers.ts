import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { CallSpec, CallTable } from '../../contract/calls';
import type { Locale } from '../../contract/enums';
import type { Actor } from '../auth/sessions';
import type { RenderPool } from '../codes/qr-pool';
import type { Config } from '../config';
import type { Db, Store } from '../db/store';
import type { DomainChecks } from '../domains/checks';
import type { DomainMonitor } from '../domains/monitor';
import type { Maintenance } from '../maintenance/runner';
import type { MoneyEvents } from '../money/events';
import type { PaymentPort } from '../money/payment-port';
import type { Hub } from '../realtime/hub';
import type { CodeCache } from '../redirect/cache';
import type { DomainTable } from '../redirect/domains';
import type { SecretBox } from '../security/secrets';
import type { PublicAddress } from '../settings/public-address';
import type { TelegramService } from '../telegram/service';
import type { UploadStorage } from '../uploads/storage';
import type { SettingStores } from '../uploads/storage-settings';
import type { GeoPort } from '../visits/enrich/geo';
import type { Webhooks } from '../webhooks/service';
import type { IpGuard } from './ip-guard';

/** What every handler may use; built per request by the call layer. */
export type CallContext<Who extends Actor | null = Actor | null> = {
  db: Db;
  store: Store;
  config: Config;
  secrets: SecretBox;
  /** Pushes socket messages to users, whichever process holds their sockets. */
  realtime: Hub;
  locale: Locale;
  /** The installation's public address (`PUBLIC_BASE_URL` or the saved one), for links to this host. */
  origin: string;
  /** Reads and announces the public address; the configuration handlers tell it of a change. */
  publicAddress: PublicAddress;
  ip: string;
  userAgent: string;
  log: FastifyBaseLogger;
  /** The clock; tests replace it to move through lockout windows and expiries. */
  now(): Date;
  /** Handlers that change codes tell every process's redirect cache. */
  codeCache: CodeCache;
  /** Handlers that change domains make every process reload the host table. */
  domains: DomainTable;
  /** What proving control of a domain asks (DNS, guarded HTTP) and where domains point. */
  domainChecks: DomainChecks;
  /** Checks domains now ("check now") and records the rounds like the scheduled ones. */
  monitor: DomainMonitor;
  /** Runs the maintenance tasks (`script`) as jobs of this process. */
  maintenance: Maintenance;
  /** The bot: whether one is configured, its name, and the outbox its messages go through. */
  telegram: TelegramService;
  /** Lets handlers that change the IP blacklist make every process reload it. */
  ipGuard: IpGuard;
  /** The same for the redirect service's visitor blacklist. */
  visitorGuard: IpGuard;
  /** Uploaded files (the image library), wherever the storage setting put each one. */
  uploads: SettingStores;
  /** This machine's upload folder, which the local driver writes to (probed by `image_config/test`). */
  uploadDisk: UploadStorage;
  /** Threads for picture work: reading the QR code in an uploaded picture (`add_images`). */
  pictureThreads: Pick<RenderPool, 'decode'>;
  /** Where an address is and its carrier (the same data the visit writer uses). */
  geo: GeoPort;
  /** Where recharges are paid and who confirms them (an administrator, or the chain watcher). */
  payments: PaymentPort;
  /** Domain events of the money core (a purchase), for listeners on any process. */
  moneyEvents: MoneyEvents;
  /** Outgoing webhooks: the guard endpoints' addresses are checked against. */
  webhooks: Webhooks;
  /** The signed-in caller; always present unless the call is public. */
  actor: Who;
};

/** A handler gets the validated input and answers the output before it is shaped by the schema. */
export type Handler<S extends CallSpec> = (
  input: z.output<S['input']>,
  ctx: CallContext<S['access'] extends 'public' ? Actor | null : Actor>,
) => Promise<z.input<S['output']>>;

export type Handlers<T extends CallTable> = { [P in keyof T]: Handler<T[P]> };

/**
 * The call table and the handlers must list exactly the same paths. TypeScript checks this for
 * the real table; this check also guards tables assembled at run time.
 */
export function checkParity(table: CallTable, handlers: Record<string, unknown>): void {
  const missing = Object.keys(table).filter((path) => typeof handlers[path] !== 'function');
  const extra = Object.keys(handlers).filter((path) => !(path in table));
  const problems = [
    missing.length > 0 ? `calls without a handler: ${missing.join(', ')}` : '',
    extra.length > 0 ? `handlers without a call: ${extra.join(', ')}` : '',
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`The call table and the handlers differ — ${problems.join('; ')}`);
}
