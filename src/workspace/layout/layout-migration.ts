import type { IJsonModel, IJsonRowNode, IJsonTabNode, IJsonTabSetNode } from 'flexlayout-react';
import { emptyLayoutJson, LAYOUT_GLOBAL } from '../../core/layout/panel-tabs';

/**
 * Version of the saved layout format. Raise it when the stored shape changes and add the step
 * from the previous version to `LAYOUT_MIGRATIONS`; old layouts then keep working.
 */
export const LAYOUT_VERSION = 1;

/** A layout as the server and localStorage keep it. */
export type SavedLayout = { version: number; data: Record<string, unknown> };

/** Turns a layout of version n into one of version n + 1. */
export type LayoutMigration = (data: Record<string, unknown>) => Record<string, unknown>;

/** Steps keyed by the version they start from. Version 1 is the first format: no steps yet. */
export const LAYOUT_MIGRATIONS: Readonly<Record<number, LayoutMigration>> = {};

export type MigrateOptions = {
  /** Tabs of panels that no longer exist (or are not built yet) are dropped. */
  isKnownPanel(id: string): boolean;
  /** A singleton that appears twice (an old bug, a hand-edited layout) keeps its first tab. */
  isSingleton(id: string): boolean;
  migrations?: Readonly<Record<number, LayoutMigration>>;
  currentVersion?: number;
};

/**
 * Brings a saved layout to the current version and cleans it against today's registry. Answers
 * null when the layout cannot be used (newer than this console, broken, or a missing step), so
 * the caller falls back to a fresh layout instead of crashing the workspace.
 */
export function migrateLayout(saved: SavedLayout, options: MigrateOptions): IJsonModel | null {
  const migrations = options.migrations ?? LAYOUT_MIGRATIONS;
  const currentVersion = options.currentVersion ?? LAYOUT_VERSION;
  if (!Number.isInteger(saved.version) || saved.version < 1 || saved.version > currentVersion) return null;
  let data = saved.data;
  for (let version = saved.version; version < currentVersion; version += 1) {
    const step = migrations[version];
    if (!step) return null;
    try {
      data = step(data);
    } catch {
      return null;
    }
  }
  return sanitiseLayout(data, options);
}

type Counter = { seen: Set<string> };

/** Keeps only what the current console can render; the layout's own attributes are kept. */
export function sanitiseLayout(data: unknown, options: MigrateOptions): IJsonModel | null {
  if (!isRecord(data) || !isRecord(data.layout) || data.layout.type !== 'row') return null;
  const counter: Counter = { seen: new Set() };
  const layout = cleanRow(data.layout as unknown as IJsonRowNode, options, counter);
  return { global: LAYOUT_GLOBAL, borders: [], layout: layout ?? emptyLayoutJson().layout };
}

function cleanRow(row: IJsonRowNode, options: MigrateOptions, counter: Counter): IJsonRowNode | null {
  if (!Array.isArray(row.children)) return null;
  const children: (IJsonRowNode | IJsonTabSetNode)[] = [];
  for (const child of row.children) {
    if (!isRecord(child)) continue;
    const cleaned =
      child.type === 'row'
        ? cleanRow(child as IJsonRowNode, options, counter)
        : child.type === 'tabset'
          ? cleanTabset(child as IJsonTabSetNode, options, counter)
          : null;
    if (cleaned) children.push(cleaned);
  }
  if (children.length === 0) return null;
  return { ...row, children };
}

function cleanTabset(
  tabset: IJsonTabSetNode,
  options: MigrateOptions,
  counter: Counter,
): IJsonTabSetNode | null {
  if (!Array.isArray(tabset.children)) return null;
  const kept: IJsonTabNode[] = [];
  tabset.children.forEach((tab) => {
    if (!isRecord(tab) || typeof tab.component !== 'string' || !options.isKnownPanel(tab.component)) return;
    if (options.isSingleton(tab.component)) {
      if (counter.seen.has(tab.component)) return;
      counter.seen.add(tab.component);
    }
    kept.push(tab as IJsonTabNode);
  });
  if (kept.length === 0) return null;
  const wanted = tabset.children[tabset.selected ?? 0];
  const selected = Math.max(0, kept.indexOf(wanted as IJsonTabNode));
  return { ...tabset, children: kept, selected };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
