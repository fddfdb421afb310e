import type { Meta } from '@storybook/react-vite';
import { codeEditorAnswers, EDITED_CODE_ID } from '../fixtures/code-admin';
import { codeSupport } from '../fixtures/codes';
import { customerMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'set_qr_code',
  ...codeEditorAnswers,
  support: codeSupport,
  menu: customerMenu,
  config: { id: EDITED_CODE_ID },
  shows: { populated: '导购小林', empty: 'codes.dest_add' },
});

/**
 * The editor of one code (`set_qr_code`, tab configuration `{id}`): its settings and its destinations
 * taking turns, each with its threshold and visits so far. "Empty" is a code nobody has scanned yet.
 */
const meta = { title: 'Panels/Codes/Code editor', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
