// The fixed geometry of StatsChart, in one place. Colours and widths come from the chart tokens
// (CSS custom properties, `var(--chart-…)`); what is here is the shape vocabulary (which dash
// pattern and which dot shape a series position has, so that colour is never the only cue) and
// the plot's margins, which recharts takes as numbers and which the day buttons must match.
export type MarkerShape = 'circle' | 'square' | 'triangle' | 'diamond';

export interface SeriesStyle {
  /** `var(--chart-series-N)`: the series' colour from the tokens. */
  color: string;
  /** SVG stroke-dasharray of the line; undefined for a solid line. */
  dash: string | undefined;
  /** The dot shape of the line and the legend. */
  symbol: MarkerShape;
}

/** By series position: solid/circle, dashed/square, dotted/triangle, dash-dot/diamond. */
export const SERIES_STYLES: readonly SeriesStyle[] = [
  { color: 'var(--chart-series-1)', dash: undefined, symbol: 'circle' },
  { color: 'var(--chart-series-2)', dash: '6 4', symbol: 'square' },
  { color: 'var(--chart-series-3)', dash: '2 3', symbol: 'triangle' },
  { color: 'var(--chart-series-4)', dash: '8 3 2 3', symbol: 'diamond' },
];

/** The style of the series at a position (0-based). */
export function seriesStyle(index: number): SeriesStyle {
  return SERIES_STYLES[index % SERIES_STYLES.length] as SeriesStyle;
}

export const LIMIT_DASH = '10 4';
export const LIMIT_COLOR = 'var(--chart-limit)';

/** Radius of a line's dots. */
export const DOT_RADIUS = 3.5;

/**
 * The plot inside the chart's SVG: the days' bands span from `left` to the width minus `right`,
 * the values from `top` down to the x axis. The day buttons are laid over the same box.
 */
export const PLOT_MARGIN = { top: 12, right: 8, bottom: 0, left: 8 } as const;
export const X_AXIS_HEIGHT = 28;

/** recharts needs a width: where nothing can be measured (happy-dom), the chart takes this. */
export const FALLBACK_WIDTH = 640;

export const DEFAULT_HEIGHT = 280;

/**
 * The x axis labels every (interval + 1)-th day, so that labels this many px wide never overlap:
 * counted here instead of by recharts, which would measure every label's text in the DOM (365
 * measurements and a forced layout each for a year). The axis font is the xs size (12px), whose
 * digits and dots are at most 7 px wide.
 */
const LABEL_CHAR_PX = 7;
const LABEL_GAP_PX = 8;
export function tickInterval(labels: readonly string[], band: number): number {
  if (!(band > 0)) return 0;
  const longest = labels.reduce((most, label) => Math.max(most, label.length), 0);
  return Math.max(0, Math.ceil((longest * LABEL_CHAR_PX + LABEL_GAP_PX) / band) - 1);
}

const n = (value: number) => Number(value.toFixed(2));

/**
 * The outline of one dot centred on (x, y), as an SVG path of its own subpath: every dot of a
 * series goes into one path, so a year of three series is three elements instead of 1,095.
 */
export function markerPath(shape: MarkerShape, x: number, y: number, r: number): string {
  switch (shape) {
    case 'square': {
      const s = r * 0.9;
      return `M${n(x - s)},${n(y - s)}h${n(2 * s)}v${n(2 * s)}h${n(-2 * s)}Z`;
    }
    case 'triangle':
      return `M${n(x)},${n(y - r * 1.25)}L${n(x + r * 1.15)},${n(y + r * 0.85)}L${n(x - r * 1.15)},${n(y + r * 0.85)}Z`;
    case 'diamond':
      return `M${n(x)},${n(y - r * 1.3)}L${n(x + r * 1.3)},${n(y)}L${n(x)},${n(y + r * 1.3)}L${n(x - r * 1.3)},${n(y)}Z`;
    default:
      return `M${n(x - r)},${n(y)}a${n(r)},${n(r)} 0 1,0 ${n(2 * r)},0a${n(r)},${n(r)} 0 1,0 ${n(-2 * r)},0Z`;
  }
}

/** Of a day's band, this share on each side stays free of bars, between the days' groups. */
const BAR_SIDE_GAP = 0.15;
/** Between the bars of one day's group, in px. */
const BAR_GAP = 1;
/** The widest bar, in px (a week's chart on a wide screen). */
const BAR_MAX_WIDTH = 24;

/** Where the bar of series `series` (of `count`) sits inside a day's band: offset and width. */
export function barSlot(series: number, count: number, band: number) {
  const gap = count > 1 && band * (1 - 2 * BAR_SIDE_GAP) > count * 3 ? BAR_GAP : 0;
  const width = Math.min(
    BAR_MAX_WIDTH,
    Math.max(1, (band * (1 - 2 * BAR_SIDE_GAP) - (count - 1) * gap) / count),
  );
  const group = count * width + (count - 1) * gap;
  return { offset: (band - group) / 2 + series * (width + gap), width };
}

/** A bar from the zero line (or the axis' end) to `y`, as a subpath: one path per series. */
export function barPath(x: number, width: number, y: number, base: number): string {
  const top = Math.min(y, base);
  const height = Math.abs(base - y);
  if (height < 0.25) return '';
  return `M${n(x)},${n(top)}h${n(width)}v${n(height)}h${n(-width)}Z`;
}

/** The centre of day `index`'s band: where its dots sit and its button is centred. */
export function bandCentre(index: number, band: number): number {
  return PLOT_MARGIN.left + band * (index + 0.5);
}

/** The vertical position of a value in the plot, for the value axis beside it. */
export function valueY(value: number, domain: readonly [number, number], height: number): number {
  const [low, high] = domain;
  const plotHeight = height - PLOT_MARGIN.top - PLOT_MARGIN.bottom - X_AXIS_HEIGHT;
  const share = high === low ? 0 : (value - low) / (high - low);
  return PLOT_MARGIN.top + plotHeight * (1 - share);
}
