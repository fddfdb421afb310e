import type { Meta } from '@storybook/react-vite';
import { superAdminMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';
import { uploadStorageAnswers } from '../fixtures/upload-storage';

const panel = panelStories({
  panelId: 'image_config',
  ...uploadStorageAnswers,
  menu: superAdminMenu,
  shows: { populated: 'livecode-uploads', empty: 'image_config.section_driver' },
});

/**
 * Upload storage (`image_config`, administrators): an S3-compatible bucket with its secret shown only
 * as a hint. "Empty" is a fresh installation writing to the local disk.
 */
const meta = { title: 'Panels/Settings/Upload storage', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
