import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_LOCALE } from '../../contract/enums';
import { intlFor } from '../../src/core/i18n/intl';
import { backendSignalSupport, lockWaitAnswers, lockWaitEmbeddedAnswers } from '../fixtures/database-health';
import { administratorMenu, superAdminMenu } from '../fixtures/menus';
import { shownElement } from '../fixtures/money-ledger';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

type Story = StoryObj<typeof PanelInTab>;

const fixture = {
  panelId: 'mysql_lock',
  support: backendSignalSupport,
  menu: superAdminMenu,
  shows: { populated: 'ops_migrate', empty: 'db_health_ui.lock.empty_title' as const },
};
const panel = panelStories({ ...fixture, ...lockWaitAnswers });
const embedded = panelStories({
  ...fixture,
  ...lockWaitEmbeddedAnswers,
  shows: {
    ...fixture.shows,
    populated: intlFor(DEFAULT_LOCALE).formatMessage({ id: 'db_health_ui.lock.embedded' }),
  },
});
const administrator = panelStories({ ...fixture, ...lockWaitAnswers, menu: administratorMenu });

/**
 * Lock waits (`mysql_lock`, administrators): each waiting backend beside the one blocking it, the
 * lock and how long it has waited, refreshed every five seconds. Two updates of `codes` wait for a
 * transaction left open (flagged: only ending it helps); a migration waits behind a long report
 * and holds a visit insert up in turn. A super administrator sees the buttons to stop the blocker's
 * statement or end it.
 */
const meta = { title: 'Panels/Platform/Lock waits', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };

/** The embedded database answered: one connection, nothing can wait, and the callout says so. */
export const Embedded: Story = embedded.Populated;

/** A platform administrator without the super administrator's grants: the list, and no buttons. */
export const Administrator: Story = administrator.Populated;

/** Ending a blocker asks first, saying its connection closes and its transaction is rolled back. */
export const ConfirmingEnd: Story = {
  ...panel.Populated,
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(
      await shownElement(canvasElement, '[data-action="mysql_time_consuming/terminate"]'),
    );
    await shownElement(document.body, '.bp6-alert');
  },
};
