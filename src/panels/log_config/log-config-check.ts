import type { z } from 'zod';
import { logConfigSchema } from '../../../contract/areas/logs';

export type LogConfig = z.output<typeof logConfigSchema>;

export type LogConfigCheck =
  /** `ignored`: keys the configuration does not have; the server drops them. */
  | { ok: true; config: LogConfig; ignored: string[] }
  /** Not JSON at all; `line` and `column` (1-based) when the parser said where. */
  | { ok: false; reason: 'syntax'; line: number | null; column: number | null }
  /** JSON, but not a log configuration: each issue with its dotted path. */
  | { ok: false; reason: 'shape'; issues: { path: string; message: string }[] };

/** Line and column (1-based) of a character offset in a text. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/** Where a JSON.parse error points, from its message (engines say "position N" or "line L column C"). */
function errorPlace(text: string, message: string): { line: number | null; column: number | null } {
  const lineColumn = /line (\d+) column (\d+)/i.exec(message);
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  const position = /position (\d+)/i.exec(message);
  if (position) return lineAndColumn(text, Number(position[1]));
  if (/end of (JSON )?input|unterminated/i.test(message)) return lineAndColumn(text, text.length);
  return { line: null, column: null };
}

/**
 * The check the server makes before storing `log_config` ("Conversion failed" when it fails),
 * run here first: the text must be JSON and the JSON must be a log configuration.
 */
export function checkLogConfig(text: string): LogConfigCheck {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: 'syntax', ...errorPlace(text, (error as Error).message) };
  }
  const checked = logConfigSchema.safeParse(parsed);
  if (checked.success) {
    const known = Object.keys(logConfigSchema.shape);
    const ignored = Object.keys(parsed as object).filter((key) => !known.includes(key));
    return { ok: true, config: checked.data, ignored };
  }
  return {
    ok: false,
    reason: 'shape',
    issues: checked.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  };
}

/** The text pretty-printed with two spaces, or null when it is not JSON. */
export function formatJson(text: string): string | null {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return null;
  }
}
