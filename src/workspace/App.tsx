import { BlueprintProvider } from '@blueprintjs/core';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { IntlRoot } from './i18n/IntlRoot';
import { AppRoutes } from './routes/AppRoutes';
import { BrandingSync } from './shell/branding';
import { appStore } from './store';
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
