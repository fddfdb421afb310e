import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { publicPart } from '../src/i18n/public-messages.ts';

const PREFIX = 'virtual:public-messages/';
const RESOLVED = `\0${PREFIX}`;

/**
 * `virtual:public-messages/<locale>`: the public part of a language's catalogue, made from the one
 * catalogue file, so translators keep editing one file per language.
 */
export function publicMessages(): Plugin {
  return {
    name: 'public-messages',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length)}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const locale = id.slice(RESOLVED.length);
      if (!/^[a-z]{2}-[A-Z]{2}$/.test(locale)) throw new Error(`no catalogue for ${locale}`);
      const file = resolve('src/i18n', `${locale}.json`);
      this.addWatchFile(file);
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      return `export default ${JSON.stringify(publicPart(catalogue))};`;
    },
  };
}
