/** Whole seconds from `now` until a code expires; 0 once it has. */
export function secondsLeft(expiresAt: string, now: number): number {
  const left = Math.ceil((Date.parse(expiresAt) - now) / 1000);
  return Number.isFinite(left) ? Math.max(0, left) : 0;
}

/** A countdown as `m:ss` (`9:58`, `0:07`). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The link that opens the bot in Telegram with the code already filled in: the bot receives it
 * as `/start <code>`, so the reader only presses Start.
 */
export function botStartLink(botUsername: string, code: string): string {
  return `https://t.me/${encodeURIComponent(botUsername.replace(/^@/, ''))}?start=${encodeURIComponent(code)}`;
}
