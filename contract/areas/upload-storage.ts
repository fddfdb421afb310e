import { z } from 'zod';
import { call, noInput, noOutput, prefixed } from '../call';
import { text } from '../text';

/** Where new uploads go: this machine's disk, or a bucket of an S3-compatible service. */
export const STORAGE_DRIVERS = ['local', 's3'] as const;
export type StorageDriver = (typeof STORAGE_DRIVERS)[number];

/** Folders of plain names (`uploads/2026`): no leading slash, no `..`, nothing to escape. */
const PATH_PREFIX = /^([A-Za-z0-9_-][A-Za-z0-9._-]*)(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
/** S3's bucket naming rules, lower case. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const storageFields = {
  driver: z.enum(STORAGE_DRIVERS),
  /** The service's address, e.g. `https://s3.example.com`; buckets are addressed by path. */
  endpoint: z.union([
    z.literal(''),
    z.url({ protocol: /^https?$/, error: 'image_config.endpoint_format' }).max(500),
  ]),
  /** Empty means `us-east-1`, which most S3-compatible services accept. */
  region: text()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9-]*$/, 'image_config.region_format'),
  bucket: z.union([z.literal(''), text().trim().regex(BUCKET, 'image_config.bucket_format')]),
  /** The folder in the bucket the files are written under (SPEC "save path"). */
  path_prefix: z.union([
    z.literal(''),
    text().trim().max(200).regex(PATH_PREFIX, 'image_config.prefix_format'),
  ]),
  access_key_id: text().trim().max(128),
};

/** A field the S3 driver cannot do without: each missing one is named on its field. */
const REQUIRED_FOR_S3 = ['endpoint', 'bucket', 'access_key_id'] as const;

/** The settings as the form sends them; an empty or absent secret keeps the stored one. */
export const uploadStorageInputSchema = z
  .object({ ...storageFields, secret_access_key: text().max(256).optional() })
  .superRefine((input, context) => {
    if (input.driver !== 's3') return;
    for (const field of REQUIRED_FOR_S3)
      if (input[field] === '')
        context.addIssue({ code: 'custom', path: [field], message: `image_config.${field}_required` });
  });

export const uploadStorageSchema = z.object({
  ...storageFields,
  /** Whether a secret is stored; the secret itself never leaves the server. */
  has_secret: z.boolean(),
  /** The stored secret's last four characters behind dots (`••••1234`); empty without one. */
  secret_hint: text(),
});

export const STORAGE_PROBE_STEPS = ['write', 'read', 'delete'] as const;
/**
 * What a failed step ran into. Only what an S3 service names in its own error code is told apart;
 * everything else (an address that is not public, no connection, an answer that is not S3's) is
 * `unexpected_answer`, so the test cannot be used to map what listens where.
 */
export const STORAGE_PROBLEMS = [
  'unexpected_answer',
  'bucket_missing',
  'credentials_refused',
  'access_denied',
  'read_back_differs',
  'secret_missing',
] as const;

export const storageProbeSchema = z.object({
  /** True when a probe object was written, read back unchanged and deleted. */
  ok: z.boolean(),
  /** The steps tried, in order; the first failed one ends the probe. */
  steps: z.array(
    z.object({
      step: z.enum(STORAGE_PROBE_STEPS),
      ok: z.boolean(),
      problem: z.enum(STORAGE_PROBLEMS).nullable(),
      /** The S3 service's own error code (`NoSuchBucket`, `SignatureDoesNotMatch`…); empty for any other failure. */
      code: text(),
    }),
  ),
});

export const uploadStorageCalls = prefixed('image_config', {
  inquire: call({
    summary: 'Where uploads are stored; the secret is shown only as a hint',
    effect: 'read',
    access: 'permission',
    permission: 'image_config/update',
    input: noInput,
    output: uploadStorageSchema,
  }),
  update: call({
    summary: 'Change where new uploads are stored; files already stored stay readable where they are',
    effect: 'write',
    access: 'permission',
    input: uploadStorageInputSchema,
    output: noOutput,
  }),
  test: call({
    summary:
      'Write, read back and delete a probe object with the given settings (the stored secret when none is given)',
    effect: 'read',
    access: 'permission',
    permission: 'image_config/update',
    input: uploadStorageInputSchema,
    output: storageProbeSchema,
  }),
});
