import { Classes } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Theme } from '../../../contract/enums';
import { themeAtom } from '../../core/preferences';

/**
 * Puts Blueprint's dark class on the body: portals (dialogs, popovers, toasts) render outside the
 * app root, so the class must sit above them all.
 */
export function ThemeSync() {
  const theme = useAtomValue(themeAtom);
  useEffect(() => {
    const dark = theme === Theme.dark;
    document.body.classList.toggle(Classes.DARK, dark);
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  }, [theme]);
  return null;
}
