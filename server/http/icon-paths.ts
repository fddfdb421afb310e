import type { FastifyInstance } from 'fastify';
import {
  ICON_PATHS_PATH,
  ICON_SIZES,
  type IconPathsSize,
  MAX_ICONS_PER_SET,
} from '../../contract/icon-paths';
import { compressLargeAnswer } from './answer-compression';
import { invalidParameter, notFound } from './errors';

type IconLibrary = {
  getIconPaths(name: string, size: number): string[] | undefined;
  IconNames: Record<string, string>;
};

let library: Promise<{ paths: IconLibrary['getIconPaths']; names: Set<string> }> | undefined;

/** Blueprint's paths of every icon: loaded on the first request, since it takes half a second. */
function iconLibrary() {
  library ??= Promise.all([
    import('@blueprintjs/icons/lib/cjs/allPaths.js'),
    import('@blueprintjs/icons/lib/cjs/iconNames.js'),
  ]).then(([paths, names]) => ({
    paths: (paths as unknown as IconLibrary).getIconPaths,
    names: new Set(Object.values((names as unknown as IconLibrary).IconNames)),
  }));
  return library;
}

/** The names a set asks for, or null when one is not an icon or the set is empty or too large. */
export function requestedNames(names: unknown, known: ReadonlySet<string>): string[] | null {
  if (typeof names !== 'string' || names === '') return null;
  const list = names.split(',');
  if (list.length > MAX_ICONS_PER_SET || !list.every((name) => known.has(name))) return null;
  return list;
}

/**
 * Serves icon path sets. The address names the icons' version, so an answer never changes and is
 * kept for good; it is compressed like a call's answer.
 */
export function registerIconPaths(app: FastifyInstance): void {
  app.get<{ Params: { version: string; size: string }; Querystring: { names?: string } }>(
    `${ICON_PATHS_PATH}/:version/:size`,
    { onSend: compressLargeAnswer },
    async (request, reply) => {
      const size = Number(request.params.size) as IconPathsSize;
      if (!ICON_SIZES.includes(size)) throw notFound();
      const { paths, names } = await iconLibrary();
      const requested = requestedNames(request.query.names, names);
      if (!requested) throw invalidParameter([{ path: 'names', messageKey: 'error.invalid_parameter' }]);
      const answer = Object.fromEntries(requested.map((name) => [name, paths(name, size) ?? []]));
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type('application/json')
        .send(JSON.stringify(answer));
    },
  );
}
