import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Whether the data folder holds no database yet (PostgreSQL writes PG_VERSION when it makes one).
 * A module of its own so that the server's main thread asks without loading PGlite.
 */
export function holdsNoDatabase(dataDir: string): boolean {
  return !existsSync(join(dataDir, 'PG_VERSION'));
}
