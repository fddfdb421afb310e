import { atom } from 'jotai';
import { LIMITS } from '../../../contract/rules';
import { api } from '../../core/api/api';
import { onWriteAnswered } from '../../core/api/write-answers';
import { tokenAtom } from '../../core/session/atoms';
import { appStore } from '../../core/store';

/** Work waiting on the user's pages (`admin/menu_badges`): page id → count; absent means none. */
export const menuBadgesAtom = atom<Record<string, number>>({});

/** A burst of writes (ten approvals in a row) asks once, shortly after the last. */
const AFTER_WRITE_MS = 400;

/**
 * Keeps the menu's badges current for the life of the page: asked at sign-in, every 30 s, and
 * shortly after any accepted write (a review done here or a request made elsewhere in this
 * console); cleared at sign-out. A failed ask keeps the last badges until the next one.
 */
export function startMenuBadges(): void {
  let afterWrite: number | undefined;
  const ask = async () => {
    if (!appStore.get(tokenAtom)) return;
    try {
      const { badges } = await api.call('admin/menu_badges', {});
      if (appStore.get(tokenAtom)) appStore.set(menuBadgesAtom, badges);
    } catch {
      // Silent: the next tick asks again.
    }
  };
  appStore.sub(tokenAtom, () => {
    appStore.set(menuBadgesAtom, {});
    void ask();
  });
  onWriteAnswered(() => {
    window.clearTimeout(afterWrite);
    afterWrite = window.setTimeout(() => void ask(), AFTER_WRITE_MS);
  });
  window.setInterval(() => void ask(), LIMITS.menuBadgePollMs);
  void ask();
}
