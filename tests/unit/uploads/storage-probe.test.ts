import { describe, expect, it, vi } from 'vitest';
import { OutboundError } from '../../../server/net/outbound';
import { classifyStorageError, probeStorage } from '../../../server/uploads/s3-storage';
import type { UploadStorage } from '../../../server/uploads/storage';

/** An error as the S3 client throws it: the service's code as its name, the HTTP status in its metadata. */
const s3Error = (name: string, httpStatusCode?: number) =>
  Object.assign(new Error(name), { name, $metadata: { httpStatusCode } });
const networkError = (code: string) => Object.assign(new Error(`connect ${code}`), { code });

describe('what a storage connection test tells', () => {
  it('names what an S3 service names in its own error code', () => {
    expect(classifyStorageError(s3Error('NoSuchBucket', 404))).toEqual({
      problem: 'bucket_missing',
      code: 'NoSuchBucket',
    });
    expect(classifyStorageError(s3Error('SignatureDoesNotMatch', 403))).toEqual({
      problem: 'credentials_refused',
      code: 'SignatureDoesNotMatch',
    });
    expect(classifyStorageError(s3Error('AccessDenied', 403))).toEqual({
      problem: 'access_denied',
      code: 'AccessDenied',
    });
  });

  it('gives one generic reason without a code for everything else', () => {
    for (const error of [
      new OutboundError('private_address', '169.254.169.254'),
      new OutboundError('no_address', 'inside.example.com'),
      networkError('ECONNREFUSED'),
      networkError('ECONNRESET'),
      networkError('ETIMEDOUT'),
      s3Error('TimeoutError'),
      // A web server's refusal is not S3's: a 403 alone says nothing about the keys.
      s3Error('Unknown', 403),
      s3Error('Error', 500),
      'not even an error',
      null,
    ])
      expect(classifyStorageError(error)).toEqual({ problem: 'unexpected_answer', code: '' });
  });

  it('writes what went wrong to the log, not into the answer', async () => {
    const refused = new OutboundError('private_address', 'storage.example.com → 127.0.0.1');
    const storage: UploadStorage = {
      put: () => Promise.reject(refused),
      get: () => Promise.resolve(null),
      remove: () => Promise.resolve(),
    };
    const log = { warn: vi.fn() };
    const probe = await probeStorage(storage, log);
    expect(probe).toEqual({
      ok: false,
      steps: [{ step: 'write', ok: false, problem: 'unexpected_answer', code: '' }],
    });
    expect(JSON.stringify(probe)).not.toContain('127.0.0.1');
    expect(log.warn).toHaveBeenCalledWith({ err: refused, step: 'write' }, 'storage connection test failed');
  });
});
