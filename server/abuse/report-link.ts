/**
 * Public path of the abuse report form for a code, linked from every landing, interstitial and
 * suspended page. The name is URL-encoded because custom names may carry characters that are
 * meaningful in a path.
 */
export function reportPath(fileName: string): string {
  return `/report/${encodeURIComponent(fileName)}`;
}

/**
 * Where the report pages live, on the console host and on every entry domain alike: the redirect
 * engine leaves these paths to the form (no code's suffix holds a `/`).
 */
export const REPORT_PREFIX = '/report/';
