/**
 * A fresh idempotency token for one paying action (`requestIdSchema`: 8–64 of `[A-Za-z0-9_-]`):
 * 32 hex digits from the browser's random source. `crypto.randomUUID` would do, but it exists only
 * in secure contexts, and the console is also served over plain HTTP on a LAN address.
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
