import { api } from './api/api';
import { translate } from './i18n/intl';
import { showToast } from './toaster';

/** Text of anything thrown, bounded to what the report call accepts. */
function describe(error: unknown): { message: string; stack: string } {
  if (error instanceof Error)
    return { message: error.message.slice(0, 2000), stack: (error.stack ?? '').slice(0, 8000) };
  return { message: String(error).slice(0, 2000), stack: '' };
}

/**
 * The global handler of SPEC §2: an unexpected error gets a toast and goes to the server log
 * (`system/report_client_error`). The report itself may fail (offline, rate-limited): that is
 * not worth a second toast.
 */
export function reportError(error: unknown, where: string): void {
  console.error(`[console] ${where}`, error);
  showToast('error', translate('error.unexpected'));
  const { message, stack } = describe(error);
  const panel = where.startsWith('panel ') ? (where.slice(6).split(/\s/)[0] ?? '') : '';
  void api
    .call('system/report_client_error', { message, stack, url: window.location.href.slice(0, 2000), panel })
    .catch(() => undefined);
}

/** Catches what nothing else caught: errors outside React and unhandled promise rejections. */
export function installGlobalErrorHandlers(): void {
  window.addEventListener('error', (event) => {
    if (event.error) reportError(event.error, 'window');
  });
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason, 'promise'));
}
