import { z } from 'zod';
import { call, isoTime, prefixed } from '../call';
import { text } from '../text';

/**
 * The processes of a deployment (`server_list`): each sends a heartbeat every few seconds; one
 * that missed three is shown as down. The operator's view of a multi-node deployment.
 */
export const serverRowSchema = z.object({
  name: text(),
  host: text(),
  port: z.int(),
  version: text(),
  started_at: isoTime,
  beat_at: isoTime,
  /** Whether it beat within three beats. */
  up: z.boolean(),
  /** The jobs whose lease it holds: the elected node of each (the chain watcher, the monitor…). */
  jobs: z.array(text()),
  redirects_per_second: z.number(),
  backlog_visits: z.int(),
  backlog_bytes: z.number(),
  backlog_oldest_seconds: z.number(),
  rss_mb: z.number(),
  counters: text(),
  bus: text(),
  rate_limits: text(),
});

export const serverCalls = prefixed('server_list', {
  inquire: call({
    summary: 'Every process of the deployment with its last heartbeat; stale ones are down',
    effect: 'read',
    access: 'permission',
    input: z.object({}),
    output: z.object({ beat_seconds: z.int(), list: z.array(serverRowSchema) }),
  }),
});
