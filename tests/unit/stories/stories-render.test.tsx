// @vitest-environment happy-dom
import './setup';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { afterAll, afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import preview from '../../../.storybook/preview';
import { DEFAULT_LOCALE } from '../../../contract/enums';
import { intlFor } from '../../../src/core/i18n/intl';
import type { MessageKey } from '../../../src/i18n/catalogues';
import { panels } from '../../../src/panels/registry';
import type { PanelStoryParameters } from '../../../stories/fixtures/panel-stories';

/*
 * Every story of `stories/` rendered as Storybook renders it: the preview's decorators, the
 * story's `beforeEach` (the signed-in user, the fake API) and its `play`, through the composed
 * story's `run()`. A panel story then waits for its lazy chunk and its answers and checks what its
 * state must show; any story fails when a call goes unanswered by its fixtures or the panel's
 * error boundary catches something.
 */

setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
type RunnableStory = {
  run(context?: { canvasElement?: HTMLElement }): Promise<void>;
  parameters: Partial<PanelStoryParameters>;
};

/** Storybook's own two places: `stories/`, and stories kept beside a panel's parts in `src/`. */
const modules = import.meta.glob<StoryModule>(
  ['../../../stories/**/*.stories.tsx', '../../../src/**/*.stories.tsx'],
  {
    eager: true,
  },
);

/** Stories render in the default language, so the expected texts come from its catalogue. */
const intl = intlFor(DEFAULT_LOCALE);
const text = (key: MessageKey) => intl.formatMessage({ id: key });

/** What the panel host's error boundary shows instead of a panel that threw, or whose chunk failed. */
const BOUNDARY_TEXTS = [text('panel.failed_title'), text('panel.chunk_failed_title')];
/** Where a panel shows that it is waiting: a spinner, or skeleton rows and cards. */
const WAITING = '.bp6-spinner, .bp6-skeleton';

/** The first chunk of a panel goes through the transform; later ones are quick. */
const SETTLE_MS = 15_000;

/** The five states every registered panel has a story for, by export name. */
const STATE_EXPORTS = ['Populated', 'Empty', 'Loading', 'Error', 'Forbidden'] as const;

/** One canvas for all stories: each `run()` first unmounts the story before it. */
const canvas = document.createElement('div');
document.body.append(canvas);

let warnings: MockInstance<typeof console.warn>;
let errors: MockInstance<typeof console.error>;

beforeEach(() => {
  warnings = vi.spyOn(console, 'warn');
  errors = vi.spyOn(console, 'error');
});

afterEach(() => {
  warnings.mockRestore();
  errors.mockRestore();
});

afterAll(() => canvas.remove());

/** Calls a story made that its fixtures do not answer (the fake API warns about each). */
function unansweredCalls(): string[] {
  return warnings.mock.calls.flatMap(([first]) =>
    typeof first === 'string' && first.startsWith('No story answer') ? [first] : [],
  );
}

/** Errors the console reported as unexpected (what the panel boundary and global handlers log). */
function reportedErrors(): string[] {
  return errors.mock.calls.flatMap(([first, second]) =>
    typeof first === 'string' && first.startsWith('[console]') ? [`${first} ${String(second)}`] : [],
  );
}

/** What the reader sees: the canvas's text and what its fields hold (a name being edited, a label). */
function shown(): string {
  const fields = [...canvas.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')];
  return [canvas.textContent ?? '', ...fields.map((field) => field.value)].join('\n');
}
const crashed = () => BOUNDARY_TEXTS.some((boundary) => shown().includes(boundary));
const panelBody = () => canvas.querySelector<HTMLElement>('.lc-panel');

/**
 * Waits until `ready` holds, or until the boundary took the panel over (no point waiting then),
 * and fails saying what was on screen.
 */
async function settle(what: string, ready: () => boolean): Promise<void> {
  await vi
    .waitFor(
      () => {
        if (!crashed() && !ready()) throw new Error('not yet');
      },
      { timeout: SETTLE_MS, interval: 25 },
    )
    .catch(() => undefined);
  expect(crashed(), `the panel crashed: ${shown().slice(0, 300)}`).toBe(false);
  expect(ready(), `${what}; on screen: ${shown().slice(0, 300)}`).toBe(true);
}

/** What each state of a panel must put on screen once its chunk has loaded. */
async function checkPanelState({ state, shows }: PanelStoryParameters['panel']): Promise<void> {
  await settle('the panel chunk never loaded', () => panelBody() !== null);
  switch (state) {
    case 'populated':
      await settle(`no "${shows.populated}" from the fixture`, () => shown().includes(shows.populated));
      break;
    case 'empty':
      await settle(`no "${text(shows.empty)}" (${shows.empty})`, () => shown().includes(text(shows.empty)));
      expect(shown()).not.toContain(shows.populated);
      break;
    case 'loading':
      await settle('no spinner or skeleton', () => panelBody()?.querySelector(WAITING) != null);
      expect(shown()).not.toContain(shows.populated);
      break;
    case 'error':
      await settle('the 500 is not shown', () => shown().includes(text('error.internal')));
      break;
    case 'forbidden':
      await settle('the 403 is not shown', () => shown().includes(text('error.forbidden')));
      break;
  }
}

/** Story modules by their path in the project (`stories/panels/Group.stories.tsx`). */
const storyModules = Object.entries(modules).map(
  ([file, module]) => [file.replace(/^(\.\.\/)+/, ''), module] as const,
);

describe.each(storyModules)('%s', (_file, module) => {
  const stories = Object.entries(composeStories(module)) as [string, RunnableStory][];

  it.each(stories)(
    '%s',
    async (_name, story) => {
      await story.run({ canvasElement: canvas });
      const panel = story.parameters.panel;
      if (panel) await checkPanelState(panel);
      else await settle('the story rendered nothing', () => canvas.childElementCount > 0);
      expect(unansweredCalls(), 'calls without a story answer').toEqual([]);
      expect(reportedErrors(), 'errors reported by the console').toEqual([]);
      expect(crashed()).toBe(false);
    },
    40_000,
  );
});

describe('panel stories', () => {
  /** Each registered panel's id, with the story exports of the module whose stories show it. */
  const storiesByPanel = new Map<string, Set<string>>();
  for (const module of Object.values(modules)) {
    const meta = (module as { default?: { args?: { panelId?: unknown } } }).default;
    const panelId = meta?.args?.panelId;
    if (typeof panelId === 'string') storiesByPanel.set(panelId, new Set(Object.keys(module)));
  }

  it.each(panels.map((panel) => panel.id))(
    '%s has Populated, Empty, Loading, Error and Forbidden stories',
    (id) => {
      const exports = storiesByPanel.get(id);
      expect(exports, `no stories module has args.panelId "${id}"`).toBeDefined();
      expect(STATE_EXPORTS.filter((name) => !exports?.has(name))).toEqual([]);
    },
  );
});
