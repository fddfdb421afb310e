/**
 * The id of the element that holds a tab's content. It is flexlayout's own id for the tab panel
 * (`role="tabpanel"`, focusable by script); the phone workspace gives its one panel the same id, so
 * both are found the same way.
 */
export function panelContentId(tabId: string): string {
  return `flexlayout-tab-${tabId.replace(/\s/g, '_')}`;
}

/** About a second at 60 frames a second: a new tab is drawn within a few frames of the model change. */
const MAX_FRAMES = 60;

/** Only the latest request moves focus: opening two panels in a row ends in the second. */
let latestRequest = 0;

/**
 * Moves keyboard focus into a tab's content once the layout has drawn it and it is visible. The
 * model changes at once but React draws the tab in a later frame, so this waits frame by frame.
 */
export function focusPanelContent(tabId: string): void {
  if (typeof document === 'undefined') return;
  const request = ++latestRequest;
  let frames = 0;
  const attempt = () => {
    if (request !== latestRequest) return;
    const content = document.getElementById(panelContentId(tabId));
    if (content && content.getClientRects().length > 0) {
      if (!content.contains(document.activeElement)) content.focus({ preventScroll: true });
      return;
    }
    frames += 1;
    if (frames < MAX_FRAMES) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
