export { statsChartTexts } from '../i18n/texts/statsChart.ts';
export { StatsChart, type StatsChartProps } from './StatsChart.tsx';
export type { StatsChartDatum, StatsChartLimit, StatsChartSeries } from './statsChartData.ts';
