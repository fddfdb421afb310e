import { randomBytes } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { z } from 'zod';
import type { storageProbeSchema } from '../../contract/areas/upload-storage';
import { assertStorageKey, type UploadStorage } from './storage';

export type S3Access = { endpoint: string; region: string; accessKeyId: string; secretAccessKey: string };

/**
 * A client of an S3-compatible service. Buckets are addressed by path (`forcePathStyle`), which
 * every such service understands; checksums only where S3 requires them, since several
 * compatible services refuse the newer checksum headers.
 */
export function createS3Client(access: S3Access, options: { attempts?: number } = {}): S3Client {
  return new S3Client({
    endpoint: access.endpoint,
    region: access.region || 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: access.accessKeyId, secretAccessKey: access.secretAccessKey },
    maxAttempts: options.attempts ?? 3,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 20_000 },
  });
}

/** The object key of a file: its storage key under the folder (`uploads/2026/<key>`). */
function objectKey(prefix: string, key: string): string {
  assertStorageKey(key);
  return prefix ? `${prefix}/${key}` : key;
}

function isMissingObject(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404
  );
}

/** Files in one folder of one bucket. */
export function createS3Storage(client: S3Client, bucket: string, prefix: string): UploadStorage {
  return {
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: objectKey(prefix, key), Body: bytes }));
    },
    async get(key) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKey(prefix, key) }),
        );
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(prefix, key) }));
    },
  };
}

export type StorageProbe = z.input<typeof storageProbeSchema>;
type Problem = NonNullable<StorageProbe['steps'][number]['problem']>;

const CREDENTIAL_CODES = new Set([
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'InvalidToken',
  'ExpiredToken',
  'AuthorizationHeaderMalformed',
  'InvalidClientTokenId',
]);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
]);

/** What a failed request ran into, and the service's own code for it. */
export function classifyStorageError(error: unknown): { problem: Problem; code: string } {
  const failure = (error ?? {}) as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };
  const name = failure.name ?? '';
  if (name === 'NoSuchBucket') return { problem: 'bucket_missing', code: name };
  if (CREDENTIAL_CODES.has(name)) return { problem: 'credentials_refused', code: name };
  if (name === 'AccessDenied' || failure.$metadata?.httpStatusCode === 403)
    return { problem: 'access_denied', code: name };
  const networkCode = failure.code ?? '';
  if (NETWORK_CODES.has(networkCode) || name === 'TimeoutError')
    return { problem: 'endpoint_unreachable', code: networkCode || name };
  // No HTTP answer at all: the service was never reached.
  if (failure.$metadata?.httpStatusCode === undefined && !networkCode && name !== 'Error')
    return { problem: 'endpoint_unreachable', code: name };
  return { problem: 'failed', code: networkCode || name };
}

/**
 * Writes a probe file, reads it back and deletes it; the first step that fails ends the probe and
 * says what it ran into. Never throws: a failing storage is an answer, not an error.
 */
export async function probeStorage(storage: UploadStorage): Promise<StorageProbe> {
  const key = `probe-${randomBytes(12).toString('hex')}`;
  const body = randomBytes(64);
  const steps: StorageProbe['steps'] = [];
  const attempt = async (step: 'write' | 'read' | 'delete', run: () => Promise<Problem | null>) => {
    try {
      const problem = await run();
      steps.push({ step, ok: problem === null, problem, code: '' });
      return problem === null;
    } catch (error) {
      steps.push({ step, ok: false, ...classifyStorageError(error) });
      return false;
    }
  };
  const done =
    (await attempt('write', async () => {
      await storage.put(key, body);
      return null;
    })) &&
    (await attempt('read', async () => {
      const back = await storage.get(key);
      return back?.equals(body) ? null : 'read_back_differs';
    })) &&
    (await attempt('delete', async () => {
      await storage.remove(key);
      return null;
    }));
  // A probe that was written but failed later is not left behind, if the storage lets it go.
  if (!done && steps[0]?.ok) await storage.remove(key).catch(() => undefined);
  return { ok: done, steps };
}
