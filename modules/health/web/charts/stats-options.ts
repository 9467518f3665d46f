import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { AriaComponentOption, GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { TDatacubeRow } from '../../contract-views';

export type THealthChartOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | PieSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption | AriaComponentOption
>;

/** Rate 0~1 as a percent with one decimal, what the axes and labels show. */
const percent = (rate: number): number => Math.round(rate * 1000) / 10;

/** The reported rate day by day (line), abnormal people as bars on their own axis. */
export function rateByDayChart(rows: readonly TDatacubeRow[], names: { rate: string; abnormal: string }): THealthChartOption {
  return {
    aria: { enabled: true },
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    grid: { left: 48, right: 40, top: 24, bottom: 48 },
    xAxis: { type: 'category', data: rows.map((r) => r.key.slice(5)) },
    yAxis: [
      { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
      { type: 'value', minInterval: 1, splitLine: { show: false } },
    ],
    series: [
      { type: 'line', name: names.rate, data: rows.map((r) => percent(r.rate)), smooth: true, label: { show: rows.length <= 14, formatter: '{c}%' } },
      { type: 'bar', name: names.abnormal, yAxisIndex: 1, data: rows.map((r) => r.abnormal), barMaxWidth: 16 },
    ],
  };
}

/** The reported rate of each department or class over the range, lowest on top (those to chase). */
export function rateByUnitChart(rows: readonly TDatacubeRow[], name: string): THealthChartOption {
  const sorted = [...rows].sort((a, b) => a.rate - b.rate);
  return {
    aria: { enabled: true },
    tooltip: { trigger: 'axis', valueFormatter: (v) => `${String(v)}%` },
    grid: { left: 8, right: 48, top: 8, bottom: 8, containLabel: true },
    yAxis: { type: 'category', data: sorted.map((r) => r.name), inverse: true },
    xAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
    series: [{ type: 'bar', name, data: sorted.map((r) => percent(r.rate)), label: { show: true, position: 'right', formatter: '{c}%' } }],
  };
}

/** How many abnormal people gave each reason (one person may give several), most frequent first. */
export function countReasons(people: readonly { abnormal: readonly string[] }[]): { reason: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const person of people) for (const reason of new Set(person.abnormal)) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count);
}

/** The abnormal reasons as a ring. */
export function reasonsChart(reasons: readonly { reason: string; count: number }[]): THealthChartOption {
  return {
    aria: { enabled: true },
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { type: 'scroll', bottom: 0 },
    series: [{ type: 'pie', radius: ['35%', '65%'], data: reasons.map((r) => ({ name: r.reason, value: r.count })) }],
  };
}
