import { OverlaysProvider, PortalProvider } from '@blueprintjs/core';
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
          {/* Blueprint's providers without the shortcuts one, which the console route adds. */}
          <PortalProvider>
            <OverlaysProvider>
              <ThemeSync />
              <BrandingSync />
              <AppRoutes />
            </OverlaysProvider>
          </PortalProvider>
        </IntlRoot>
      </JotaiProvider>
    </StrictMode>
  );
}
