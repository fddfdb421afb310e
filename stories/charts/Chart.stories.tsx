import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Theme } from '../../contract/enums';
import { themeAtom } from '../../src/core/preferences';
import { appStore } from '../../src/core/store';
import { CountsChart } from '../../src/features/statistics/CountsChart';
import { ShareChart } from '../../src/features/statistics/ShareChart';
import { HOUR_LABELS } from '../../src/ui/days';
import { dayRows, operatingSystems, provinces, weekLabels, weekRows, zeroWeek } from '../fixtures/statistics';

/** Charts read the console's theme atom; the story toolbar's theme sets it. */
const withChartTheme: Decorator = (Story, context) => {
  const dark = context.globals.theme === 'dark';
  useEffect(() => {
    appStore.set(themeAtom, dark ? Theme.dark : Theme.light);
  }, [dark]);
  return (
    <div style={{ padding: 16, maxWidth: 760 }}>
      <Story />
    </div>
  );
};

/**
 * The shared chart (ECharts, tree-shaken) as the statistics panels use it: counts over days or
 * hours, shares as a donut or a ranking, and its loading and empty states.
 */
const meta: Meta<typeof CountsChart> = {
  title: 'UI/Charts',
  component: CountsChart,
  decorators: [withChartTheme],
  args: { rows: weekRows, categories: weekLabels, label: '近7天访问', kind: 'line' },
};
export default meta;

type Story = StoryObj<typeof CountsChart>;

export const WeekLines: Story = {};

export const WeekLinesDark: Story = { globals: { theme: 'dark' } };

export const HoursAsBars: Story = {
  args: { rows: dayRows, categories: HOUR_LABELS, kind: 'bar', label: '今日分时访问' },
};

export const HoursAsBarsDark: Story = { ...HoursAsBars, globals: { theme: 'dark' } };

export const Loading: Story = { args: { rows: null, loading: true } };

/** A week without a visit says so instead of drawing flat lines. */
export const Empty: Story = { args: { rows: zeroWeek } };

export const SharesAsDonut: Story = {
  render: () => <ShareChart rows={operatingSystems} mode="pie" label="操作系统" />,
};

export const SharesAsDonutDark: Story = { ...SharesAsDonut, globals: { theme: 'dark' } };

export const SharesAsRanking: Story = {
  render: () => <ShareChart rows={provinces} mode="ranking" label="省份" />,
};
