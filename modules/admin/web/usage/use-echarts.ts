import { useEffect, useRef } from 'react';
import { LineChart } from 'echarts/charts';
import { AriaComponent, GridSimpleComponent, LegendScrollComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerEcharts, type ComposeOption, type ECharts } from 'echarts/core';
import type { LineSeriesOption } from 'echarts/charts';
import type { AriaComponentOption, GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

// Only what the usage chart draws: the whole library would be twice the size (STACK.md).
registerEcharts([LineChart, GridSimpleComponent, TooltipComponent, LegendScrollComponent, AriaComponent, CanvasRenderer]);

export type TChartOption = ComposeOption<
  LineSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption | AriaComponentOption
>;

/**
 * An echarts instance bound to a div: created once, given each new option in full, resized with
 * its box, disposed with the component. (In place of echarts-for-react, whose CommonJS entry
 * breaks under Vite 8: STACK.md.)
 */
export function useEcharts<T extends HTMLElement>(option: TChartOption) {
  const ref = useRef<T>(null);
  const chart = useRef<ECharts | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const instance = init(element);
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return ref;
}
