import type { Meta } from '@storybook/react-vite';
import { batchAnswers, batchSuffixes } from '../fixtures/codes';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'batche_query',
  ...batchAnswers,
  shows: { populated: '西湖银泰门店活码', empty: 'batch.no' },
  // The panel asks nothing until suffixes are pasted and the query is sent.
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('textbox', {}, { timeout: 5000 }));
    await userEvent.paste(batchSuffixes.join('\n'));
    const query = canvasElement.querySelector<HTMLElement>('[data-action="batche_query/inquire"]');
    if (query) await userEvent.click(query);
  },
});

/**
 * Batch query (`batche_query`) after pasting eight suffixes and sending them: each suffix's status
 * and visits in the order pasted, what was not found easy to copy out. "Empty" is a batch of which
 * no suffix is the operator's.
 */
const meta = { title: 'Panels/Codes/Batch query', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
