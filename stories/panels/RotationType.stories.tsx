import type { Meta } from '@storybook/react-vite';
import { rotationTypeAnswers } from '../fixtures/code-admin';
import { superAdminMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'rotation_type',
  ...rotationTypeAnswers,
  menu: superAdminMenu,
  shows: { populated: '轮流分配（推荐加粉）', empty: 'rotation_type.intro' },
});

/**
 * The rotation models (`rotation_type`, administrators): which ones operators may choose and the label
 * they see. "Empty" is nothing customised: every model on, under its own name.
 */
const meta = { title: 'Panels/Codes/Rotation models', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
