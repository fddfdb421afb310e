import type { Meta } from '@storybook/react-vite';
import { codeSupport, rotationAnswers } from '../fixtures/codes';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'rotation',
  ...rotationAnswers,
  support: codeSupport,
  shows: { populated: '团购接龙 12 群 · 群二维码', empty: 'table.empty_title' },
});

/**
 * Destination switches (`rotation`), newest first: which code moved from which destination to which, and
 * whether its thresholds ran out.
 */
const meta = { title: 'Panels/Codes/Rotations', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
