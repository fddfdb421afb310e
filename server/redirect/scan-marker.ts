import { createHmac, timingSafeEqual } from 'node:crypto';

/** The query parameter a printed QR carries to prove the visit came from a scan. */
export const SCAN_PARAM = 's';

/**
 * A short signature of the code id under the master key: QR images embed it, typed links lack
 * it, and it cannot be made up without the key.
 */
export function scanMarker(masterKey: Buffer, codeId: number): string {
  return createHmac('sha256', masterKey).update(`scan:${codeId}`).digest('base64url').slice(0, 16);
}

export function isScanMarker(masterKey: Buffer, codeId: number, marker: string | undefined): boolean {
  if (!marker) return false;
  const expected = Buffer.from(scanMarker(masterKey, codeId));
  const given = Buffer.from(marker);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
