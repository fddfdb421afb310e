import type { S3Client } from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type {
  STORAGE_PROBLEMS,
  StorageDriver,
  uploadStorageInputSchema,
} from '../../contract/areas/upload-storage';
import type { Config } from '../config';
import type { Db } from '../db/store';
import { invalidParameter } from '../http/errors';
import type { GuardOptions } from '../net/outbound';
import type { Bus } from '../ports/bus';
import type { SecretBox } from '../security/secrets';
import { secretHint } from '../settings/platform';
import { readSetting, writeSetting } from '../settings/store';
import {
  createS3Client,
  createS3Storage,
  probeStorage,
  type S3Network,
  type StorageProbe,
} from './s3-storage';
import { ON_DISK, type StoredAt, type UploadStorage, type UploadStores } from './storage';

/** The settings document of SPEC §8 `image_config`. */
const SETTING_KEY = 'image_config';
/** Announced when the setting changes: every process builds its storage clients afresh. */
const STORAGE_CHANGED = 'uploads.storage_changed';

type StorageInput = z.output<typeof uploadStorageInputSchema>;
type StorageProblem = (typeof STORAGE_PROBLEMS)[number];

/** The stored document: the form's fields and the secret sealed with the master key. */
export type StorageSetting = Omit<StorageInput, 'secret_access_key'> & { sealed_secret: string };

const DEFAULT_SETTING: StorageSetting = {
  driver: 'local',
  endpoint: '',
  region: '',
  bucket: '',
  path_prefix: '',
  access_key_id: '',
  sealed_secret: '',
};

/** What a storage connection test needs besides the database and the key: the network and a log. */
export type StorageTestDeps = { network: S3Network; log: Pick<FastifyBaseLogger, 'warn'> };

/**
 * The S3 client's way out: the guard every other outbound request goes through (its resolver, and
 * the private-address allowance of local fakes), plus the private endpoints the operator listed.
 */
export function storageNetwork(
  config: Pick<Config, 's3AllowPrivateEndpoints'>,
  guard: GuardOptions,
): S3Network {
  return { guard, allowPrivateEndpoints: config.s3AllowPrivateEndpoints ?? [] };
}

export function readStorageSetting(db: Db): Promise<StorageSetting> {
  return readSetting(db, SETTING_KEY, DEFAULT_SETTING);
}

/** The setting as the console sees it: the secret only as a hint. */
export function storageSettingView(setting: StorageSetting, secrets: SecretBox) {
  const { sealed_secret, ...fields } = setting;
  return { ...fields, has_secret: sealed_secret !== '', secret_hint: secretHint(secrets, sealed_secret) };
}

function fieldsOf(input: StorageInput): Omit<StorageSetting, 'sealed_secret'> {
  const { secret_access_key: _secret, ...fields } = input;
  return fields;
}

const secretRequired = () =>
  invalidParameter(
    [{ path: 'secret_access_key', messageKey: 'image_config.secret_access_key_required' }],
    'image_config.secret_access_key_required',
  );

/** The field a failed probe points at, for the refusal of a save. */
const FIELD_OF_PROBLEM: Partial<Record<StorageProblem, string>> = {
  bucket_missing: 'bucket',
  credentials_refused: 'access_key_id',
  access_denied: 'access_key_id',
  secret_missing: 'secret_access_key',
};

/**
 * Saves the setting; an empty secret keeps the stored one. New uploads are sent to a bucket only
 * once it has passed the connection test, so a mistyped setting is refused here rather than
 * failing every upload after it. The S3 fields are kept when the driver goes back to local disk:
 * files already in the bucket are still read with them.
 */
export async function saveStorageSetting(
  db: Db,
  secrets: SecretBox,
  input: StorageInput,
  deps: StorageTestDeps,
): Promise<void> {
  const stored = await readStorageSetting(db);
  const sealed = input.secret_access_key ? secrets.seal(input.secret_access_key) : stored.sealed_secret;
  const setting = { ...fieldsOf(input), sealed_secret: sealed };
  if (input.driver === 's3') {
    if (!sealed) throw secretRequired();
    const failed = (await probeS3(setting, secrets, deps)).steps.find((step) => !step.ok);
    if (failed?.problem) {
      const path = FIELD_OF_PROBLEM[failed.problem] ?? 'endpoint';
      throw invalidParameter(
        [{ path, messageKey: `image_config.problem_${failed.problem}` }],
        'image_config.probe_refused',
      );
    }
  }
  await writeSetting(db, SETTING_KEY, setting);
}

/** The connection test of a complete S3 setting, with one attempt per step. */
async function probeS3(
  setting: StorageSetting,
  secrets: SecretBox,
  deps: StorageTestDeps,
): Promise<StorageProbe> {
  // One attempt: a wrong address should answer in seconds, not after the retries.
  const client = (await clientOf(setting, secrets, deps.network, 1)) as S3Client;
  try {
    return await probeStorage(createS3Storage(client, setting.bucket, setting.path_prefix), deps.log);
  } finally {
    client.destroy();
  }
}

/** A client for the setting's S3 service, or null while it lacks an address, a key id or a secret. */
async function clientOf(
  setting: StorageSetting,
  secrets: SecretBox,
  network: S3Network,
  attempts?: number,
): Promise<S3Client | null> {
  if (!setting.endpoint || !setting.access_key_id || !setting.sealed_secret) return null;
  return createS3Client(
    {
      endpoint: setting.endpoint,
      region: setting.region,
      accessKeyId: setting.access_key_id,
      secretAccessKey: secrets.open(setting.sealed_secret),
    },
    network,
    { attempts },
  );
}

/**
 * Tries the settings of the form before they are saved: a probe file written, read back and
 * deleted. Without a secret in the form the stored one is used.
 */
export async function testStorage(
  db: Db,
  secrets: SecretBox,
  disk: UploadStorage,
  input: StorageInput,
  deps: StorageTestDeps,
): Promise<StorageProbe> {
  if (input.driver === 'local') return probeStorage(disk, deps.log);
  const stored = await readStorageSetting(db);
  const sealed = input.secret_access_key ? secrets.seal(input.secret_access_key) : stored.sealed_secret;
  if (!sealed)
    return { ok: false, steps: [{ step: 'write', ok: false, problem: 'secret_missing', code: '' }] };
  return probeS3({ ...fieldsOf(input), sealed_secret: sealed }, secrets, deps);
}

/** The stores with their clients, built from the setting; `changed` makes every process rebuild them. */
export type SettingStores = UploadStores & {
  /** The setting was saved: rebuild here now, and on the other processes through the bus. */
  changed(): Promise<void>;
  close(): void;
};

type Built = { driver: StorageDriver; bucket: string; prefix: string; s3: S3Client | null };

/**
 * Upload storage as the setting says: new files to the current driver, every stored file from
 * where it was written (the disk, or its bucket and folder with the setting's S3 service).
 * The setting is read once and kept until a change is announced on the bus.
 */
export function createSettingStores(deps: {
  db: Db;
  secrets: SecretBox;
  bus: Bus;
  disk: UploadStorage;
  network: S3Network;
}): SettingStores {
  const { db, secrets, bus, disk, network } = deps;
  let built: Promise<Built> | null = null;

  const build = async (): Promise<Built> => {
    const setting = await readStorageSetting(db);
    return {
      driver: setting.driver,
      bucket: setting.bucket,
      prefix: setting.path_prefix,
      s3: await clientOf(setting, secrets, network),
    };
  };
  const current = (): Promise<Built> => {
    if (!built) {
      const loading = build();
      built = loading;
      // A failed read is tried again on the next use, not remembered.
      loading.catch(() => {
        if (built === loading) built = null;
      });
    }
    return built;
  };
  const forget = () => {
    const old = built;
    built = null;
    old?.then((client) => client.s3?.destroy()).catch(() => undefined);
  };
  const storageAt = async (at: StoredAt): Promise<UploadStorage | null> => {
    if (at.storage === 'local') return disk;
    const { s3 } = await current();
    return s3 ? createS3Storage(s3, at.bucket, at.prefix) : null;
  };
  const stops = [bus.subscribe(STORAGE_CHANGED, forget), bus.onReconnect(forget)];

  return {
    async put(key, bytes) {
      const now = await current();
      if (now.driver === 'local' || !now.s3) {
        await disk.put(key, bytes);
        return ON_DISK;
      }
      await createS3Storage(now.s3, now.bucket, now.prefix).put(key, bytes);
      return { storage: 's3', bucket: now.bucket, prefix: now.prefix };
    },
    async get(at, key) {
      return (await storageAt(at))?.get(key) ?? null;
    },
    async remove(at, key) {
      await (await storageAt(at))?.remove(key);
    },
    changed() {
      forget();
      return bus.publish(STORAGE_CHANGED, {});
    },
    close() {
      for (const stop of stops) stop();
      forget();
    },
  };
}
