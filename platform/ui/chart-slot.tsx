import { Suspense, type ReactNode } from 'react';

/**
 * Where a chart sits on a phone page. echarts is larger than a whole phone page's budget, so a chart
 * is `lazy()` and comes after the page: until it arrives, and while its data is not `ready`, its box
 * stays the chart's size, shimmering, and the page does not jump when it draws.
 */
export function ChartSlot({ className, ready, children }: { className: string; ready: boolean; children: ReactNode }) {
  const waiting = <div className={`${className} q-chart-waiting`} aria-busy="true" />;
  return ready ? <Suspense fallback={waiting}>{children}</Suspense> : waiting;
}
