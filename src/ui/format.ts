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
