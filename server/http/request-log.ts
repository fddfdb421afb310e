import type { FastifyInstance } from 'fastify';

/**
 * One log line per answered request, instead of Fastify's two: at info for calls of the API,
 * which say what people did; at debug for everything else (console files, QR images, pages),
 * which only add up. Visits never reach Fastify: they are counted, not logged. The query string
 * is left out, since a download link carries its token there.
 */
export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const path = request.url.split('?', 1)[0] ?? '';
    const level = path.startsWith('/api/') ? 'info' : 'debug';
    request.log[level](
      { method: request.method, path, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'answered',
    );
    done();
  });
}
