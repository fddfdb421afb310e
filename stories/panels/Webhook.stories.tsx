import type { Meta, StoryObj } from '@storybook/react-vite';
import { waitFor } from 'storybook/test';
import { customerMenu } from '../fixtures/menus';
import { shownElement } from '../fixtures/money-ledger';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';
import { STORY_WEBHOOK_SECRET, webhookAnswers } from '../fixtures/webhook';

const panel = panelStories({
  panelId: 'webhook',
  ...webhookAnswers,
  menu: customerMenu,
  shows: { populated: 'crm.example.com', empty: 'webhook.empty_title' },
});

/**
 * The customer's webhook endpoints (`webhook`): address and description, how many events, the
 * state (one stopped by a 410), an enable switch, test event, deliveries and secret rotation.
 */
const meta = { title: 'Panels/Platform/Webhooks', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };

/** A new endpoint: address and events, then its signing secret, shown this once with a copy button. */
export const AddingEndpoint: StoryObj<typeof PanelInTab> = {
  ...panel.Populated,
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await shownElement(canvasElement, '[data-action="webhook/add"]'));
    await userEvent.type(await shownElement(document.body, '#field-url'), 'https://hooks.example.com/in');
    await userEvent.click(await shownElement(document.body, '.bp6-dialog button[type="submit"]'));
    const secret = await shownElement(document.body, '#webhook-secret');
    await waitFor(() => {
      if ((secret as HTMLInputElement).value !== STORY_WEBHOOK_SECRET)
        throw new Error('the secret is not shown');
    });
  },
};

/** The deliveries of an endpoint: one retried after a 500, one waiting for its next attempt. */
export const Deliveries: StoryObj<typeof PanelInTab> = {
  ...panel.Populated,
  play: async ({ canvasElement, userEvent }) => {
    const [first] = await waitFor(() => {
      const buttons = canvasElement.querySelectorAll('[data-action="webhook/deliveries"]');
      if (buttons.length === 0) throw new Error('no deliveries button');
      return [...buttons];
    });
    await userEvent.click(first as Element);
    await shownElement(document.body, '[data-testid="webhook-deliveries"]');
  },
};
