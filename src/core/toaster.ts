import { Intent, Position, type Toaster, type ToastProps } from '@blueprintjs/core';
import { createElement } from 'react';

let toaster: Promise<Toaster> | null = null;
let noticeToaster: Promise<Toaster> | null = null;

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

const intents: Record<ToastKind, Intent> = {
  success: Intent.SUCCESS,
  error: Intent.DANGER,
  warning: Intent.WARNING,
  info: Intent.PRIMARY,
};
const icons = { success: 'tick-circle', error: 'error', warning: 'warning-sign', info: 'info-sign' } as const;

/** How a short message looks; shared by the toaster and the stories. */
export function toastProps(kind: ToastKind, message: string, timeout = 4000): ToastProps {
  return { intent: intents[kind], icon: icons[kind], message, timeout };
}

/**
 * How a site message looks (SPEC §2): persistent, closable, error-style, so it is read before it
 * is dismissed.
 */
export function noticeProps(title: string, content: string): ToastProps {
  return {
    intent: Intent.DANGER,
    icon: 'notifications',
    timeout: 0,
    isCloseButtonShown: true,
    className: 'lc-notice-toast',
    message: createElement(
      'div',
      { className: 'lc-notice' },
      createElement('strong', { className: 'lc-notice-title' }, title),
      content ? createElement('div', { className: 'lc-notice-content' }, content) : null,
    ),
  };
}

/**
 * A toaster made on the first message: the overlay and its transitions are fetched then, not with
 * every page (most pages show no message before the user acts).
 */
function createToaster(props: Parameters<typeof import('@blueprintjs/core').OverlayToaster.createAsync>[0]) {
  return import('./toaster-overlay').then(({ OverlayToaster }) => OverlayToaster.createAsync(props));
}

/** A short message at the top of the window; usable from anywhere, inside React or not. */
export function showToast(kind: ToastKind, message: string, timeout = 4000): void {
  toaster ??= createToaster({ position: Position.TOP, maxToasts: 4, className: 'lc-toaster' });
  void toaster.then((instance) => instance.show(toastProps(kind, message, timeout)));
}

/** Shows a site message in the middle of the window (the notice toaster sits lower than the other). */
export function showNotice(title: string, content: string): void {
  noticeToaster ??= createToaster({ position: Position.TOP, className: 'lc-notice-toaster' });
  void noticeToaster.then((instance) => instance.show(noticeProps(title, content)));
}
