import '@blueprintjs/core/lib/css/blueprint.css';
import 'flexlayout-react/style/light.css';
import '../src/workspace/theme/theme.css';
import '../src/workspace/theme/shell.css';
import '../src/ui/ui.css';
import { BlueprintProvider, Classes } from '@blueprintjs/core';
import type { Decorator, Preview } from '@storybook/react-vite';
import { Provider as JotaiProvider } from 'jotai';
import { useEffect } from 'react';
import { RawIntlProvider } from 'react-intl';
import { LOCALES, type Locale } from '../contract/enums';
import { provideCatalogues } from '../src/core/i18n/catalogue-store';
import { intlFor } from '../src/core/i18n/intl';
import { appStore } from '../src/core/store';
import { catalogues } from '../src/i18n/catalogues';

// Stories render at once in any language: all three catalogues are in memory from the start.
provideCatalogues(catalogues);

/** The console's providers: the app store, the chosen language, Blueprint and the theme. */
const withConsole: Decorator = (Story, context) => {
  const dark = context.globals.theme === 'dark';
  const locale = (context.globals.locale ?? 'zh-CN') as Locale;
  useEffect(() => {
    document.body.classList.toggle(Classes.DARK, dark);
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  }, [dark]);
  return (
    <JotaiProvider store={appStore}>
      <RawIntlProvider value={intlFor(locale)}>
        <BlueprintProvider>
          <div className="lc-story">
            <Story />
          </div>
        </BlueprintProvider>
      </RawIntlProvider>
    </JotaiProvider>
  );
};

const preview: Preview = {
  decorators: [withConsole],
  globalTypes: {
    theme: {
      description: 'Console theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    locale: {
      description: 'Console language',
      toolbar: { title: 'Language', icon: 'globe', items: [...LOCALES], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light', locale: 'zh-CN' },
  parameters: { layout: 'fullscreen' },
};

export default preview;
