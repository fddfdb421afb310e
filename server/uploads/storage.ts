import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where uploaded files live (SPEC §8 `image_config`: local disk by default). Keys are random
 * names made by the server, never a user's file name, so they cannot walk out of the folder.
 */
export interface UploadStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9_-]{8,64}$/;

export function assertStorageKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`not a storage key: ${key}`);
}

/** Files in one folder on this machine (`<data dir>/uploads`). */
export function createDiskStorage(folder: string): UploadStorage {
  const ready = mkdir(folder, { recursive: true });
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(folder, key);
  };
  return {
    async put(key, bytes) {
      await ready;
      await writeFile(pathOf(key), bytes, { flag: 'wx' });
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
