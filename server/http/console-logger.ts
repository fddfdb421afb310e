import type { FastifyLoggerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from '../config';

/**
 * The server's logger: one readable line per entry when a person watches the terminal, JSON lines
 * otherwise, because a pipe, a file or a log collector (and the tests reading a child's output)
 * wants fields it can parse.
 */
export function consoleLogger(
  level: Config['logLevel'],
  stdout: { isTTY?: boolean } = process.stdout,
): FastifyLoggerOptions {
  if (!stdout.isTTY || level === 'silent') return { level };
  return {
    level,
    stream: pretty({
      // In the main thread and synchronous, so the lines keep their order with the start banner,
      // which is written straight to stdout.
      sync: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
      singleLine: true,
    }),
  };
}
