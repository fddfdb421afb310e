import { readdirSync, readFileSync } from 'node:fs';

const KB_PER_MB = 1024;

/** Memory of a process from /proc (Linux): its resident size now, or its peak so far. NaN once it is gone. */
export function memoryMb(pid: number | undefined, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]) / KB_PER_MB;
  } catch {
    return Number.NaN;
  }
}

/** The processes `pid` started, and theirs, alive now. */
export function descendants(pid: number): number[] {
  const found: number[] = [];
  for (const task of tasksOf(pid)) {
    let children: string;
    try {
      children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8');
    } catch {
      continue; // the thread ended between the listing and the read
    }
    for (const child of children.split(' ').filter(Boolean).map(Number))
      found.push(child, ...descendants(child));
  }
  return found;
}

function tasksOf(pid: number): string[] {
  try {
    return readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
}

/** A process's resident memory by kind, in MB (see `residentByKind`). */
export type MemoryKinds = {
  /** V8's heaps, every thread's: its pages are mappings of 256 kB at most. */
  jsHeaps: number;
  /** WebAssembly memory: PGlite's PostgreSQL, in one mapping far larger than anything else. */
  wasm: number;
  /** malloc's heaps (the main one and the 64 MB arenas of other threads): V8's compilers, libuv, buffers. */
  native: number;
  /** The node binary, libraries and compiled code. */
  code: number;
  other: number;
};

/**
 * Where a process's resident memory is, told from the sizes and kinds of its mappings
 * (/proc/<pid>/smaps): an estimate by shape, with no help from the process. Null once it is gone.
 */
export function residentByKind(pid: number): MemoryKinds | null {
  let smaps: string;
  try {
    smaps = readFileSync(`/proc/${pid}/smaps`, 'utf8');
  } catch {
    return null;
  }
  const kinds: MemoryKinds = { jsHeaps: 0, wasm: 0, native: 0, code: 0, other: 0 };
  let kind: keyof MemoryKinds = 'other';
  for (const line of smaps.split('\n')) {
    const mapping = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) {
      const [, start = '0', end = '0', permissions = '', name = ''] = mapping;
      const from = Number.parseInt(start, 16);
      kind = kindOf(from, Number.parseInt(end, 16) - from, permissions, name);
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) kinds[kind] += Number(rss[1]) / KB_PER_MB;
  }
  return kinds;
}

const MB = 1024 * 1024;

/** malloc's arenas other than the main one are 64 MB regions on 64 MB boundaries. */
const ARENA_BYTES = 64 * MB;

function kindOf(start: number, bytes: number, permissions: string, name: string): keyof MemoryKinds {
  if (name === '[heap]') return 'native';
  if (name.startsWith('/') || permissions.includes('x')) return 'code';
  if (name !== '') return 'other';
  if (bytes <= 256 * 1024) return 'jsHeaps';
  if (bytes > ARENA_BYTES) return 'wasm';
  if (start % ARENA_BYTES === 0) return 'native';
  return 'other';
}
