import { type IconName, IconSize, Icons } from '@blueprintjs/icons';
import { type IconPathsSize, iconSetAddress, MAX_ICONS_PER_SET } from '../../../contract/icon-paths';

declare const __ICONS_VERSION__: string | undefined;
/** Part of each set's address, so a browser keeps an answer until the icons change. */
const ICONS_VERSION = typeof __ICONS_VERSION__ === 'string' ? __ICONS_VERSION__ : 'current';

type Waiting = { resolve(paths: string[]): void; reject(reason: unknown): void };

/** Icons asked for since the last set went out, by size: a page's first paint asks for dozens at once. */
const queued = new Map<IconPathsSize, Map<IconName, Waiting[]>>();
/** Paths asked for and not yet answered, so an icon drawn twice is fetched once. */
const inFlight = new Map<string, Promise<string[]>>();
let sendScheduled = false;

async function fetchSet(size: IconPathsSize, names: IconName[]): Promise<Record<string, string[]>> {
  const response = await fetch(iconSetAddress(ICONS_VERSION, size, names));
  if (!response.ok) throw new Error(`icon set answered ${response.status}`);
  return response.json() as Promise<Record<string, string[]>>;
}

function sendQueued(): void {
  sendScheduled = false;
  for (const [size, waiting] of queued) {
    queued.delete(size);
    const names = [...waiting.keys()];
    for (let start = 0; start < names.length; start += MAX_ICONS_PER_SET) {
      const part = names.slice(start, start + MAX_ICONS_PER_SET);
      fetchSet(size, part).then(
        (answer) => {
          for (const name of part) for (const one of waiting.get(name) ?? []) one.resolve(answer[name] ?? []);
        },
        (reason: unknown) => {
          for (const name of part) for (const one of waiting.get(name) ?? []) one.reject(reason);
        },
      );
    }
  }
}

/** An icon's paths, sent for with the other icons asked for in the same turn. */
export function iconPaths(name: IconName, size: IconPathsSize): Promise<string[]> {
  const key = `${size}:${name}`;
  const pending = inFlight.get(key);
  if (pending) return pending;
  const paths = new Promise<string[]>((resolve, reject) => {
    const waiting = queued.get(size) ?? new Map<IconName, Waiting[]>();
    queued.set(size, waiting);
    waiting.set(name, [...(waiting.get(name) ?? []), { resolve, reject }]);
    if (!sendScheduled) {
      sendScheduled = true;
      setTimeout(sendQueued, 0);
    }
  }).finally(() => inFlight.delete(key));
  inFlight.set(key, paths);
  return paths;
}

/**
 * Blueprint asks this loader for an icon's paths the first time the icon is drawn at a size. The
 * icons of one paint come in one answer from the server, instead of one chunk per icon or all of
 * a size's icons in one chunk (about 80 kB each, compressed).
 */
export function loadIconsOnDemand(): void {
  Icons.setLoaderOptions({
    loader: (name, size) => iconPaths(name, size === IconSize.LARGE ? 20 : 16),
  });
}
