import type { CallPath } from '../../../contract/calls';
import { translate } from '../i18n/intl';
import { navigate } from '../navigation/hash-location';
import { localeAtom } from '../preferences';
import { tokenAtom, userInfoAtom, websiteAtom } from '../session/atoms';
import { clearSession } from '../session/clear-session';
import { appStore } from '../store';
import { CallError, createApiClient } from './client';

type AnswerListener = (path: CallPath) => void;
const answerListeners = new Set<AnswerListener>();

/** Hears every call the server accepted, after its answer arrived. */
export function onCallAnswered(listener: AnswerListener): () => void {
  answerListeners.add(listener);
  return () => answerListeners.delete(listener);
}

/** The console's API client: token and locale come from the store at every call. */
export const api = createApiClient({
  getToken: () => appStore.get(tokenAtom),
  getLocale: () => appStore.get(localeAtom),
  onUnauthorized: () => {
    if (!appStore.get(tokenAtom)) return;
    clearSession();
    navigate('/admin_login', { replace: true });
  },
  // The session stays: once maintenance ends, a reload brings the user straight back.
  onMaintenance: () => {
    const website = appStore.get(websiteAtom);
    if (website && !website.maintenance) appStore.set(websiteAtom, { ...website, maintenance: true });
    navigate('/maintain', { replace: true });
  },
  // The change-password page reads the flag from the user, so the user is marked first.
  onPasswordChangeRequired: () => {
    const user = appStore.get(userInfoAtom);
    if (user && !user.must_change_password)
      appStore.set(userInfoAtom, { ...user, must_change_password: true });
    navigate('/change_password', { replace: true });
  },
  onAnswered: (path) => {
    for (const listener of answerListeners) listener(path as CallPath);
  },
});

/** What to tell the user about a failed call: the server's own (localised) text when it sent one. */
export function errorMessage(error: unknown): string {
  if (error instanceof CallError) {
    if (error.message) return error.message;
    if (error.code === 'network') return translate('error.network');
  }
  return translate('error.internal');
}

/**
 * Field messages the server attached to a refusal, keyed by the input field they belong to and,
 * for a nested field, by its whole dotted path too (a form field named `mapping.verdict_path`).
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof CallError)) return {};
  return Object.fromEntries(
    error.fieldErrors.flatMap((field) => {
      const top = field.path.split('.')[0] ?? field.path;
      return top === field.path
        ? [[top, field.message]]
        : [
            [top, field.message],
            [field.path, field.message],
          ];
    }),
  );
}
