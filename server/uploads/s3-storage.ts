import { randomBytes } from 'node:crypto';
import type { S3Client } from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { storageProbeSchema } from '../../contract/areas/upload-storage';
import { type GuardOptions, guardedAgents, isListedEndpoint } from '../net/outbound';
import { assertStorageKey, type UploadStorage } from './storage';

export type S3Access = { endpoint: string; region: string; accessKeyId: string; secretAccessKey: string };

/**
 * How the S3 client reaches the network: through the outbound guard like every other request to
 * an address someone typed, except the endpoints the operator listed for self-hosted storage on a
 * private network (`S3_ALLOW_PRIVATE_ENDPOINTS`), which are reached as the system resolves them.
 */
export type S3Network = { guard: GuardOptions; allowPrivateEndpoints: readonly string[] };

/**
 * The SDK, loaded by the first client: an install that keeps its uploads on disk never holds it
 * (some 20 MB).
 */
function loadSdk(): Promise<typeof import('@aws-sdk/client-s3')> {
  return import('@aws-sdk/client-s3');
}

/**
 * A client of an S3-compatible service. Buckets are addressed by path (`forcePathStyle`), which
 * every such service understands; checksums only where S3 requires them, since several
 * compatible services refuse the newer checksum headers. Every connection is judged by the
 * outbound guard when it is opened, so an endpoint that resolves to an inside address (at once,
 * or later by DNS rebinding) is never reached.
 */
export async function createS3Client(
  access: S3Access,
  network: S3Network,
  options: { attempts?: number } = {},
): Promise<S3Client> {
  const { S3Client } = await loadSdk();
  // The operator vouches for a listed endpoint, which may well be a name only the hosts file knows.
  const agents = isListedEndpoint(access.endpoint, network.allowPrivateEndpoints)
    ? {}
    : guardedAgents(network.guard);
  return new S3Client({
    endpoint: access.endpoint,
    region: access.region || 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: access.accessKeyId, secretAccessKey: access.secretAccessKey },
    maxAttempts: options.attempts ?? 3,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 20_000, ...agents },
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
      const { PutObjectCommand } = await loadSdk();
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: objectKey(prefix, key), Body: bytes }));
    },
    async get(key) {
      const { GetObjectCommand } = await loadSdk();
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
      const { DeleteObjectCommand } = await loadSdk();
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

/**
 * What a failed request ran into, told only when an S3 service said so in its own error code.
 * Anything else (an address the guard refused, a refused or reset connection, a time-out, an
 * answer that is not S3's) is one generic reason without a code: telling them apart would let
 * whoever runs the test map what listens where on the networks the server reaches.
 */
export function classifyStorageError(error: unknown): { problem: Problem; code: string } {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'NoSuchBucket') return { problem: 'bucket_missing', code: name };
  if (typeof name === 'string' && CREDENTIAL_CODES.has(name))
    return { problem: 'credentials_refused', code: name };
  if (name === 'AccessDenied') return { problem: 'access_denied', code: name };
  return { problem: 'unexpected_answer', code: '' };
}

/**
 * Writes a probe file, reads it back and deletes it; the first step that fails ends the probe and
 * says what it ran into. Never throws: a failing storage is an answer, not an error. What exactly
 * went wrong is written to the server's log, for the operator, not into the answer.
 */
export async function probeStorage(
  storage: UploadStorage,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<StorageProbe> {
  const key = `probe-${randomBytes(12).toString('hex')}`;
  const body = randomBytes(64);
  const steps: StorageProbe['steps'] = [];
  const attempt = async (step: 'write' | 'read' | 'delete', run: () => Promise<Problem | null>) => {
    try {
      const problem = await run();
      steps.push({ step, ok: problem === null, problem, code: '' });
      return problem === null;
    } catch (error) {
      log.warn({ err: error, step }, 'storage connection test failed');
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
