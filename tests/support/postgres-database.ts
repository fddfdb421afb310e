import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

export type CreatedDatabase = { url: string; drop(): Promise<void> };

/**
 * A new, empty database (`<prefix>_<random>`) on the PostgreSQL server of `adminUrl`, and how to
 * drop it: each API test file and each benchmark run gets one of its own.
 */
export async function createDatabase(adminUrl: string, prefix: string): Promise<CreatedDatabase> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
