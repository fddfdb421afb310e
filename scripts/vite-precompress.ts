import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text the browser fetches; pictures and fonts arrive compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this, the headers outweigh what compression saves. */
const SMALLEST = 1024;

/** Compresses one built file both ways the console's server may send it, beside the original. */
async function compressBesideIt(path: string): Promise<void> {
  const content = await readFile(path);
  if (content.length < SMALLEST) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipped(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

/**
 * Writes a `.br` and a `.gz` beside every text file of the build, so the server sends compressed
 * bytes it never has to compress per request (brotli at its highest quality is too slow for that,
 * and is where most of the saving is).
 */
export function precompress(): Plugin {
  return {
    name: 'livecode-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      // The manifest under `.vite/` is for the build's readers, never sent to a browser.
      const files = Object.keys(bundle).filter(
        (name) => COMPRESSIBLE.test(name) && !name.startsWith('.vite/'),
      );
      await Promise.all(files.map((name) => compressBesideIt(join(outDir, name))));
    },
  };
}
