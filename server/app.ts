import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import { type CallTable, calls } from '../contract/calls';
import type { Locale } from '../contract/enums';
import { registerReportPages } from './abuse/report-page';
import { createDestinationScreening, type DestinationScreening } from './abuse/rescreen';
import { createScreeningAlerts } from './abuse/screening-alerts';
import { handlers as defaultHandlers } from './calls';
import { registerApiDocs } from './code-api/docs';
import { type LifecycleAlerts, startLifecycleAlerts } from './codes/lifecycle-alerts';
import { createServeNotices } from './codes/notices';
import { createPictureThreads, registerQrImages } from './codes/qr';
import type { Config } from './config';
import { ipBlacklist, visitorBlacklist } from './db/schema';
import { type FirstAdmin, seed } from './db/seed';
import { openStore, type Store, storeOptions } from './db/store';
import { repairStoredUrls } from './db/url-repair';
import { createDomainAlerts } from './domains/alerts';
import { createDomainChecks, type DomainCheckOverrides } from './domains/checks';
import { HEALTH_PATH, healthToken } from './domains/health';
import { createDomainMonitor, type DomainMonitor } from './domains/monitor';
import { registerDownloads } from './exports/access-export';
import { registerCalls } from './http/calls';
import { createClientIp, createIsSecure } from './http/client-ip';
import { consoleLogger } from './http/console-logger';
import { AppError, valuesIn } from './http/errors';
import { registerIconPaths } from './http/icon-paths';
import { createIpGuard, type IpGuard } from './http/ip-guard';
import { serverAddress } from './http/operation-log';
import { RequestLog } from './http/request-log';
import { guardConsoleAnswers, serveConsole } from './http/web-console';
import { pickLocale, translate } from './i18n';
import { housekeepingJobs, visitPartitionJob } from './jobs/housekeeping';
import { runJobOnce, startJobs } from './jobs/scheduler';
import { createMaintenance } from './maintenance/runner';
import { createMoneyEvents } from './money/events';
import { ledgerCheckJob } from './money/history';
import { manualPayments, type PaymentPort } from './money/payment-port';
import type { GuardOptions } from './net/outbound';
import { type Bus, createMemoryBus } from './ports/bus';
import type { ChainPort } from './ports/chain';
import { type CounterMode, createMemoryCounters } from './ports/counters';
import { createMemoryRateLimiter } from './ports/rate-limiter';
import { projectFile } from './project';
import { type Hub, registerRealtime } from './realtime/hub';
import { createLivePresence } from './realtime/presence';
import { CodeCache } from './redirect/cache';
import { DomainTable } from './redirect/domains';
import { createRedirectListener, type RedirectDeps } from './redirect/engine';
import { createSecretBox } from './security/secrets';
import { startHeartbeat } from './servers/heartbeat';
import { createPublicAddress, type PublicAddress } from './settings/public-address';
import { createSiteZone } from './settings/site-zone';
import { createTelegramService, type TelegramService } from './telegram/service';
import { type DepositSetup, setupDeposits } from './tron/setup';
import type { WatcherTiming } from './tron/timing';
import { registerUploads } from './uploads/routes';
import { createDiskStorage } from './uploads/storage';
import { createSettingStores, storageNetwork } from './uploads/storage-settings';
import { createVisitWriter } from './visits/create-writer';
import { createEnricher } from './visits/enrich';
import { createIp2RegionGeo } from './visits/enrich/geo';
import { publishVisits } from './visits/live';
import { journalSettings } from './visits/settings';
import { openJournal, type VisitWriting } from './visits/writer';
import { startWebhooks, type Webhooks } from './webhooks/service';

/** How each port that Redis may back stands (see `FastifyInstance.portHealth`). */
export type PortHealth = {
  counters: CounterMode;
  bus: 'healthy' | 'degraded';
  rateLimits: 'healthy' | 'degraded';
};

/** The product's version, as the heartbeat reports it. */
const VERSION = (JSON.parse(readFileSync(projectFile('package.json'), 'utf8')) as { version: string })
  .version;

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
  interface FastifyInstance {
    /** The super administrator created by this start, so the caller can print it once. */
    firstAdmin: FirstAdmin | null;
    /** The address links and QR codes carry; the start banner says whether it is set. */
    publicAddress: PublicAddress;
    store: Store;
    realtime: Hub;
    ipGuard: IpGuard;
    /** TRC20 deposits when a chain is configured: tests run the watcher's rounds through it. */
    deposits: DepositSetup | null;
    /** The visit batch writer; tests drain it before reading counts. */
    visits: VisitWriting;
    /** Domain monitoring and the Telegram bot: tests run their rounds through these. */
    monitor: DomainMonitor;
    /** The scheduled re-screen of live destinations: tests run its rounds through it. */
    screening: DestinationScreening;
    /** Alerts about codes running out of usable destinations: tests run its rounds through it. */
    lifecycle: LifecycleAlerts;
    telegram: TelegramService;
    /** Outgoing webhooks: tests run their delivery and summary rounds through it. */
    webhooks: Webhooks;
    /** This process's heartbeat: tests beat it at their own moment. */
    heartbeat: { beat(): Promise<void> };
    /**
     * How the ports that Redis backs stand: `healthy`, or `degraded` while Redis is away (each
     * process counts and decides alone; see README "Production shape"), `reconciling` while the
     * counters give back what they served meanwhile. For the server list and the health check.
     */
    portHealth(): PortHealth;
  }
}

/** Live codes loaded into memory at start (newest first); about half a kilobyte each. */
const CODES_WARMED_AT_START = 200_000;

export type BuildOptions = {
  /** An already open database (tests share one per worker); otherwise opened from the config. */
  store?: Store;
  /** Messages between processes; in-process unless given (the Redis adapter in production). */
  bus?: Bus;
  /** The clock handlers see; tests move it forward. */
  clock?: () => Date;
  /** Tests replace the call table and handlers to exercise the call layer itself. */
  calls?: CallTable;
  handlers?: Record<string, unknown>;
  /** How recharges are paid; by the chain when TronGrid is configured, otherwise by hand. */
  payments?: PaymentPort;
  /** The chain deposits are read from, instead of the configured TronGrid (tests use the fake's). */
  chain?: ChainPort;
  /** Whether the deposit watcher runs by itself; tests turn it off and run its rounds. */
  runWatcher?: boolean;
  watcherTiming?: Partial<WatcherTiming>;
  /** The domain checks' DNS server, HTTP port and private-address allowance (tests use local ones). */
  domainChecks?: DomainCheckOverrides;
  /** Whether the domain monitor and the Telegram bot run by themselves; tests turn them off and run rounds. */
  runMonitor?: boolean;
  /** Whether destinations are re-screened by themselves; as `runMonitor` unless given. */
  runScreening?: boolean;
  /** Whether codes' lifecycle alerts run by themselves; as `runMonitor` unless given. */
  runLifecycle?: boolean;
  runTelegram?: boolean;
  /** Telegram's long-poll length in seconds (25 unless given). */
  telegramPollSeconds?: number;
  /** Whether webhooks are delivered by themselves; as `runMonitor` unless given (tests run rounds). */
  runWebhooks?: boolean;
  /** Single non-public addresses webhooks may reach all the same: a test's local receiver. */
  webhookGuard?: Pick<GuardOptions, 'allowAddresses'>;
};

/**
 * Builds the whole server from its configuration: no global state, so a test can build as many
 * as it likes. Listening is left to the caller.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const store = options.store ?? (await openStore(storeOptions(config)));
  // The redirect engine answers code requests before Fastify sees them; it is wired in below,
  // once its parts exist.
  let redirectDeps: RedirectDeps | null = null;
  let isStopping = () => false;
  const redirects = createRedirectListener(
    () => redirectDeps,
    () => isStopping(),
  );
  const app = Fastify({
    serverFactory: (handler) =>
      createServer((request, response) => {
        if (!redirects(request, response)) handler(request, response);
      }),
    logger: consoleLogger(config.logLevel),
    bodyLimit: 1024 * 1024,
    // One line per request: Fastify's own are two, at info for every file.
    logController: new RequestLog(),
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    genReqId: requestIds(),
  });
  app.decorate('store', store);
  app.decorate('firstAdmin', await seed(store.db, config));
  const urls = await repairStoredUrls(store.db);
  if (urls.repaired > 0 || urls.left > 0) app.log.warn(urls, 'stored URLs given their ASCII form');

  isStopping = closeKeepAliveWhenStopping(app);
  // Worked out only when read: the redirect hot path never needs it.
  app.decorateRequest('locale', {
    getter(this: FastifyRequest) {
      const explicit = this.headers['x-locale'];
      return pickLocale(typeof explicit === 'string' ? explicit : undefined, this.headers['accept-language']);
    },
  });
  app.setErrorHandler(answerError);
  guardConsoleAnswers(app, createIsSecure(config.trustProxy));

  app.get('/healthz', async (_request, reply) => {
    try {
      await store.db.execute(sql`select 1`);
      // A backlog (a replay after a restart, a burst) or a degraded Redis is no reason to leave
      // the rotation; both are shown so they can be watched.
      return {
        status: 'ok',
        database: store.kind,
        backlog: app.visits?.backlogStatus(),
        ports: app.portHealth(),
      };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: store.kind });
    }
  });

  const redis = config.redisUrl ? { url: config.redisUrl, ...(await import('./ports/redis-ports')) } : null;
  const bus =
    options.bus ?? (redis ? redis.createRedisBus(redis.url, config.redisPrefix, app.log) : createMemoryBus());
  const rateLimiter = redis
    ? redis.createRedisRateLimiter(redis.url, config.redisPrefix, app.log)
    : createMemoryRateLimiter();
  const counters = redis
    ? redis.createRedisCounters(redis.url, config.redisPrefix, { log: app.log })
    : createMemoryCounters();
  app.decorate('portHealth', () => ({
    counters: counters.mode(),
    bus: bus.degraded() ? 'degraded' : 'healthy',
    rateLimits: rateLimiter.degraded() ? 'degraded' : 'healthy',
  }));
  // Sessions run on the wall clock, not the clock tests move: so does their sockets' expiry.
  const realtime = await registerRealtime(app, store.db, bus);
  const ipGuard = createIpGuard(store.db, bus, ipBlacklist);
  const visitorGuard = createIpGuard(store.db, bus, visitorBlacklist);
  const secrets = createSecretBox(config.masterKey);
  // This process's name on the leases of the jobs it may be elected to run.
  const jobHolder = randomBytes(8).toString('hex');
  const deposits = await setupDeposits(config, {
    holder: jobHolder,
    db: store.db,
    secrets,
    realtime,
    now: options.clock ?? (() => new Date()),
    log: app.log,
    chain: options.chain,
    runWatcher: options.runWatcher ?? true,
    timing: options.watcherTiming,
  });
  app.decorate('deposits', deposits);
  const domainTable = new DomainTable(store.db, bus);
  await domainTable.load();
  const codeCache = new CodeCache(store.db, counters, bus);
  const journalName = config.journalName ?? `${hostname()}-${config.port}`;
  const journalSizes = journalSettings();
  const { journal, checkpoint } = await openJournal(
    store.db,
    join(config.dataDir, 'journal'),
    journalName,
    (path) => app.log.warn({ path }, 'a visit journal of another database was moved aside'),
    { segmentBytes: journalSizes.segmentBytes },
  );
  const siteZone = await createSiteZone(store.db);
  const geo = createIp2RegionGeo();
  const writer = createVisitWriter({
    db: store.db,
    store,
    databaseUrl: config.databaseUrl,
    journal,
    window: journalSizes.window,
    nice: journalSizes.writerNice,
    enricher: createEnricher(geo),
    dayOf: siteZone.dayOf,
    onError: (error) => app.log.error({ err: error }, 'visit batch not written; retrying'),
    onWritten: (batch) => {
      const watched = batch.filter((visit) => presence.has(visit.record.o));
      if (watched.length === 0) return;
      publishVisits(realtime, (id) => codeCache.describe(id), watched).catch((error: unknown) =>
        app.log.warn({ err: error }, 'live visit event not sent'),
      );
    },
  });
  // Live events only for owners with a console open somewhere: nobody else reads them.
  const presence = createLivePresence({
    db: store.db,
    localUsers: realtime.localOnlineUsers,
    // Consoles on other processes exist only when the bus reaches them (Redis, or one given).
    otherProcesses: options.bus !== undefined || config.redisUrl !== undefined,
    onChange: (owners) => writer.listenFor(owners),
    onError: (error) => app.log.warn({ err: error }, 'online users not read'),
  });
  realtime.onLocalChange(presence.localChanged);
  // Today's partition exists before the first visit is written (another process may be making it).
  await runJobOnce(store.db, visitPartitionJob, new Date());
  // In the background, like the code cache below: redirects are answered during the replay, whose
  // visits go through the same writer before the ones journaled meanwhile.
  const replaying = writer.start(checkpoint).then(
    () => app.log.info('visit journal replayed'),
    (error: unknown) => app.log.error({ err: error }, 'visit writer not started'),
  );
  const stopBacklogLog = logBacklog(app, writer, journalSizes.alertBytes);
  await bus.ready();
  // In the background: the console answers at once, and a code not warmed yet loads on its visit.
  const warming = codeCache.warm(CODES_WARMED_AT_START).then(
    (count) => app.log.info({ count }, 'codes cached'),
    (error: unknown) => app.log.warn({ err: error }, 'code cache not warmed'),
  );
  app.decorate('realtime', realtime);
  const publicAddress = await createPublicAddress({ db: store.db, bus, config });
  app.decorate('publicAddress', publicAddress);
  app.decorate('ipGuard', ipGuard);
  app.decorate('visits', writer);

  const lifecycle = startLifecycleAlerts(
    {
      db: store.db,
      realtime,
      now: options.clock ?? (() => new Date()),
      defaults: { expiringHours: config.codeAlertExpiringHours, lowUsable: config.codeAlertLowUsable },
    },
    { run: options.runLifecycle ?? options.runMonitor ?? true, holder: jobHolder, log: app.log },
  );
  app.decorate('lifecycle', lifecycle);
  const serveNotices = createServeNotices(
    { db: store.db, realtime, now: options.clock ?? (() => new Date()) },
    (error) => app.log.error({ err: error }, 'owner notice not sent'),
  );
  redirectDeps = {
    cache: codeCache,
    domains: domainTable,
    counters,
    journal,
    visitorGuard,
    masterKey: config.masterKey,
    clientIp: createClientIp(config.trustProxy),
    isSecure: createIsSecure(config.trustProxy),
    afterServe: (code, destinationId, servedAfter, exhausted, previousId) => {
      serveNotices(code, destinationId, servedAfter, exhausted, previousId);
      // A visit that used up its destination changes how many are left: the code is checked.
      const threshold = code.destinations.find((destination) => destination.id === destinationId)?.threshold;
      if (previousId !== null || exhausted || servedAfter === threshold)
        lifecycle.thresholdReached(code, exhausted);
    },
    onError: (error, codeId) => app.log.error({ err: error, codeId }, 'visit not answered'),
  };
  const uploadDisk = createDiskStorage(join(config.dataDir, 'uploads'));
  const domainChecks = createDomainChecks(config, options.domainChecks);
  const uploads = createSettingStores({
    db: store.db,
    secrets,
    bus,
    disk: uploadDisk,
    network: storageNetwork(config, domainChecks.outbound),
  });
  const now = options.clock ?? (() => new Date());
  const telegram = createTelegramService({
    db: store.db,
    secrets,
    apiRoot: config.telegramApiRoot,
    now,
    log: app.log,
    pollSeconds: options.telegramPollSeconds ?? 25,
    run: options.runTelegram ?? true,
    holder: jobHolder,
  });
  const monitor = createDomainMonitor(
    {
      db: store.db,
      checks: domainChecks,
      secrets,
      masterKey: config.masterKey,
      now,
      onChange: createDomainAlerts({ db: store.db, realtime, now }),
      onAnyChange: () => domainTable.changed(),
    },
    { run: options.runMonitor ?? true, holder: jobHolder, log: app.log },
  );
  app.decorate('monitor', monitor);
  const screening = createDestinationScreening(
    {
      db: store.db,
      secrets,
      outbound: domainChecks.outbound,
      now,
      codesChanged: (ids) => codeCache.changed(ids),
      onPaused: createScreeningAlerts({ db: store.db, realtime, now }),
    },
    { run: options.runScreening ?? options.runMonitor ?? true, holder: jobHolder, log: app.log },
  );
  app.decorate('screening', screening);
  app.decorate('telegram', telegram);
  const webhooks = startWebhooks(
    {
      db: store.db,
      secrets,
      outbound: { ...domainChecks.outbound, ...options.webhookGuard },
      now,
    },
    { run: options.runWebhooks ?? options.runMonitor ?? true, holder: jobHolder, log: app.log },
  );
  app.decorate('webhooks', webhooks);
  const maintenance = createMaintenance({
    db: store.db,
    now,
    log: app.log,
    holder: jobHolder,
    dataDir: config.dataDir,
    enricher: createEnricher(geo),
    monitor,
    controlDeps: domainChecks,
  });
  const token = healthToken(config.masterKey);
  app.get(HEALTH_PATH, async (_request, reply) =>
    reply.type('text/plain').header('cache-control', 'no-store').send(token),
  );
  const serverIp = serverAddress();
  await registerUploads(app, { db: store.db, storage: uploads, ipGuard, rateLimiter, serverIp, now });
  const pictureThreads = createPictureThreads();
  app.addHook('onClose', () => pictureThreads.close());
  registerQrImages(app, {
    db: store.db,
    config,
    publicAddress,
    uploads,
    bus,
    rateLimiter,
    pool: pictureThreads,
  });
  registerReportPages(app, { db: store.db, domains: domainTable, ipGuard, rateLimiter, now });
  registerDownloads(app, store.db, config.masterKey, config.dataDir);
  registerApiDocs(app, options.calls ?? calls, VERSION);
  registerIconPaths(app);
  registerCalls(app, options.calls ?? calls, options.handlers ?? defaultHandlers, {
    db: store.db,
    store,
    config,
    publicAddress,
    secrets,
    realtime,
    ipGuard,
    codeCache,
    domains: domainTable,
    domainChecks,
    monitor,
    maintenance,
    telegram,
    visitorGuard,
    geo,
    rateLimiter,
    uploads,
    uploadDisk,
    pictureThreads,
    now,
    serverIp,
    payments: options.payments ?? deposits?.payments ?? manualPayments,
    moneyEvents: createMoneyEvents(bus),
    webhooks,
  });

  // Set last: a not-found handler runs only the hooks added before it, and the host hook of
  // the redirect engine must see every request.
  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send({ status: false, code: 'not_found', message: translate(request.locale, 'error.not_found') });
  });

  if (existsSync(config.webRoot)) {
    await serveConsole(app, config.webRoot);
  }

  const stopJobs = startJobs(store.db, [...housekeepingJobs, ledgerCheckJob], app.log);
  const heartbeat = startHeartbeat({
    db: store.db,
    identity: { name: journalName, host: hostname(), port: config.port, version: VERSION, startedAt: now() },
    holders: [jobHolder],
    now,
    log: app.log,
    answered: redirects.answered,
    measure: () => {
      const backlog = writer.backlogStatus();
      const ports = app.portHealth();
      return {
        backlog_visits: backlog.visits,
        backlog_bytes: backlog.bytes,
        backlog_oldest_seconds: backlog.oldest_seconds,
        rss_mb: Math.round(process.memoryUsage().rss / 1_048_576),
        counters: ports.counters,
        bus: ports.bus,
        rate_limits: ports.rateLimits,
      };
    },
  });

  app.decorate('heartbeat', heartbeat);

  // Once no request is in flight: write every journaled visit, then let go of what the app opened.
  app.addHook('onClose', async () => {
    stopJobs();
    await heartbeat.stop();
    await deposits?.stop();
    await maintenance.stop();
    await monitor.stop();
    await screening.stop();
    await lifecycle.stop();
    await telegram.stop();
    await webhooks.stop();
    stopBacklogLog();
    await warming;
    await replaying;
    await writer.stop();
    siteZone.stop();
    presence.stop();
    journal.close();
    codeCache.close();
    domainTable.close();
    uploads.close();
    ipGuard.stop();
    visitorGuard.stop();
    await counters.close();
    await rateLimiter.close();
    if (!options.bus) await bus.close();
    if (!options.store) await store.close();
  });
  return app;
}

/** How often the backlog is logged while there is one. */
const BACKLOG_LOG_MS = 60_000;

/**
 * Logs the visit backlog once a minute while there is one, and as an error while it is above the
 * alert size: the journal keeps every visit (nothing is dropped), but the disk is finite and the
 * statistics lag.
 */
function logBacklog(app: FastifyInstance, writer: VisitWriting, alertBytes: number): () => void {
  const timer = setInterval(() => {
    const backlog = writer.backlogStatus();
    if (backlog.visits === 0) return;
    if (backlog.bytes > alertBytes)
      app.log.error(
        { backlog, alertBytes },
        'visit backlog above JOURNAL_ALERT_MB: visits are kept, writing lags',
      );
    else app.log.info({ backlog }, 'visit backlog');
  }, BACKLOG_LOG_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Expected refusals keep their status; anything unexpected is logged with an id and hidden. */
function answerError(
  this: FastifyInstance,
  error: FastifyError | AppError,
  request: import('fastify').FastifyRequest,
  reply: import('fastify').FastifyReply,
) {
  const { locale } = request;
  if (error instanceof AppError) {
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.code(error.statusCode).send({
      status: false,
      code: error.code,
      message: translate(locale, error.messageKey, valuesIn(locale, error.values)),
      ...(error.fields?.length
        ? {
            errors: error.fields.map((field) => ({
              path: field.path,
              message: translate(locale, field.messageKey, valuesIn(locale, field.values)),
            })),
          }
        : {}),
    });
  }
  if (error.statusCode === 413) {
    return reply.code(413).send({
      status: false,
      code: 'payload_too_large',
      message: translate(locale, 'error.payload_too_large'),
    });
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    // Malformed JSON, a wrong content type and the like: the caller's mistake, not ours.
    return reply.code(400).send({
      status: false,
      code: 'invalid_parameter',
      message: translate(locale, 'error.invalid_parameter'),
    });
  }
  const errorId = request.id;
  request.log.error({ err: error, error_id: errorId }, 'unhandled error');
  return reply.code(500).send({
    status: false,
    code: 'internal',
    message: translate(locale, 'error.internal'),
    error_id: errorId,
  });
}

/**
 * Request ids unique across processes and restarts (a random prefix per process, then a counter):
 * an error id a user reports points at one log line, without a random UUID per request.
 */
function requestIds(): () => string {
  const prefix = randomBytes(4).toString('hex');
  let counter = 0;
  return () => `${prefix}-${(++counter).toString(36)}`;
}

/**
 * While stopping, every answer tells the client to close its connection. Otherwise a keep-alive
 * socket that becomes idle after its last in-flight answer stays open for the keep-alive timeout
 * and holds the process up for a minute.
 */
function closeKeepAliveWhenStopping(app: FastifyInstance): () => boolean {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
  return () => stopping;
}
