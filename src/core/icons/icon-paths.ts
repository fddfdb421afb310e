import { type IconName, IconSize, Icons } from '@blueprintjs/icons';

type PathsModule = () => Promise<string[]>;

/**
 * One chunk per icon and size: a page fetches the few icons it shows (a few hundred bytes each)
 * instead of Blueprint's default, every icon of a size in one chunk (about 80 kB each, compressed).
 */
const STANDARD = import.meta.glob<string[]>(
  '../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/*.js',
  {
    import: 'default',
  },
);
const LARGE = import.meta.glob<string[]>(
  '../../../node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/*.js',
  {
    import: 'default',
  },
);

function pathsModule(name: IconName, size: IconSize): PathsModule | undefined {
  const [table, folder] = size === IconSize.LARGE ? [LARGE, '20px'] : [STANDARD, '16px'];
  return table[`../../../node_modules/@blueprintjs/icons/lib/esm/generated/${folder}/paths/${name}.js`];
}

/** Blueprint asks this loader for an icon's paths the first time the icon is drawn at a size. */
export function loadIconsOnDemand(): void {
  Icons.setLoaderOptions({
    loader: async (name, size) => {
      const load = pathsModule(name, size);
      if (!load) throw new Error(`no paths for the ${size}px icon ${name}`);
      return load();
    },
  });
}
