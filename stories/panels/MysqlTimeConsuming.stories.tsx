import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_LOCALE } from '../../contract/enums';
import { intlFor } from '../../src/core/i18n/intl';
import {
  backendSignalSupport,
  slowStatementAnswers,
  slowStatementEmbeddedAnswers,
} from '../fixtures/database-health';
import { superAdminMenu } from '../fixtures/menus';
import { shownElement } from '../fixtures/money-ledger';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

type Story = StoryObj<typeof PanelInTab>;

const fixture = {
  panelId: 'mysql_time_consuming',
  support: backendSignalSupport,
  menu: superAdminMenu,
  shows: { populated: 'report_ro', empty: 'db_health_ui.slow.empty_title' as const },
};
const panel = panelStories({ ...fixture, ...slowStatementAnswers });
const embedded = panelStories({
  ...fixture,
  ...slowStatementEmbeddedAnswers,
  shows: {
    ...fixture.shows,
    populated: intlFor(DEFAULT_LOCALE).formatMessage({ id: 'db_health_ui.slow.embedded' }),
  },
});

/**
 * Slow statements (`mysql_time_consuming`, administrators): statements running longer than the
 * threshold the tab keeps, longest first, refreshed every five seconds — a seven-minute report, a
 * transaction left open (flagged), a migration waiting for its lock. A super administrator sees
 * the buttons to stop a statement or end its backend.
 */
const meta = { title: 'Panels/Platform/Slow statements', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };

/** The embedded database answered: its one connection is the one answering, so nothing is listed. */
export const Embedded: Story = embedded.Populated;

/** A statement read in full beside the list, with its copy button and the signal buttons. */
export const ReadingStatement: Story = {
  ...panel.Populated,
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await shownElement(canvasElement, '.lc-table-actions button'));
    await shownElement(document.body, '.lc-db-sql-full');
  },
};
