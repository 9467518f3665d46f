import { LineChart } from 'echarts/charts';
import { AriaComponent, GridSimpleComponent, LegendScrollComponent, TooltipComponent } from 'echarts/components';
import { use as registerEcharts, type ComposeOption } from 'echarts/core';
import type { LineSeriesOption } from 'echarts/charts';
import type { AriaComponentOption, GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

// Only what the usage chart draws: the whole library would be twice the size (STACK.md).
registerEcharts([LineChart, GridSimpleComponent, TooltipComponent, LegendScrollComponent, AriaComponent, CanvasRenderer]);

export type TChartOption = ComposeOption<
  LineSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption | AriaComponentOption
>;

export { useEcharts } from '@quad/platform/shell/use-echarts';
