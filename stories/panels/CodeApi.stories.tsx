import type { Meta, StoryObj } from '@storybook/react-vite';
import { waitFor } from 'storybook/test';
import { codeApiAnswers, STORY_API_KEY } from '../fixtures/code-api';
import { customerMenu } from '../fixtures/menus';
import { shownElement } from '../fixtures/money-ledger';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'code_api',
  ...codeApiAnswers,
  menu: customerMenu,
  shows: { populated: 'Grafana dashboard', empty: 'code_api.empty_title' },
});

/**
 * The customer's API keys (`code_api`): scopes as tags, only the ends of each key, the last use,
 * a key revoked after a leak; links to the API reference and the OpenAPI document.
 */
const meta = { title: 'Panels/Codes/Code API', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };

/**
 * A new key: name and scopes, then the key itself, shown this once in a read-only field with a
 * copy button and the warning that it cannot be shown again.
 */
export const CreatingKey: StoryObj<typeof PanelInTab> = {
  ...panel.Populated,
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await shownElement(canvasElement, '[data-action="code_api/add"]'));
    await userEvent.type(await shownElement(document.body, '#field-name'), 'Nightly import');
    await userEvent.click(await shownElement(document.body, '.bp6-dialog button[type="submit"]'));
    const key = await shownElement(document.body, '#code-api-new-key');
    await waitFor(() => {
      if ((key as HTMLInputElement).value !== STORY_API_KEY) throw new Error('the key is not shown');
    });
  },
};
