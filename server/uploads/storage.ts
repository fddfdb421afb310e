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

/**
 * Which storage holds a stored file and where in it, as recorded on its row: a file is always read
 * from where it was written, whatever the storage setting says now.
 */
export type StoredAt = { storage: 'local' | 's3'; bucket: string; prefix: string };

/** Files on this machine's disk. */
export const ON_DISK: StoredAt = { storage: 'local', bucket: '', prefix: '' };

/**
 * The upload storages as a whole (SPEC §8 `image_config`): new files go to the storage the setting
 * names now; each stored file is read and removed where its row says it was written.
 */
export interface UploadStores {
  /** Writes a new file into the current storage; answers where it went, to be kept with the file. */
  put(key: string, bytes: Buffer): Promise<StoredAt>;
  get(at: StoredAt, key: string): Promise<Buffer | null>;
  remove(at: StoredAt, key: string): Promise<void>;
}

/** Where a stored row says its file is. */
export function storedAt(row: { storage: string; storageBucket: string; storagePrefix: string }): StoredAt {
  return row.storage === 's3'
    ? { storage: 's3', bucket: row.storageBucket, prefix: row.storagePrefix }
    : ON_DISK;
}

/** Stores that only ever use the disk (tools that run without the settings). */
export function createLocalStores(folder: string): UploadStores {
  const disk = createDiskStorage(folder);
  return {
    async put(key, bytes) {
      await disk.put(key, bytes);
      return ON_DISK;
    },
    get: (at, key) => (at.storage === 'local' ? disk.get(key) : Promise.resolve(null)),
    remove: (at, key) => (at.storage === 'local' ? disk.remove(key) : Promise.resolve()),
  };
}
