import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * PostgreSQL settings of the embedded database, where they differ from PostgreSQL's. Those size
 * a database server; an embedded install is a small machine with a small database. PGlite touches
 * all of its shared buffers at start, and its memory (WebAssembly's) never shrinks: what a setting
 * lets PostgreSQL take once stays taken for as long as the process runs.
 */
export const EMBEDDED_SETTINGS = {
  /**
   * 128 MB by default, all of it resident from the start. The files under the buffers stay in the
   * operating system's page cache, so a page read again is a copy, not a disk read.
   */
  shared_buffers: '16MB',
  /** What an index build or a vacuum may take at once (64 MB by default), kept for good afterwards. */
  maintenance_work_mem: '16MB',
} as const;

const settingArguments = Object.entries(EMBEDDED_SETTINGS).flatMap(([name, value]) => [
  '-c',
  `${name}=${value}`,
]);

/**
 * PGlite's options for the embedded database: the settings above at every start (a folder made
 * before them has PostgreSQL's in its postgresql.conf), and for initdb, which writes them there.
 */
export function embeddedOptions(): PGliteOptions {
  return {
    startParams: [...PGlite.defaultStartParams, ...settingArguments],
    initDbStartParams: settingArguments,
  };
}
