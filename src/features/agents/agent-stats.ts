import type { CallOutput } from '../../../contract/calls';
import type { MessageKey } from '../../i18n/catalogues';
import { fillDays } from '../../ui/charts/series';
import type { DayRange } from '../../ui/days';
import { sumMoney } from '../money/money-rules';

/*
 * Pure rules of the agent statistics pages. The server leaves out days and months without
 * activity; the pages fill them with zeros so the chart and the table show every period of the
 * range. Amounts stay decimal strings: only the chart turns them into numbers, to plot them.
 */

export type AgentDayRow = CallOutput<'agent_daily_statistics/inquire'>['list'][number];
export type AgentMonthRow = CallOutput<'agent_historical_statistics/inquire'>['list'][number];

/** What an agent's day or month counts: customers gained and paying, purchases and shares. */
export type AgentFigures = Omit<AgentDayRow, 'date'>;

/** A row of either page: its period (`2026-11-27` or `2026-11`) and its figures. */
export type AgentPeriodRow = AgentFigures & { period: string };

export type MonthRange = { start_month: string; end_month: string };

export function zeroFigures(): AgentFigures {
  return { new_customers: 0, paying_customers: 0, purchase_amount: '0', share_amount: '0' };
}

/** Every day of the range in order, with zeros for the days the answer left out. */
export function fillAgentDays(rows: readonly AgentDayRow[], range: DayRange): AgentPeriodRow[] {
  return fillDays<AgentDayRow>(rows, range.start_date, range.end_date, (date) => ({
    date,
    ...zeroFigures(),
  })).map(({ date, ...figures }) => ({ period: date, ...figures }));
}

/** `2026-11` moved by `count` months (back when negative): `2026-01` and −1 is `2025-12`. */
export function addMonths(month: string, count: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Every month from `start` through `end`, both included; nothing when the range is reversed. */
export function monthList(start: string, end: string): string[] {
  const months: string[] = [];
  for (let month = start; month <= end; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** The last `months` months through the month of `today` (a `YYYY-MM-DD` day): 12 is a year. */
export function lastMonthsRange(months: number, today: string): MonthRange {
  const through = today.slice(0, 7);
  return { start_month: addMonths(through, -(months - 1)), end_month: through };
}

/** Why the server would refuse a month range (its order); null when it is fine. */
export function monthRangeProblem(range: MonthRange): MessageKey | null {
  return range.start_month > range.end_month ? 'agents_ui.month_range_order' : null;
}

/** Every month of the range in order, with zeros for the months the answer left out. */
export function fillAgentMonths(rows: readonly AgentMonthRow[], range: MonthRange): AgentPeriodRow[] {
  const byMonth = new Map(rows.map(({ month, ...figures }) => [month, figures]));
  return monthList(range.start_month, range.end_month).map((month) => ({
    period: month,
    ...(byMonth.get(month) ?? zeroFigures()),
  }));
}

/**
 * The range's figures: counts added, amounts added exactly. Paying customers add up per period
 * (a customer who paid on two days counts twice): customer-days, or customer-months.
 */
export function agentTotals(rows: readonly AgentFigures[]): AgentFigures {
  return {
    new_customers: rows.reduce((sum, row) => sum + row.new_customers, 0),
    paying_customers: rows.reduce((sum, row) => sum + row.paying_customers, 0),
    purchase_amount: sumMoney(rows.map((row) => row.purchase_amount)),
    share_amount: sumMoney(rows.map((row) => row.share_amount)),
  };
}
