import { z } from 'zod';
import { ConfigError } from '../config';
import { SEGMENT_BYTES } from './journal';
import { WRITER_NICE } from './worker-writer';
import { WINDOW_VISITS } from './writer';

const MB = 1024 * 1024;

/** How the visit journal and its writer are sized, read from the environment at start. */
export type JournalSettings = {
  /** Visits a writer keeps in memory at most (`JOURNAL_WINDOW`); the rest waits on disk. */
  window: number;
  /** The journal rolls to a new file every this many bytes (`JOURNAL_SEGMENT_MB`). */
  segmentBytes: number;
  /** Above this backlog on disk the log raises an error once a minute (`JOURNAL_ALERT_MB`). */
  alertBytes: number;
  /**
   * The nice value of the thread that writes visits (`JOURNAL_WRITER_NICE`, 0–19): 19 lets the
   * thread answering visitors go first. The test suite, whose processes share the cores, runs it at 0.
   */
  writerNice: number;
};

const whole = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const journalEnvSchema = z.object({
  JOURNAL_WINDOW: whole(WINDOW_VISITS),
  JOURNAL_SEGMENT_MB: whole(SEGMENT_BYTES / MB),
  JOURNAL_ALERT_MB: whole(1024),
  JOURNAL_WRITER_NICE: z.coerce.number().int().min(0).max(19).default(WRITER_NICE),
});

/** Reads the journal's sizes; a value that is not a positive whole number stops the start. */
export function journalSettings(env: NodeJS.ProcessEnv = process.env): JournalSettings {
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key.startsWith('JOURNAL_') && value !== ''),
  );
  const parsed = journalEnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return {
    window: parsed.data.JOURNAL_WINDOW,
    segmentBytes: parsed.data.JOURNAL_SEGMENT_MB * MB,
    alertBytes: parsed.data.JOURNAL_ALERT_MB * MB,
    writerNice: parsed.data.JOURNAL_WRITER_NICE,
  };
}
