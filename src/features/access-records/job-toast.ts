import { OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import { canOpenPanel, openPanel } from '../../core/panels/open-panel';
import { toastProps } from '../../core/toaster';

let toaster: Promise<Toaster> | null = null;

/**
 * Says a background job (an export) has started, with a button to the jobs panel when the user
 * may open it. These notices sit at the bottom right, where downloads are expected, and stay
 * longer than a plain toast so there is time to press the button.
 */
export function showJobStarted(message: string, openText: string): void {
  toaster ??= OverlayToaster.createAsync({
    position: Position.BOTTOM_RIGHT,
    maxToasts: 3,
    className: 'lc-toaster lc-job-toaster',
  });
  const action = canOpenPanel('async_operations')
    ? { text: openText, icon: 'cloud-download' as const, onClick: () => openPanel('async_operations') }
    : undefined;
  void toaster.then((instance) => instance.show({ ...toastProps('success', message, 10_000), action }));
}
