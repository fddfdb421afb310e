/** When the page last reloaded itself for a new build; a second failure soon after is a real fault. */
const RELOADED_AT_KEY = 'lc.build-reload.v1';
const RELOAD_AGAIN_AFTER_MS = 60_000;

/**
 * A console left open across a deployment asks for chunks of the build it started with, which the
 * new build no longer has. Vite reports that as `vite:preloadError`; the page then reloads once to
 * pick up the new build (the workspace writes its layout locally as the page goes away), instead
 * of showing a broken panel.
 * A failure again within a minute is left to the panel's error boundary.
 */
export function reloadOnStaleBuild(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (Date.now() - last < RELOAD_AGAIN_AFTER_MS) return;
    event.preventDefault();
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
    window.location.reload();
  });
}
