import { Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import { createElement } from 'react';

let toaster: Promise<Toaster> | null = null;
let noticeToaster: Promise<Toaster> | null = null;

function mainToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.createAsync({ position: Position.TOP, maxToasts: 4, className: 'lc-toaster' });
  return toaster;
}

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

const intents: Record<ToastKind, Intent> = {
  success: Intent.SUCCESS,
  error: Intent.DANGER,
  warning: Intent.WARNING,
  info: Intent.PRIMARY,
};
const icons = { success: 'tick-circle', error: 'error', warning: 'warning-sign', info: 'info-sign' } as const;

/** A short message at the top of the window; usable from anywhere, inside React or not. */
export function showToast(kind: ToastKind, message: string, timeout = 4000): void {
  void mainToaster().then((instance) =>
    instance.show({ intent: intents[kind], icon: icons[kind], message, timeout }),
  );
}

/**
 * A site message (SPEC §2): persistent, closable, centred, error-style, so it is read before it is
 * dismissed.
 */
export function showNotice(title: string, content: string): void {
  noticeToaster ??= OverlayToaster.createAsync({ position: Position.TOP, className: 'lc-notice-toaster' });
  void noticeToaster.then((instance) =>
    instance.show({
      intent: Intent.DANGER,
      icon: 'notifications',
      timeout: 0,
      isCloseButtonShown: true,
      message: createElement(
        'div',
        { className: 'lc-notice' },
        createElement('strong', { className: 'lc-notice-title' }, title),
        content ? createElement('div', { className: 'lc-notice-content' }, content) : null,
      ),
    }),
  );
}
