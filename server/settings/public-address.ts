import { isIP } from 'node:net';
import type { z } from 'zod';
import type { publicAddressSchema } from '../../contract/areas/system';
import type { Config } from '../config';
import type { Db } from '../db/store';
import { isNonPublicAddress } from '../net/public-address';
import type { Bus } from '../ports/bus';
import { readConfiguration } from './configuration';

export type PublicAddressStatus = z.output<typeof publicAddressSchema>;

/** Tells every process that the saved address changed. */
const CHANNEL = 'public-address';

/**
 * The installation's public address (SPEC §12): every link and QR code carries it — or the
 * code's own domain — never the address of whichever request asked. `PUBLIC_BASE_URL` first,
 * else the address an administrator saved in the configuration.
 */
export type PublicAddress = {
  /** The origin links are made with; only while none is set, the one the request came to. */
  origin(request: { protocol: string; host: string }): string;
  status(): PublicAddressStatus;
  /** Reads the saved address again here and on every other process. */
  changed(): Promise<void>;
};

export async function createPublicAddress(deps: {
  db: Db;
  bus: Bus;
  config: Pick<Config, 'publicBaseUrl'>;
}): Promise<PublicAddress> {
  const fromEnvironment = deps.config.publicBaseUrl ?? '';
  let saved = '';
  const load = async () => {
    saved = (await readConfiguration(deps.db)).public_base_url;
  };
  await load();
  const reload = () => {
    load().catch(() => undefined);
  };
  deps.bus.subscribe(CHANNEL, reload);
  // Announcements made while the bus was away never arrived.
  deps.bus.onReconnect(reload);
  const current = () => fromEnvironment || saved;
  return {
    origin: (request) => current() || `${request.protocol}://${request.host}`,
    status() {
      const url = current();
      return {
        url,
        source: fromEnvironment ? 'environment' : saved ? 'setting' : 'unset',
        local: url !== '' && isLocalOrigin(url),
      };
    },
    async changed() {
      await load();
      await deps.bus.publish(CHANNEL, {});
    },
  };
}

/**
 * Whether an origin can only be reached from this machine or its private network: `localhost`,
 * a loopback, private or link-local address, or a name without a dot (an intranet host).
 */
export function isLocalOrigin(origin: string): boolean {
  if (!URL.canParse(origin)) return true;
  const host = new URL(origin).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(host) !== 0) return isNonPublicAddress(host);
  return host === 'localhost' || host.endsWith('.localhost') || !host.includes('.');
}
