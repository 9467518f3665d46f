import { useEffect, useRef } from 'react';
import { init, type EChartsCoreOption, type ECharts } from 'echarts/core';

/**
 * An echarts instance bound to a div: created once, given each new option in full, resized with
 * its box, disposed with the component. (In place of echarts-for-react, whose CommonJS entry
 * breaks under Vite 8: STACK.md.) Each chart registers (`use` of echarts/core) only the series and
 * components it draws, beside its option type: the whole library would be twice the size.
 */
export function useEcharts<T extends HTMLElement>(option: EChartsCoreOption) {
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
