import type { Meta } from '@storybook/react-vite';
import { superAdminMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';
import { languageAnswers } from '../fixtures/settings';

const panel = panelStories({
  panelId: 'language_list',
  ...languageAnswers,
  menu: superAdminMenu,
  shows: { populated: 'Kiswahili', empty: 'table.empty_title' },
});

/**
 * The console's languages (`language_list`, administrators), a described resource: the default one
 * starred, a language being prepared hidden.
 */
const meta = { title: 'Panels/Settings/Languages', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
