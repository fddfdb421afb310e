import type { WebsiteInfo } from '../../core/session/atoms';

export type PublicAddressStatus = WebsiteInfo['public_address'];

/**
 * Whether links and QR codes may not open for people elsewhere: no public address is set (they
 * carry whatever address the console was opened at), or it points at this machine or its network.
 */
export function linksMayNotOpenElsewhere(status: PublicAddressStatus | undefined): boolean {
  return status !== undefined && (status.source === 'unset' || status.local);
}

/** Where the browser reached the console: the first guess at the public address. */
export function suggestedPublicAddress(location: Pick<Location, 'origin'>): string {
  return location.origin;
}
