import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { AriaComponentOption, GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type TStatsChartOption = ComposeOption<
  BarSeriesOption | PieSeriesOption | LineSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption | AriaComponentOption
>;

export interface TOptionCount {
  label: string;
  count: number;
}

/** A choice field's counts as bars (many options, or long labels) or a pie (a few options). */
export function choiceChart(options: readonly TOptionCount[], shape: 'bar' | 'pie'): TStatsChartOption {
  if (shape === 'pie')
    return {
      aria: { enabled: true },
      tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
      legend: { type: 'scroll', bottom: 0 },
      // Counts on the ring and names in the legend: names around it are cut short on a phone.
      series: [{ type: 'pie', radius: ['35%', '65%'], label: { position: 'inside', formatter: '{c}' }, data: options.map((o) => ({ name: o.label, value: o.count })) }],
    };
  return {
    aria: { enabled: true },
    tooltip: { trigger: 'axis' },
    grid: { left: 8, right: 32, top: 8, bottom: 8, containLabel: true },
    // Options read top to bottom, as in the form.
    yAxis: { type: 'category', data: options.map((o) => o.label), inverse: true },
    xAxis: { type: 'value', minInterval: 1 },
    series: [{ type: 'bar', data: options.map((o) => o.count), label: { show: true, position: 'right' } }],
  };
}

/** A pie reads well only for a handful of slices. */
export const defaultShape = (options: readonly TOptionCount[]): 'bar' | 'pie' => (options.length <= 6 ? 'pie' : 'bar');

/** Answers per day as columns. */
export function perDayChart(perDay: readonly { day: string; count: number }[], name: string): TStatsChartOption {
  return {
    aria: { enabled: true },
    tooltip: { trigger: 'axis' },
    grid: { left: 40, right: 16, top: 24, bottom: 32 },
    xAxis: { type: 'category', data: perDay.map((d) => d.day.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ type: 'bar', name, data: perDay.map((d) => d.count) }],
  };
}

/** Share of the audience that answered, in whole percent; none when the audience is unknown (link forms). */
export const answeredShare = (total: number, audience: number): number | undefined =>
  audience > 0 ? Math.min(100, Math.round((total / audience) * 100)) : undefined;
