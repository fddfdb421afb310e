import { BlueprintProvider } from '@blueprintjs/core';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { BrandingSync } from '../core/branding';
import { IntlRoot } from '../core/i18n/IntlRoot';
import { appStore } from '../core/store';
import { AppRoutes } from './routes/AppRoutes';
import { ThemeSync } from './theme/ThemeSync';

/** The console's providers around its routes; the store is the explicit one commands also use. */
export function App() {
  return (
    <StrictMode>
      <JotaiProvider store={appStore}>
        <IntlRoot>
          <BlueprintProvider>
            <ThemeSync />
            <BrandingSync />
            <AppRoutes />
          </BlueprintProvider>
        </IntlRoot>
      </JotaiProvider>
    </StrictMode>
  );
}
