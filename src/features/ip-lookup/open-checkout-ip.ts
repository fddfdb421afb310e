import { atom } from 'jotai';
import { openPanel } from '../../core/panels/open-panel';
import { appStore } from '../../core/store';
import { saveTabConfig } from '../live/tab-config';

/**
 * The latest "look this address up" request from another panel. The panel is a singleton: when
 * it is already open, this is how the new address reaches it.
 */
export const checkoutRequestAtom = atom<{ ip: string; serial: number } | null>(null);
let serial = 0;

/**
 * Opens (or focuses) the address lookup on one address; false when the user may not open it. An
 * open tab that has not drawn yet (restored with the layout) reads the address from its
 * configuration; one already drawn hears of it through `checkoutRequestAtom`.
 */
export function openCheckoutIp(ip: string): boolean {
  serial += 1;
  appStore.set(checkoutRequestAtom, { ip, serial });
  // A singleton's tab id is its panel id.
  saveTabConfig('checkout_ip', { ip });
  return openPanel('checkout_ip', { config: { ip } });
}
