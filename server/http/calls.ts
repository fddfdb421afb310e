import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CallSpec, CallTable } from '../../contract/calls';
import type { Locale } from '../../contract/enums';
import { admitApiKey } from '../auth/api-keys';
import { isGranted } from '../auth/permissions';
import { type Actor, bearerToken, resolveSession } from '../auth/sessions';
import { isApiKey } from '../code-api/keys';
import { schemaErrorMap } from '../i18n';
import type { RateLimiter } from '../ports/rate-limiter';
import { readConfiguration } from '../settings/configuration';
import { compressLargeAnswer } from './answer-compression';
import { AppError, forbidden, invalidParameter, rateLimited, unauthorized } from './errors';
import { type CallContext, checkParity, type Handler } from './handlers';
import { recordOperation } from './operation-log';

type Shared = Omit<CallContext, 'locale' | 'origin' | 'ip' | 'userAgent' | 'log' | 'actor'> & {
  rateLimiter: RateLimiter;
  /** Recorded as the server IP of operation-log rows. */
  serverIp: string;
};

/**
 * Registers `POST /api/<path>` for every entry of the call table. The IP blacklist,
 * authentication, the access rule, maintenance mode and input validation happen here, in this
 * order, before any handler runs; a write is recorded in the operation log; the handler's answer
 * is shaped by the output schema so that nothing outside the contract leaves the server.
 */
export function registerCalls(
  app: FastifyInstance,
  table: CallTable,
  handlers: Record<string, unknown>,
  shared: Shared,
): void {
  checkParity(table, handlers);
  for (const [path, spec] of Object.entries(table)) {
    const handler = handlers[path] as Handler<CallSpec>;
    app.post(`/api/${path}`, { onSend: compressLargeAnswer }, async (request) => {
      const actor = await admit(request, spec, shared, path);
      const input = parseInput(spec.input, request.body, request.locale);
      const ctx: CallContext = {
        ...shared,
        locale: request.locale,
        origin: shared.publicAddress.origin(request),
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        log: request.log,
        actor,
      };
      const output = await handler(input, ctx as CallContext<Actor>);
      if (spec.effect === 'write' && spec.audit !== false)
        await recordOperation(ctx, path, input, shared.serverIp);
      return { status: true, data: spec.output.parse(output) };
    });
  }
}

type Gate = Pick<CallSpec, 'access' | 'permission' | 'rateLimit' | 'apiScope'> & {
  effect?: CallSpec['effect'];
};

/**
 * Writes a suspended user may still make: they concern only the user's own session and screen
 * (sign out, save the workspace, mark a site message read, such as the one about the suspension).
 */
const OPEN_TO_SUSPENDED: ReadonlySet<string> = new Set([
  'admin/logout',
  'layout/save',
  'layout/remove',
  'message/update_notify_status',
]);

/**
 * What a user whose password was generated or reset may do before choosing their own: change it,
 * read who they are (the console asks on every start) and sign out.
 */
const OPEN_BEFORE_PASSWORD_CHANGE: ReadonlySet<string> = new Set([
  'admin/update_password',
  'admin/get_user_info',
  'admin/logout',
]);

/**
 * Everything a request passes before its handler runs, in this order: the IP blacklist, the rate
 * limit, authentication, the access rule, a suspended user's read-only console and maintenance
 * mode. Also used by the routes that are not JSON calls (uploads), so they are guarded exactly
 * like calls.
 */
export async function admit(
  request: FastifyRequest,
  spec: Gate,
  shared: Pick<Shared, 'db' | 'ipGuard' | 'rateLimiter' | 'now'>,
  path: string,
): Promise<Actor | null> {
  if (await shared.ipGuard.isBlocked(request.ip)) throw forbidden('error.ip_blocked');
  const limit = spec.rateLimit;
  if (limit && !(await shared.rateLimiter.hit(`${path}:${request.ip}`, limit.max, limit.windowSeconds))) {
    throw rateLimited();
  }
  const actor = await authenticate(request, spec, shared, path);
  if (actor?.mustChangePassword && spec.access !== 'public' && !OPEN_BEFORE_PASSWORD_CHANGE.has(path))
    throw new AppError(403, 'password_change_required', 'password.change_required');
  if (actor?.suspended && spec.effect === 'write' && !OPEN_TO_SUSPENDED.has(path))
    throw forbidden('abuse_suspension.read_only');
  if (
    actor &&
    !actor.isSuper &&
    spec.access !== 'public' &&
    (await readConfiguration(shared.db)).maintenance
  ) {
    throw new AppError(503, 'maintenance', 'error.maintenance');
  }
  return actor;
}

/**
 * The caller: a console session, or an API key of the code API. The one place bearer tokens are
 * resolved; an API key on a public call is not looked at, the call answers as to anyone.
 */
async function authenticate(
  request: FastifyRequest,
  spec: Gate,
  shared: Pick<Shared, 'db' | 'rateLimiter' | 'now'>,
  path: string,
): Promise<Actor | null> {
  const token = bearerToken(request.headers.authorization);
  if (token && isApiKey(token))
    return spec.access === 'public' ? null : admitApiKey(shared, token, spec, path);
  const actor = token ? await resolveSession(shared.db, token) : null;
  if (spec.access === 'public') return actor;
  if (!actor) throw unauthorized();
  if (spec.access === 'permission' && !(await isGranted(shared.db, actor, spec.permission ?? path))) {
    throw forbidden();
  }
  return actor;
}

function parseInput(schema: z.ZodType, body: unknown, locale: Locale): unknown {
  const parsed = schema.safeParse(body ?? {}, { error: schemaErrorMap(locale) });
  if (parsed.success) return parsed.data;
  throw invalidParameter(
    parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), messageKey: issue.message })),
  );
}
