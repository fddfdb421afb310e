import { type IJsonModel, Model } from 'flexlayout-react';
import { api, errorMessage } from '../../core/api/api';
import { CallError } from '../../core/api/client';
import {
  DEFAULT_LAYOUT_NAME,
  layoutModelAtom,
  layoutNamesAtom,
  layoutReadyAtom,
  layoutRevisionAtom,
} from '../../core/layout/layout-atoms';
import {
  closeTab,
  cycleTab,
  emptyLayoutJson,
  focusedTab,
  splitTab,
  toggleMaximizeTab,
} from '../../core/layout/panel-tabs';
import { canOpenPanel, findPanel } from '../../core/panels/open-panel';
import { menuTreeAtom, userInfoAtom } from '../../core/session/atoms';
import { appStore } from '../../core/store';
import { showToast } from '../../core/toaster';
import { isRegisteredPanel } from '../../panels/registry';
import { LAYOUT_VERSION, migrateLayout, type SavedLayout } from './layout-migration';
import { readLocalLayouts, removeLocalLayout, type StampedLayout, writeLocalLayout } from './layout-storage';

/** Long enough to fold a splitter drag into one save, short enough that a reload rarely loses it. */
const SAVE_DELAY_MS = 600;

/** The other named layouts of the user, so switching needs no round trip. */
let savedLayouts = new Map<string, StampedLayout>();
let saveTimer: ReturnType<typeof setTimeout> | null = null;

const migrateOptions = {
  /** Without a menu (it failed to load) nothing could be checked, so the registry alone decides. */
  isKnownPanel: (id: string) =>
    appStore.get(menuTreeAtom).length === 0 ? isRegisteredPanel(id) : canOpenPanel(id),
  isSingleton: (id: string) => findPanel(id)?.singleton ?? true,
};

function currentModel(): Model {
  return appStore.get(layoutModelAtom);
}

/** Replaces the live model and wires it to the revision counter and the saver. */
function install(json: IJsonModel): void {
  const model = Model.fromJson(json);
  model.addChangeListener(() => {
    appStore.set(layoutRevisionAtom, (revision) => revision + 1);
    scheduleSave();
  });
  appStore.set(layoutModelAtom, model);
  appStore.set(layoutRevisionAtom, (revision) => revision + 1);
}

function toJsonModel(layout: SavedLayout | undefined): IJsonModel {
  return (layout && migrateLayout(layout, migrateOptions)) ?? emptyLayoutJson();
}

/** Whether the model holds no panel at all, e.g. a first login. */
export function isLayoutEmpty(): boolean {
  return focusedTab(currentModel()) === null;
}

/**
 * Restores the user's layouts at login or start: from the server, or from this browser when the
 * server cannot answer or holds an older copy than the one saved here.
 */
export async function restoreLayouts(userId: number): Promise<void> {
  appStore.set(layoutReadyAtom, false);
  const local = readLocalLayouts(userId);
  const merged = new Map<string, StampedLayout>(Object.entries(local?.layouts ?? {}));
  let active = local?.active ?? DEFAULT_LAYOUT_NAME;
  try {
    const remote = await api.call('layout/inquire', {});
    for (const layout of remote.list) {
      const mine = merged.get(layout.name);
      if (!mine || mine.savedAt < layout.updated_at) {
        merged.set(layout.name, { version: layout.version, data: layout.data, savedAt: layout.updated_at });
      }
    }
    const remoteActive = remote.list.find((layout) => layout.name === remote.active);
    const localStamp = local?.layouts[local.active]?.savedAt ?? '';
    if (remoteActive && (!local || remoteActive.updated_at > localStamp)) active = remoteActive.name;
  } catch {
    // Offline or refused: the local copy is the layout.
  }
  savedLayouts = merged;
  install(toJsonModel(merged.get(active)));
  publishNames(active);
  appStore.set(layoutReadyAtom, true);
}

/** Forgets the layouts at logout so the next user starts from their own. */
export function resetLayouts(): void {
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = null;
  savedLayouts = new Map();
  install(emptyLayoutJson());
  publishNames(DEFAULT_LAYOUT_NAME);
  appStore.set(layoutReadyAtom, false);
}

function publishNames(active: string) {
  const names = [...new Set([DEFAULT_LAYOUT_NAME, ...savedLayouts.keys(), active])].sort((a, b) =>
    a === DEFAULT_LAYOUT_NAME ? -1 : b === DEFAULT_LAYOUT_NAME ? 1 : a.localeCompare(b),
  );
  appStore.set(layoutNamesAtom, { active, names });
}

function scheduleSave() {
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = setTimeout(() => void saveLayout(), SAVE_DELAY_MS);
}

/**
 * Saves the live model under the active name: in this browser at once, on the server next.
 * A failed server save is silent; the local copy wins at the next start if it is newer. Only a
 * new name the server refuses (the account keeps its most layouts already) is undone and said.
 */
export async function saveLayout(name = appStore.get(layoutNamesAtom).active): Promise<void> {
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = null;
  const user = appStore.get(userInfoAtom);
  if (!user || !appStore.get(layoutReadyAtom)) return;
  const previous = appStore.get(layoutNamesAtom).active;
  const isNew = !savedLayouts.has(name);
  const data = currentModel().toJson() as unknown as Record<string, unknown>;
  const stamped: StampedLayout = { version: LAYOUT_VERSION, data, savedAt: new Date().toISOString() };
  savedLayouts.set(name, stamped);
  writeLocalLayout(user.id, name, stamped, true);
  publishNames(name);
  try {
    await api.call('layout/save', { name, version: LAYOUT_VERSION, data, active: true });
  } catch (error) {
    if (!isNew || !(error instanceof CallError) || error.code !== 'conflict') return;
    savedLayouts.delete(name);
    removeLocalLayout(user.id, name);
    publishNames(previous);
    showToast('error', errorMessage(error));
  }
}

/** Writes the pending save to this browser before the page goes away. */
export function flushLayoutLocally(): void {
  const user = appStore.get(userInfoAtom);
  if (!saveTimer || !user) return;
  clearTimeout(saveTimer);
  saveTimer = null;
  const data = currentModel().toJson() as unknown as Record<string, unknown>;
  const name = appStore.get(layoutNamesAtom).active;
  writeLocalLayout(user.id, name, { version: LAYOUT_VERSION, data, savedAt: new Date().toISOString() }, true);
}

/** Saves the current arrangement under a new (or existing) name and makes it the active one. */
export function saveLayoutAs(name: string): Promise<void> {
  return saveLayout(name.trim());
}

/** Switches to another named layout; the one left behind is saved first. */
export async function switchLayout(name: string): Promise<void> {
  const names = appStore.get(layoutNamesAtom);
  if (name === names.active) return;
  await saveLayout(names.active);
  install(toJsonModel(savedLayouts.get(name)));
  publishNames(name);
  await saveLayout(name);
}

/** Deletes a named layout; deleting the active one falls back to the default layout. */
export async function removeLayout(name: string): Promise<void> {
  const user = appStore.get(userInfoAtom);
  savedLayouts.delete(name);
  if (user) removeLocalLayout(user.id, name);
  if (appStore.get(layoutNamesAtom).active === name) {
    install(toJsonModel(savedLayouts.get(DEFAULT_LAYOUT_NAME)));
    publishNames(DEFAULT_LAYOUT_NAME);
  } else {
    publishNames(appStore.get(layoutNamesAtom).active);
  }
  try {
    await api.call('layout/remove', { name });
  } catch {
    // Already gone on the server, or offline: the local list is updated either way.
  }
}

function withFocusedTab(action: (model: Model, tabId: string) => void) {
  const model = currentModel();
  const tab = focusedTab(model);
  if (tab) action(model, tab.getId());
}

export const closeFocusedPanel = () => withFocusedTab(closeTab);
export const splitFocusedPanel = () => withFocusedTab((model, tabId) => splitTab(model, tabId, 'right'));
export const maximizeFocusedPanel = () => withFocusedTab(toggleMaximizeTab);
export const nextPanel = () => cycleTab(currentModel(), 1);
export const previousPanel = () => cycleTab(currentModel(), -1);
