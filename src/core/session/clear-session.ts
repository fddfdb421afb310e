import { appStore } from '../store';
import { menuTreeAtom, tokenAtom, userInfoAtom } from './atoms';

/** Forgets the session in this browser; the layout and preferences stay for the next login. */
export function clearSession(): void {
  appStore.set(tokenAtom, null);
  appStore.set(userInfoAtom, null);
  appStore.set(menuTreeAtom, []);
}
