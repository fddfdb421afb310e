import type { IntlShape } from 'react-intl';

/** An ISO time from the server in the viewer's time zone (SPEC §11), dense enough for tables. */
export function formatTime(intl: IntlShape, iso: string | null | undefined): string {
  if (!iso) return '—';
  return intl.formatDate(iso, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  });
}

/**
 * Stored text for reading (a log row's body, a checker's answer): JSON pretty-printed with two
 * spaces. The server cuts such text at 2000 characters, so a long body is not valid JSON any
 * more; it is then shown as it is.
 */
export function prettyContent(text: string): { text: string; json: boolean } {
  try {
    return { text: JSON.stringify(JSON.parse(text), null, 2), json: true };
  } catch {
    return { text, json: false };
  }
}
