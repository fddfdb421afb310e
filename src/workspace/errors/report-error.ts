import { translate } from '../i18n/intl';
import { showToast } from '../toaster';

/**
 * The global handler of SPEC §2: unexpected errors get a toast and go to the server log. The
 * contract has no call for client errors yet, so the server side of this is the browser console
 * for now; the toast tells the user something went wrong.
 */
export function reportError(error: unknown, where: string): void {
  console.error(`[console] ${where}`, error);
  showToast('error', translate('error.unexpected'));
}

/** Catches what nothing else caught: errors outside React and unhandled promise rejections. */
export function installGlobalErrorHandlers(): void {
  window.addEventListener('error', (event) => {
    if (event.error) reportError(event.error, 'window');
  });
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason, 'promise'));
}
