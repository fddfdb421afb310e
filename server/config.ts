import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { ALERT_LINE_BOUNDS } from '../contract/group-qr';
import { checkRegistration } from '../contract/rules';
import { isAddressOrRange } from './http/client-ip';
import { parseListedEndpoint } from './net/outbound';
import { projectFile } from './project';

/** Tether's USDT on TRON mainnet. */
export const MAINNET_USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** Everything the server reads from its environment, validated once at start. */
export type Config = {
  port: number;
  host: string;
  /** Embedded database, generated master key and local uploads live here. */
  dataDir: string;
  /** PostgreSQL instead of the embedded PGlite. */
  databaseUrl?: string;
  redisUrl?: string;
  /** Namespace of this installation's keys and channels in a shared Redis. */
  redisPrefix: string;
  /** 32 bytes: encrypts secrets at rest. */
  masterKey: Buffer;
  admin?: { account: string; password: string };
  publicBaseUrl?: string;
  trongridUrl?: string;
  /** Sent as `TRON-PRO-API-KEY`: TronGrid's higher rate limit for keyed callers. */
  trongridApiKey?: string;
  /** The one TRC20 contract credited as USDT (mainnet Tether unless set): any other token is ignored. */
  usdtContract?: string;
  /** Requests per second the chain watcher may send to TronGrid, all calls together. */
  trongridRps?: number;
  /** Start collection sweeps of every wallet this often (minutes); 0: only when an administrator does. */
  sweepEveryMinutes?: number;
  telegramApiRoot?: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Built web console; not served when the folder is missing. */
  webRoot: string;
  /**
   * Names this process's visit journal (and its checkpoint); must stay the same across restarts
   * and differ between processes sharing a database. Defaults to host name and port.
   */
  journalName?: string;
  /**
   * Load balancers whose `X-Forwarded-For` names the visitor (addresses or CIDR ranges). Empty:
   * the socket's address is the visitor's, and the header is ignored, since anyone can send it.
   */
  trustProxy: string[];
  /** DNS servers the domain checks ask (`host` or `host:port`); empty: the system's. */
  dnsServers?: string[];
  /** Lets checks reach private and loopback addresses: only for local fakes, never in production. */
  outboundAllowPrivate?: boolean;
  /**
   * Self-hosted storage on a private network (`minio.internal:9000`): the only endpoints the S3
   * client may reach although they are not public; a host without a port allows each of its ports.
   */
  s3AllowPrivateEndpoints?: string[];
  /** What customers' domains point at: a CNAME target, and A/AAAA addresses. */
  edgeHost?: string;
  edgeAddresses?: string[];
  /**
   * Lifecycle alerts of codes (SPEC §12) when an owner set nothing of their own: a destination
   * expiring within this many hours, a code with this many usable destinations or fewer.
   */
  codeAlertExpiringHours?: number;
  codeAlertLowUsable?: number;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const url = (protocols: string[]) =>
  z
    .url({ error: `must be a URL starting with ${protocols.join(' or ')}` })
    .refine(
      (value) => protocols.some((protocol) => value.startsWith(`${protocol}//`)),
      `must be a URL starting with ${protocols.join(' or ')}`,
    );

const commaList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  MASTER_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (32 bytes)')
    .optional(),
  ADMIN_ACCOUNT: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  PUBLIC_BASE_URL: url(['http:', 'https:']).optional(),
  TRONGRID_URL: url(['http:', 'https:']).optional(),
  TRONGRID_API_KEY: z.string().min(1).optional(),
  USDT_CONTRACT: z
    .string()
    .regex(/^T[1-9A-HJ-NP-Za-km-z]{33}$/, 'a TRON contract address in Base58 (T…)')
    .default(MAINNET_USDT),
  TRONGRID_RPS: z.coerce.number().min(0.1).max(1000).default(10),
  SWEEP_EVERY_MINUTES: z.coerce.number().int().min(0).max(100_000).default(0),
  TELEGRAM_API_ROOT: url(['http:', 'https:']).optional(),
  CODE_ALERT_EXPIRING_HOURS: z.coerce
    .number()
    .int()
    .min(ALERT_LINE_BOUNDS.expiringHours.min)
    .max(ALERT_LINE_BOUNDS.expiringHours.max)
    .optional(),
  CODE_ALERT_LOW_USABLE: z.coerce
    .number()
    .int()
    .min(ALERT_LINE_BOUNDS.lowUsable.min)
    .max(ALERT_LINE_BOUNDS.lowUsable.max)
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_ROOT: z.string().optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'letters, digits, dash and underscore')
    .default('livecode'),
  JOURNAL_NAME: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,80}$/, 'letters, digits, dot, dash and underscore')
    .optional(),
  TRUST_PROXY: z
    .string()
    .transform(commaList)
    .refine(
      (ranges) => ranges.every(isAddressOrRange),
      'a comma-separated list of IP addresses or CIDR ranges',
    )
    .default([]),
  DNS_SERVERS: z
    .string()
    .transform(commaList)
    .refine(
      (servers) => servers.every((server) => /^[0-9a-fA-F.:[\]]+(:\d+)?$/.test(server)),
      'a comma-separated list of DNS server addresses, e.g. 1.1.1.1,8.8.8.8:53',
    )
    .default([]),
  OUTBOUND_ALLOW_PRIVATE: z.enum(['0', '1']).default('0'),
  S3_ALLOW_PRIVATE_ENDPOINTS: z
    .string()
    .transform(commaList)
    .refine(
      (endpoints) => endpoints.every((endpoint) => parseListedEndpoint(endpoint) !== null),
      'a comma-separated list of host or host:port, e.g. minio.internal:9000,10.0.0.5:9000',
    )
    .default([]),
  EDGE_HOST: z
    .string()
    .regex(/^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, 'a host name, e.g. edge.example.com')
    .optional(),
  EDGE_ADDRESSES: z
    .string()
    .transform(commaList)
    .refine(
      (addresses) => addresses.every((address) => isIP(address) !== 0),
      'a comma-separated list of IP addresses',
    )
    .default([]),
});

const MASTER_KEY_FILE = 'master.key';

/**
 * Reads and validates the environment. Every problem is listed in one error so an operator fixes
 * them in one go. On the embedded default a missing master key is generated into `DATA_DIR`.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blank = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(blank);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const vars = parsed.data;
  const dataDir = resolve(vars.DATA_DIR);
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    redisUrl: vars.REDIS_URL,
    redisPrefix: vars.REDIS_PREFIX,
    masterKey: resolveMasterKey(vars.MASTER_KEY, dataDir, vars.DATABASE_URL !== undefined),
    admin: adminCredentials(vars.ADMIN_ACCOUNT, vars.ADMIN_PASSWORD),
    publicBaseUrl: vars.PUBLIC_BASE_URL?.replace(/\/+$/, ''),
    trongridUrl: vars.TRONGRID_URL,
    trongridApiKey: vars.TRONGRID_API_KEY,
    usdtContract: vars.USDT_CONTRACT,
    trongridRps: vars.TRONGRID_RPS,
    sweepEveryMinutes: vars.SWEEP_EVERY_MINUTES,
    telegramApiRoot: vars.TELEGRAM_API_ROOT,
    codeAlertExpiringHours: vars.CODE_ALERT_EXPIRING_HOURS,
    codeAlertLowUsable: vars.CODE_ALERT_LOW_USABLE,
    logLevel: vars.LOG_LEVEL,
    webRoot: resolve(vars.WEB_ROOT ?? projectFile('dist/web')),
    journalName: vars.JOURNAL_NAME,
    trustProxy: vars.TRUST_PROXY,
    dnsServers: vars.DNS_SERVERS,
    outboundAllowPrivate: vars.OUTBOUND_ALLOW_PRIVATE === '1',
    s3AllowPrivateEndpoints: vars.S3_ALLOW_PRIVATE_ENDPOINTS,
    edgeHost: vars.EDGE_HOST ?? (vars.PUBLIC_BASE_URL ? new URL(vars.PUBLIC_BASE_URL).hostname : undefined),
    edgeAddresses: vars.EDGE_ADDRESSES,
  };
}

function resolveMasterKey(fromEnv: string | undefined, dataDir: string, sharedDatabase: boolean): Buffer {
  if (fromEnv) return Buffer.from(fromEnv, 'hex');
  const file = join(dataDir, MASTER_KEY_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (!/^[0-9a-fA-F]{64}$/.test(stored))
      throw new ConfigError(`Invalid configuration:\n  ${file}: not a master key`);
    return Buffer.from(stored, 'hex');
  }
  if (sharedDatabase) {
    // Several processes share one PostgreSQL: each generating its own key would make secrets unreadable.
    throw new ConfigError('Invalid configuration:\n  MASTER_KEY: required when DATABASE_URL is set');
  }
  const key = randomBytes(32);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600 });
  return key;
}

function adminCredentials(account?: string, password?: string): Config['admin'] {
  if (account === undefined && password === undefined) return undefined;
  if (account === undefined || password === undefined) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_ACCOUNT and ADMIN_PASSWORD: set both or neither');
  }
  const problem = checkRegistration({ account, password, repeat_password: password });
  if (problem) {
    throw new ConfigError(
      `Invalid configuration:\n  ADMIN_ACCOUNT/ADMIN_PASSWORD: account at least 5 characters; password at least 6 letters and digits, different from the account (${problem})`,
    );
  }
  return { account, password };
}
