import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  memo,
  type ReactNode,
  type RefObject,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  BarChart,
  CartesianGrid,
  DefaultZIndexes,
  Line,
  LineChart,
  ReferenceLine,
  XAxis,
  type XAxisTickContentProps,
  YAxis,
  ZIndexLayer,
} from 'recharts';
import { Button } from '../Button/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { dynamicTextKey, useLocale, useT } from '../i18n/index.ts';
import { registerTexts } from '../i18n/textRegistry.ts';
import { statsChartTexts } from '../i18n/texts/statsChart.ts';
import { Spinner } from '../Spinner/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import {
  bandCentre,
  barPath,
  barSlot,
  DEFAULT_HEIGHT,
  DOT_RADIUS,
  FALLBACK_WIDTH,
  LIMIT_COLOR,
  LIMIT_DASH,
  markerPath,
  PLOT_MARGIN,
  seriesStyle,
  tickInterval,
  valueY,
  X_AXIS_HEIGHT,
} from './chartGeometry.ts';
import styles from './StatsChart.module.css';
import {
  type ChartTranslate,
  computeSummary,
  dayLabel,
  entryIndex,
  type FormatValue,
  figureOf,
  hasFigures,
  isFutureKey,
  MAX_SERIES,
  movedIndex,
  type StatsChartDatum,
  type StatsChartLimit,
  type StatsChartSeries,
  type ValueScale,
  valueScale,
} from './statsChartData.ts';

// This component's texts come with it: the chart is loaded lazily, and so are they.
registerTexts(statsChartTexts);

export interface StatsChartProps {
  kind: 'line' | 'bar';
  /** The visible heading of the chart; also the caption of its table. */
  title: string;
  /** The heading's level; 2 unless told. */
  headingLevel?: 2 | 3;
  data: readonly StatsChartDatum[];
  /** 1 to 4 series, coloured (and, for lines, dashed and dotted) by position from the tokens. */
  series: readonly StatsChartSeries[];
  /** A horizontal reference line, e.g. a licence's limit. */
  limit?: StatsChartLimit;
  /** Overrides the computed one-line summary ("Peak: 12 on 11.03 (Total). Sum 154."). */
  summary?: string;
  /** Default: the current locale's number format. */
  formatValue?: (value: number) => string;
  /** A day's click, Enter or Space (on the chart or in the table). */
  onSelect?: (datum: StatsChartDatum) => void;
  selectedKey?: string;
  /** Days from this key on have no figures yet (today and later): activating one shows futureMessage instead of onSelect. */
  futureFrom?: string;
  futureMessage?: string;
  loading?: boolean;
  /** Shown instead of the chart when data has no figure at all. */
  empty?: ReactNode;
  /** The plot's height in px; 280 unless told. */
  height?: number;
  className?: string;
}

interface Notice {
  text: string;
  /** Counts activations, so that the same message again is a new node the live region reads. */
  seq: number;
}

/**
 * A line or bar chart of daily (or monthly) figures for the statistics screens, with the same
 * data as a table one toggle away. Every day is a real button laid over its band of the plot, in
 * one roving-tabindex toolbar: Tab enters on the selected (or first) day, the arrow keys, Home and
 * End move, Enter, Space or a click selects. recharts draws; it takes no part in the keyboard or
 * in what a screen reader hears (its own keyboard layer cannot activate a point, recharts #2981).
 */
export function StatsChart({
  kind,
  title,
  headingLevel = 2,
  data,
  series: givenSeries,
  limit,
  summary,
  formatValue,
  onSelect,
  selectedKey,
  futureFrom,
  futureMessage,
  loading = false,
  empty,
  height = DEFAULT_HEIGHT,
  className,
}: StatsChartProps) {
  const t = useT();
  const { locale } = useLocale();
  const ct = useCallback<ChartTranslate>((key, params) => t(dynamicTextKey(key), params), [t]);
  const numberFormat = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const format: FormatValue = formatValue ?? numberFormat.format;
  const series = useMemo(() => givenSeries.slice(0, MAX_SERIES), [givenSeries]);
  const titleId = useId();
  const summaryId = useId();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const [notice, setNotice] = useState<Notice | null>(null);

  const figures = useMemo(() => hasFigures(data, series), [data, series]);
  const summaryText =
    summary ?? (figures ? computeSummary({ data, series, limit, format, t: ct }) : null);
  const labels = useMemo(
    () => data.map((datum) => dayLabel(datum, series, format, ct)),
    [data, series, format, ct],
  );

  const activate = useCallback(
    (datum: StatsChartDatum) => {
      if (isFutureKey(datum.key, futureFrom)) {
        const text = futureMessage ?? ct('statsChart.future', { day: datum.label });
        setNotice((previous) => ({ text, seq: (previous?.seq ?? 0) + 1 }));
        return;
      }
      setNotice(null);
      onSelect?.(datum);
    },
    [futureFrom, futureMessage, ct, onSelect],
  );

  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const showSummary = !loading && summaryText !== null && summaryText !== '';
  const heightStyle = { '--stats-chart-height': `${height}px` } as CSSProperties;

  let body: ReactNode;
  if (loading) {
    body = (
      <div className={styles.loading} data-slot="stats-chart-loading" style={heightStyle}>
        <Spinner label={ct('statsChart.loading')} />
      </div>
    );
  } else if (!figures) {
    body = (
      <div className={styles.empty} data-slot="stats-chart-empty" style={heightStyle}>
        {empty ?? <EmptyState title={ct('statsChart.empty')} />}
      </div>
    );
  } else if (view === 'table') {
    body = (
      <StatsTable
        title={title}
        data={data}
        series={series}
        format={format}
        ct={ct}
        selectable={onSelect !== undefined}
        selectedKey={selectedKey}
        onActivate={activate}
      />
    );
  } else {
    body = (
      <ChartView
        kind={kind}
        title={title}
        titleId={titleId}
        summaryId={showSummary ? summaryId : undefined}
        data={data}
        series={series}
        limit={limit}
        labels={labels}
        format={format}
        ct={ct}
        height={height}
        selectable={onSelect !== undefined}
        selectedKey={selectedKey}
        futureFrom={futureFrom}
        onActivate={activate}
      />
    );
  }

  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-slot="stats-chart"
      data-kind={kind}
      aria-busy={loading || undefined}
    >
      <div className={styles.header} data-slot="stats-chart-header">
        <div className={styles.titles}>
          <Heading id={titleId} className={styles.title} data-slot="stats-chart-title">
            {title}
          </Heading>
          {showSummary && (
            <p id={summaryId} className={styles.summary} data-slot="stats-chart-summary">
              {summaryText}
            </p>
          )}
        </div>
        {!loading && figures && (
          <Button
            variant="secondary"
            size="sm"
            aria-pressed={view === 'table'}
            data-slot="stats-chart-table-toggle"
            onClick={() => setView((current) => (current === 'table' ? 'chart' : 'table'))}
          >
            {ct('statsChart.showTable')}
          </Button>
        )}
      </div>
      {body}
      <div role="status" className={styles.noticeRegion} data-slot="stats-chart-notice">
        {notice && (
          <p key={notice.seq} className={styles.notice}>
            {notice.text}
          </p>
        )}
      </div>
    </div>
  );
}

interface ChartViewProps {
  kind: 'line' | 'bar';
  title: string;
  titleId: string;
  summaryId: string | undefined;
  data: readonly StatsChartDatum[];
  series: readonly StatsChartSeries[];
  limit: StatsChartLimit | undefined;
  labels: readonly string[];
  format: FormatValue;
  ct: ChartTranslate;
  height: number;
  selectable: boolean;
  selectedKey: string | undefined;
  futureFrom: string | undefined;
  onActivate: (datum: StatsChartDatum) => void;
}

/** One row of recharts' data: neutral field names, so no series key can read as an SVG prop. */
type ChartRow = { day: string } & Record<`v${number}`, number | null>;

function ChartView({
  kind,
  title,
  titleId,
  summaryId,
  data,
  series,
  limit,
  labels,
  format,
  ct,
  height,
  selectable,
  selectedKey,
  futureFrom,
  onActivate,
}: ChartViewProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const width = useMeasuredWidth(canvasRef);
  // By the limit's value: a limit object made anew on each render does not redraw the chart.
  const limitValue = limit?.value;
  const scale = useMemo(() => valueScale(data, series, limitValue), [data, series, limitValue]);
  const rows = useMemo(
    () =>
      data.map((datum) => {
        const row: ChartRow = { day: datum.key };
        series.forEach((one, i) => {
          row[`v${i}`] = figureOf(datum, one.key);
        });
        return row;
      }),
    [data, series],
  );
  const labelOf = useMemo(() => new Map(data.map((datum) => [datum.key, datum.label])), [data]);
  const axisLabels = useMemo(() => data.map((datum) => datum.label), [data]);
  const selectedIndex =
    selectedKey === undefined ? -1 : data.findIndex((datum) => datum.key === selectedKey);
  const hover = useHoverStore();
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const tabbable =
    focusIndex !== null && focusIndex < data.length ? focusIndex : entryIndex(data, selectedKey);

  const plotWidth = width === null ? 0 : Math.max(0, width - PLOT_MARGIN.left - PLOT_MARGIN.right);
  const band = data.length > 0 ? plotWidth / data.length : 0;
  const interval = useMemo(() => tickInterval(axisLabels, band), [axisLabels, band]);

  // A chart wider than its frame (a month on a phone, a year anywhere) opens on the selected day.
  const scrolledToSelection = useRef(false);
  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame || width === null || scrolledToSelection.current) return;
    scrolledToSelection.current = true;
    if (selectedIndex < 0 || frame.scrollWidth <= frame.clientWidth) return;
    frame.scrollLeft = PLOT_MARGIN.left + band * (selectedIndex + 0.5) - frame.clientWidth / 2;
  }, [width, band, selectedIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = Number((event.target as HTMLElement).dataset.index ?? tabbable);
    const next = movedIndex(current, event.key, data.length);
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    (event.currentTarget.children[next] as HTMLElement | undefined)?.focus();
  };
  // Leaving the row of days: the next Tab into it enters on the selected (or first) day again.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusIndex(null);
  };

  const readoutIndex = hover.index ?? focusIndex ?? (selectedIndex >= 0 ? selectedIndex : null);
  const overlayBox: CSSProperties = {
    insetInlineStart: PLOT_MARGIN.left,
    insetBlockStart: PLOT_MARGIN.top,
    inlineSize: plotWidth,
    blockSize: height - PLOT_MARGIN.top - PLOT_MARGIN.bottom,
  };
  const canvasStyle = {
    '--stats-chart-days': data.length,
    '--stats-chart-inset': `${PLOT_MARGIN.left + PLOT_MARGIN.right}px`,
    blockSize: height,
  } as CSSProperties;

  return (
    <figure
      className={styles.figure}
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      data-slot="stats-chart-figure"
    >
      <Legend kind={kind} series={series} limit={limit} format={format} ct={ct} />
      <div className={styles.plot} data-slot="stats-chart-plot">
        <ValueAxis scale={scale} height={height} format={format} />
        <div ref={frameRef} className={styles.frame} data-slot="stats-chart-frame">
          <div ref={canvasRef} className={styles.canvas} style={canvasStyle}>
            {width !== null && (
              <>
                {selectedIndex >= 0 && (
                  <div className={styles.bands} style={overlayBox} aria-hidden="true">
                    <div
                      className={styles.selectedBand}
                      data-slot="stats-chart-selected-band"
                      style={{ gridColumn: selectedIndex + 1 }}
                    />
                  </div>
                )}
                <Plot
                  kind={kind}
                  rows={rows}
                  seriesCount={series.length}
                  width={width}
                  height={height}
                  scale={scale}
                  limit={limitValue}
                  labelOf={labelOf}
                  interval={interval}
                />
                <div
                  role="toolbar"
                  aria-label={ct('statsChart.days', { title })}
                  className={styles.days}
                  style={overlayBox}
                  data-slot="stats-chart-days"
                  onKeyDown={onKeyDown}
                  onBlur={onBlur}
                  onPointerLeave={() => hover.set(null)}
                >
                  {data.map((datum, i) => (
                    <button
                      key={datum.key}
                      type="button"
                      className={styles.day}
                      data-slot="stats-chart-day"
                      data-index={i}
                      data-future={isFutureKey(datum.key, futureFrom) || undefined}
                      tabIndex={i === tabbable ? 0 : -1}
                      aria-label={labels[i]}
                      aria-pressed={selectable ? datum.key === selectedKey : undefined}
                      onClick={() => onActivate(datum)}
                      onFocus={() => setFocusIndex(i)}
                      onPointerEnter={() => hover.set(i)}
                    />
                  ))}
                </div>
              </>
            )}
          </div>
        </div>
      </div>
      <Readout hover={hover} fallback={readoutIndex} labels={labels} />
    </figure>
  );
}

/** The canvas's width once laid out (null before), and again whenever it changes size. */
function useMeasuredWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Nothing is laid out in happy-dom (and in a hidden tab panel): a fixed width renders anyway.
    const measure = () =>
      setWidth(Math.floor(element.getBoundingClientRect().width) || FALLBACK_WIDTH);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

interface HoverStore {
  index: number | null;
  set: (index: number | null) => void;
  subscribe: (listener: () => void) => () => void;
}

/**
 * The day under the pointer, kept outside React's state: the readout line follows the pointer
 * across hundreds of days without rendering the chart or its buttons again.
 */
function useHoverStore(): HoverStore {
  const store = useRef<HoverStore | null>(null);
  if (store.current === null) {
    const listeners = new Set<() => void>();
    const created: HoverStore = {
      index: null,
      set: (index) => {
        if (created.index === index) return;
        created.index = index;
        for (const listener of listeners) listener();
      },
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    store.current = created;
  }
  return store.current;
}

/**
 * The values of the day under the pointer, else of the focused or selected day, in words. Hidden
 * from screen readers: the day's button says the same as its name.
 */
function Readout({
  hover,
  fallback,
  labels,
}: {
  hover: HoverStore;
  fallback: number | null;
  labels: readonly string[];
}) {
  const hovered = useSyncExternalStore(
    hover.subscribe,
    () => hover.index,
    () => null,
  );
  const index = hovered ?? fallback;
  return (
    <p className={styles.readout} aria-hidden="true" data-slot="stats-chart-readout">
      {index === null ? '' : (labels[index] ?? '')}
    </p>
  );
}

interface PlotProps {
  kind: 'line' | 'bar';
  rows: readonly ChartRow[];
  seriesCount: number;
  width: number;
  height: number;
  scale: ValueScale;
  limit: number | undefined;
  labelOf: ReadonlyMap<string, string>;
  /** Label every (interval + 1)-th day. */
  interval: number;
}

/**
 * What recharts draws: hidden from assistive technology (the day buttons and the table carry the
 * figures), and memoized, so that focus, hover and notices never draw it again.
 */
const Plot = memo(function Plot({
  kind,
  rows,
  seriesCount,
  width,
  height,
  scale,
  limit,
  labelOf,
  interval,
}: PlotProps) {
  const grid = <CartesianGrid vertical={false} stroke="var(--chart-grid)" />;
  const xAxis = (
    <XAxis
      dataKey="day"
      type="category"
      scale="band"
      allowDuplicatedCategory={false}
      height={X_AXIS_HEIGHT}
      tickLine={false}
      axisLine={{ stroke: 'var(--chart-axis)' }}
      // A plain <text> per label: recharts' own tick measures each label's words in the DOM.
      tick={({ x, y, payload }: XAxisTickContentProps) => (
        <text x={x} y={y} dy="0.71em" textAnchor="middle" className={styles.tick}>
          {labelOf.get(String(payload.value)) ?? String(payload.value)}
        </text>
      )}
      interval={interval}
    />
  );
  const yAxis = (
    <YAxis hide type="number" domain={scale.domain} ticks={scale.ticks} allowDataOverflow />
  );
  const limitLine = limit !== undefined && (
    <ReferenceLine
      y={limit}
      stroke={LIMIT_COLOR}
      strokeDasharray={LIMIT_DASH}
      className={styles.limitLine}
      ifOverflow="extendDomain"
    />
  );
  const common = {
    width,
    height,
    data: rows as ChartRow[],
    margin: PLOT_MARGIN,
    accessibilityLayer: false,
  };
  return (
    // inert: recharts renders its layers through React portals into SVG <g> elements, and React
    // listens for focus events on every portal container, which makes Chromium put each of those
    // <g> in the Tab order (an empty tab stop per layer, found with real Tab presses). Nothing in
    // the drawing is to be focused or clicked: the day buttons above it are the controls.
    <div className={styles.svg} aria-hidden="true" inert data-slot="stats-chart-svg">
      {kind === 'bar' ? (
        <BarChart {...common}>
          {grid}
          {xAxis}
          {yAxis}
          <SeriesBars
            rows={rows}
            seriesCount={seriesCount}
            width={width}
            height={height}
            domain={scale.domain}
          />
          {limitLine}
        </BarChart>
      ) : (
        <LineChart {...common}>
          {grid}
          {xAxis}
          {yAxis}
          {Array.from({ length: seriesCount }, (_, i) => {
            const { color, dash } = seriesStyle(i);
            return (
              <Line
                // biome-ignore lint/suspicious/noArrayIndexKey: a series is its position
                key={i}
                dataKey={`v${i}`}
                type="linear"
                className={styles.line}
                stroke={color}
                strokeDasharray={dash}
                dot={false}
                activeDot={false}
                connectNulls={false}
                isAnimationActive={false}
              />
            );
          })}
          {limitLine}
          <SeriesDots
            rows={rows}
            seriesCount={seriesCount}
            width={width}
            height={height}
            domain={scale.domain}
          />
        </LineChart>
      )}
    </div>
  );
});

/**
 * The dots of the lines: one path per series holding every dot of it, above the lines. recharts'
 * own dots are an element (and a dozen objects) each: for a year of three series they were the
 * largest part of the chart's first render. Positioned by the same band and value scale as the
 * lines (checked by the stories, which find each day's button under its dots).
 */
function SeriesDots({
  rows,
  seriesCount,
  width,
  height,
  domain,
}: {
  rows: readonly ChartRow[];
  seriesCount: number;
  width: number;
  height: number;
  domain: readonly [number, number];
}) {
  const band = (width - PLOT_MARGIN.left - PLOT_MARGIN.right) / Math.max(1, rows.length);
  return (
    <ZIndexLayer zIndex={DefaultZIndexes.scatter}>
      <g data-slot="stats-chart-dots">
        {Array.from({ length: seriesCount }, (_, i) => {
          const { color, symbol } = seriesStyle(i);
          let d = '';
          rows.forEach((row, j) => {
            const value = row[`v${i}`];
            if (value === null || value === undefined) return;
            d += markerPath(symbol, bandCentre(j, band), valueY(value, domain, height), DOT_RADIUS);
          });
          // biome-ignore lint/suspicious/noArrayIndexKey: a series is its position
          return <path key={i} d={d} fill={color} data-series={i + 1} />;
        })}
      </g>
    </ZIndexLayer>
  );
}

/**
 * The grouped bars: one path per series holding a rectangle per day, side by side in the day's
 * band. recharts' <Bar> builds a component tree and a dozen prop objects for every rectangle: a
 * year of three series took over 200 ms to draw that way (BENCHMARKS.md), this way under the
 * line chart's time. Same band and value scale as the axes, as for the dots.
 */
function SeriesBars({
  rows,
  seriesCount,
  width,
  height,
  domain,
}: {
  rows: readonly ChartRow[];
  seriesCount: number;
  width: number;
  height: number;
  domain: readonly [number, number];
}) {
  const band = (width - PLOT_MARGIN.left - PLOT_MARGIN.right) / Math.max(1, rows.length);
  const base = valueY(Math.min(Math.max(0, domain[0]), domain[1]), domain, height);
  return (
    <ZIndexLayer zIndex={DefaultZIndexes.bar}>
      <g data-slot="stats-chart-bars">
        {Array.from({ length: seriesCount }, (_, i) => {
          const slot = barSlot(i, seriesCount, band);
          let d = '';
          rows.forEach((row, j) => {
            const value = row[`v${i}`];
            if (value === null || value === undefined) return;
            const x = PLOT_MARGIN.left + band * j + slot.offset;
            d += barPath(x, slot.width, valueY(value, domain, height), base);
          });
          // biome-ignore lint/suspicious/noArrayIndexKey: a series is its position
          return <path key={i} d={d} fill={seriesStyle(i).color} data-series={i + 1} />;
        })}
      </g>
    </ZIndexLayer>
  );
}

/** The value labels, beside the frame that scrolls, so that they stay in sight. */
function ValueAxis({
  scale,
  height,
  format,
}: {
  scale: ValueScale;
  height: number;
  format: FormatValue;
}) {
  const labels = scale.ticks.map((tick) => ({ tick, text: format(tick) }));
  const chars = Math.max(...labels.map((label) => label.text.length), 1);
  return (
    <div
      className={styles.axis}
      aria-hidden="true"
      data-slot="stats-chart-value-axis"
      style={{ '--stats-chart-axis-chars': chars } as CSSProperties}
    >
      <svg className={styles.axisSvg} height={height} aria-hidden="true">
        {labels.map(({ tick, text }) => (
          <text
            key={tick}
            x="100%"
            y={valueY(tick, scale.domain, height)}
            textAnchor="end"
            dominantBaseline="middle"
          >
            {text}
          </text>
        ))}
      </svg>
    </div>
  );
}

function Legend({
  kind,
  series,
  limit,
  format,
  ct,
}: {
  kind: 'line' | 'bar';
  series: readonly StatsChartSeries[];
  limit: StatsChartLimit | undefined;
  format: FormatValue;
  ct: ChartTranslate;
}) {
  return (
    <ul
      className={styles.legend}
      aria-label={ct('statsChart.legend')}
      data-slot="stats-chart-legend"
    >
      {series.map((one, i) => {
        const { color, dash, symbol } = seriesStyle(i);
        return (
          <li key={one.key} className={styles.legendItem}>
            <svg className={styles.swatch} viewBox="0 0 24 12" aria-hidden="true">
              {kind === 'bar' ? (
                <rect x="6" y="0" width="12" height="12" fill={color} />
              ) : (
                <>
                  <line
                    x1="0"
                    y1="6"
                    x2="24"
                    y2="6"
                    stroke={color}
                    strokeDasharray={dash}
                    className={styles.swatchLine}
                  />
                  <path d={markerPath(symbol, 12, 6, DOT_RADIUS)} fill={color} />
                </>
              )}
            </svg>
            {one.label}
          </li>
        );
      })}
      {limit && (
        <li className={styles.legendItem}>
          <svg className={styles.swatch} viewBox="0 0 24 12" aria-hidden="true">
            <line
              x1="0"
              y1="6"
              x2="24"
              y2="6"
              stroke={LIMIT_COLOR}
              strokeDasharray={LIMIT_DASH}
              className={styles.swatchLimit}
            />
          </svg>
          {`${limit.label} ${format(limit.value)}`}
        </li>
      )}
    </ul>
  );
}

interface StatsTableProps {
  title: string;
  data: readonly StatsChartDatum[];
  series: readonly StatsChartSeries[];
  format: FormatValue;
  ct: ChartTranslate;
  selectable: boolean;
  selectedKey: string | undefined;
  onActivate: (datum: StatsChartDatum) => void;
}

/** The chart's data as a table: a row per day (its header the day), a column per series. */
function StatsTable({
  title,
  data,
  series,
  format,
  ct,
  selectable,
  selectedKey,
  onActivate,
}: StatsTableProps) {
  return (
    // The frame scrolls (a year has 365 rows): focusable itself when no day button is inside.
    <section
      className={styles.tableFrame}
      aria-label={ct('statsChart.tableFrame', { title })}
      tabIndex={selectable ? undefined : 0}
      data-slot="stats-chart-table-frame"
    >
      <table className={styles.table} data-slot="stats-chart-table">
        <caption>
          <VisuallyHidden>{title}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">{ct('statsChart.dayColumn')}</th>
            {series.map((one) => (
              <th key={one.key} scope="col">
                {one.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.map((datum) => {
            const selected = datum.key === selectedKey;
            return (
              <tr key={datum.key} data-selected={selected || undefined}>
                <th scope="row">
                  {selectable ? (
                    <button
                      type="button"
                      className={styles.tableDay}
                      aria-pressed={selected}
                      onClick={() => onActivate(datum)}
                    >
                      {datum.label}
                    </button>
                  ) : (
                    datum.label
                  )}
                </th>
                {series.map((one) => {
                  const value = figureOf(datum, one.key);
                  return (
                    <td key={one.key}>
                      {value === null ? (
                        <>
                          <span aria-hidden="true">–</span>
                          <VisuallyHidden>{ct('statsChart.noValue')}</VisuallyHidden>
                        </>
                      ) : (
                        format(value)
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
