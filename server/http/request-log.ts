import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per answered request, instead of Fastify's two: at info for calls of the API,
 * which say what people did; at debug for everything else (console files, QR images, pages),
 * which only add up; at error when answering failed. Visits never reach Fastify: they are
 * counted, not logged. The query string is left out, since a download link carries its token.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const path = request.url.split('?', 1)[0] ?? '';
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
