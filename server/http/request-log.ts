import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per answered request, instead of Fastify's two: at info for calls of the API,
 * which say what people did; at debug for everything else (console files, QR images, pages),
 * which only add up; at error when answering failed. Visits never reach Fastify: they are
 * counted, not logged. The query string is left out, since a download link carries its token.
 */
export class RequestLog extends LogController {
  /** At debug only: when a request arrived matters while tracing one, not in the daily log. */
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ method: request.method, path: pathOf(request) }, 'received');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const path = pathOf(request);
    const line = {
      method: request.method,
      path,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'answer failed');
    else reply.log[path.startsWith('/api/') ? 'info' : 'debug'](line, 'answered');
  }
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?', 1)[0] ?? '';
}
