import { SCAN_PARAM, scanMarker } from '../redirect/scan-marker';
import { randomCode } from '../security/tokens';

/** A code's public address: `https://<entry domain>/<suffix>`, or `<console>/c/<suffix>` without a domain. */
export function codeUrl(origin: string, domainHost: string | null, fileName: string): string {
  return domainHost
    ? `https://${domainHost}/${encodeURIComponent(fileName)}`
    : `${origin}/c/${encodeURIComponent(fileName)}`;
}

/** What a printed QR encodes: the public address with the signed scan marker. */
export function scanUrl(url: string, masterKey: Buffer, codeId: number): string {
  return `${url}?${SCAN_PARAM}=${scanMarker(masterKey, codeId)}`;
}

/** The console's QR image of a code (PNG or SVG), signed so ids cannot be enumerated. */
export function qrImagePath(masterKey: Buffer, codeId: number, format: 'png' | 'svg' = 'png'): string {
  return `/qr/${codeId}.${format}?k=${scanMarker(masterKey, codeId)}`;
}

/** Default suffixes: 8 letters and digits, as SPEC §4 asks. */
export function randomFileName(): string {
  return randomCode(8);
}
