import type { Meta } from '@storybook/react-vite';
import { imageAnswers } from '../fixtures/images';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'image_configs',
  ...imageAnswers,
  shows: { populated: '粉丝群二维码', empty: 'table.empty_title' },
});

/**
 * The image library (`image_configs`), a described resource with an upload button: each picture's
 * thumbnail, size and how many code destinations show it (those cannot be deleted); empty, it
 * invites the first upload.
 */
const meta = { title: 'Panels/Codes/Image library', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
