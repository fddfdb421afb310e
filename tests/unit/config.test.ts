import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'lc-config-'));

describe('loadConfig', () => {
  it('uses the embedded defaults and generates a master key into DATA_DIR once', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first).toMatchObject({ port: 8080, dataDir: dir, logLevel: 'info', databaseUrl: undefined });
    expect(readFileSync(join(dir, 'master.key'), 'utf8').trim()).toBe(first.masterKey.toString('hex'));
    expect(loadConfig({ DATA_DIR: dir }).masterKey.equals(first.masterKey)).toBe(true);
  });

  it('lists every invalid variable in one clear error', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/PORT: must be a number/);
      expect(message).toMatch(/DATABASE_URL: must be a URL starting with postgres: or postgresql:/);
      expect(message).toMatch(/LOG_LEVEL/);
    }
  });

  it('requires a shared MASTER_KEY with PostgreSQL', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://localhost/db' })).toThrow(
      /MASTER_KEY: required/,
    );
    const key = 'ab'.repeat(32);
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        DATABASE_URL: 'postgres://localhost/db',
        MASTER_KEY: key,
      }).masterKey.toString('hex'),
    ).toBe(key);
  });

  it('refuses a malformed MASTER_KEY', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), MASTER_KEY: 'short' })).toThrow(
      /MASTER_KEY: must be 64 hexadecimal/,
    );
  });

  it('takes the first administrator from ADMIN_* only when both are valid', () => {
    expect(
      loadConfig({ DATA_DIR: dataDir(), ADMIN_ACCOUNT: 'owner', ADMIN_PASSWORD: 'Owner123' }).admin,
    ).toEqual({
      account: 'owner',
      password: 'Owner123',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_ACCOUNT: 'owner' })).toThrow(/set both or neither/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_ACCOUNT: 'owner', ADMIN_PASSWORD: 'x' })).toThrow(
      ConfigError,
    );
  });

  it('lets the S3 client reach only the private storage endpoints listed', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).s3AllowPrivateEndpoints).toEqual([]);
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        S3_ALLOW_PRIVATE_ENDPOINTS: 'minio.internal:9000, 10.0.0.5 ,[fd00::5]:9000,storage_1',
      }).s3AllowPrivateEndpoints,
    ).toEqual(['minio.internal:9000', '10.0.0.5', '[fd00::5]:9000', 'storage_1']);
    for (const wrong of ['http://minio:9000', 'minio:99999', 'minio:', 'minio/path', '[not-v6]:1'])
      expect(() => loadConfig({ DATA_DIR: dataDir(), S3_ALLOW_PRIVATE_ENDPOINTS: wrong }), wrong).toThrow(
        /S3_ALLOW_PRIVATE_ENDPOINTS: a comma-separated list of host or host:port/,
      );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '', DATABASE_URL: '' }).port).toBe(8080);
  });
});
