import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/** One import of a console file: who imports, what (both relative to the repository), and how. */
export type ImportEdge = { from: string; to: string };

const SOURCE = /\.(ts|tsx)$/;
// Static, type-only, side-effect, re-export and dynamic imports: a lazy `import()` ties files too.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx'];

/** Every source file under `folder`, its path joined to it. */
export function listFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = join(folder, name);
    return statSync(full).isDirectory() ? listFiles(full) : SOURCE.test(name) ? [full] : [];
  });
}

/** The file an import names from `file`, tried with the extensions TypeScript would; null when none is. */
export function resolveSpecifier(file: string, specifier: string): string | null {
  const base = normalize(join(dirname(file), specifier));
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every import between source files under `folder` (CSS and JSON imports are leaves, left out). */
export function importGraph(root: string, folder: string): ImportEdge[] {
  return listFiles(join(root, folder)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].flatMap((match) => {
      const target = resolveSpecifier(file, match[1] ?? '');
      return target && SOURCE.test(target)
        ? [{ from: relative(root, file), to: relative(root, target) }]
        : [];
    }),
  );
}

/** The files of each import circle (Tarjan's strongly connected components of two files or more). */
export function importCircles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const circle: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      circle.push(member);
    } while (member !== node);
    if (circle.length > 1 || (next.get(node) ?? []).includes(node)) circles.push(circle.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return circles;
}
