import { createHmac } from 'node:crypto';

/** The path every domain of the platform answers the health token at, whatever its host. */
export const HEALTH_PATH = '/.well-known/livecode-health';

/** The token a domain answers when it reaches this platform: derived from the master key, so stable. */
export function healthToken(masterKey: Buffer): string {
  return createHmac('sha256', masterKey).update('livecode-health').digest('hex').slice(0, 32);
}
