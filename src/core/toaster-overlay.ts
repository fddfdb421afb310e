/** Blueprint's toaster on its own, so `toaster.ts` can fetch it with the first message. */
export { OverlayToaster } from '@blueprintjs/core';
