import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import { RawIntlProvider } from 'react-intl';
import { localeAtom } from '../preferences';
import { cataloguesArrivedAtom } from './catalogue-store';
import { intlFor } from './intl';

/** Provides the chosen language to React, with the same formatter code outside React uses. */
export function IntlRoot({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  // A language fetched while it was already chosen (picked in another tab) shows once it arrives.
  useAtomValue(cataloguesArrivedAtom);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return <RawIntlProvider value={intlFor(locale)}>{children}</RawIntlProvider>;
}
