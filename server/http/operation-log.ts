import { networkInterfaces } from 'node:os';
import { logConfigSchema } from '../../contract/areas/logs';
import { operationLogs } from '../db/schema';
import { readSetting } from '../settings/store';
import type { CallContext } from './handlers';

const SECRET_FIELD = /password|secret|token|private|totp|^key$|_key$/i;
const CONTENT_LIMIT = 2000;

/** Replaces secret fields at any depth, so the log never holds a password or key. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, SECRET_FIELD.test(key) ? '***' : redact(inner)]),
    );
  }
  return value;
}

/** The address of this process as other machines see it (first external IPv4), for the log's server IP. */
export function serverAddress(): string {
  for (const addresses of Object.values(networkInterfaces())) {
    const external = addresses?.find((address) => address.family === 'IPv4' && !address.internal);
    if (external) return external.address;
  }
  return '127.0.0.1';
}

export const DEFAULT_LOG_CONFIG = { exclude_types: [] as string[], retention_days: 180 };

export async function readLogConfig(db: CallContext['db']) {
  const stored = await readSetting(db, 'log_config', DEFAULT_LOG_CONFIG);
  const parsed = logConfigSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_LOG_CONFIG;
}

/** One operation-log row for a state-changing call, unless its type is excluded in `log_config`. */
export async function recordOperation(
  ctx: Pick<CallContext, 'db' | 'actor' | 'ip' | 'userAgent' | 'now'>,
  path: string,
  input: unknown,
  serverIp: string,
): Promise<void> {
  const type = path.split('/')[0] as string;
  const config = await readLogConfig(ctx.db);
  if (config.exclude_types.includes(type)) return;
  // A public write (login, register) names its account in the input.
  const claimed = (input as { account?: unknown } | null)?.account;
  const account = ctx.actor?.account ?? (typeof claimed === 'string' ? claimed : '');
  await ctx.db.insert(operationLogs).values({
    userId: ctx.actor?.userId ?? null,
    account,
    type,
    path,
    content: JSON.stringify(redact(input)).slice(0, CONTENT_LIMIT),
    serverIp,
    sourceIp: ctx.ip,
    userAgent: ctx.userAgent.slice(0, 512),
    createdAt: ctx.now(),
  });
}
