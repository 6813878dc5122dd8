import { useEffect, useRef, useState } from 'react';

/** What a chart shows: categories along the bottom (days, sources...) and one or more series of numbers. */
export type ChartSpec = {
  /** A line along the categories (visitors over time), or one horizontal bar per category (sources). */
  kind: 'line' | 'bars';
  /** What the categories are ("Day", "Source"): the table's first column and the legend's. */
  categoryLabel: string;
  /** The categories, already in the reader's language ("25 Nov", "Mobile"). */
  labels: string[];
  series: { label: string; values: number[]; color: string }[];
};

/** A drawn chart: resized with its box, removed with the component. */
export type DrawnChart = { destroy: () => void };
export type DrawChart = (target: HTMLElement, spec: ChartSpec, formatValue: (value: number) => string) => DrawnChart;

/**
 * Whether this browser can draw on a canvas (uPlot needs matchMedia, ResizeObserver and a 2D canvas).
 * jsdom has none of them: the unit tests see the chart's table, as a browser without them would.
 */
const canDrawCharts = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && typeof ResizeObserver === 'function';

/** The chart library and its styles, fetched with the first chart: back-office chunks only. */
const loadDrawChart = async (): Promise<DrawChart> => (await import('./uplot-chart')).drawChart;

type AnalyticsChartProps = {
  /** Names the chart and its table ("Visitors over time"). */
  title: string;
  spec: ChartSpec;
  formatValue: (value: number) => string;
  /** Said instead of a chart when every value is 0. */
  emptyText: string;
  /** Loads the drawing code; tests pass their own. */
  load?: () => Promise<DrawChart>;
};

/**
 * A chart for the eye and its table for everyone else: the canvas is hidden from assistive technology
 * and the same numbers are in a table, visually hidden once the chart is drawn and shown in its place
 * when the chart cannot be (an old browser, a chunk that failed to load).
 */
export function AnalyticsChart({ title, spec, formatValue, emptyText, load = loadDrawChart }: AnalyticsChartProps) {
  const target = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'drawing' | 'drawn' | 'unavailable'>(() =>
    canDrawCharts() ? 'drawing' : 'unavailable',
  );
  const isEmpty = spec.labels.length === 0 || spec.series.every((series) => series.values.every((value) => !value));

  useEffect(() => {
    if (isEmpty || !canDrawCharts()) return;
    let isCurrent = true;
    let chart: DrawnChart | undefined;
    load().then(
      (draw) => {
        if (!isCurrent || !target.current) return;
        chart = draw(target.current, spec, formatValue);
        setState('drawn');
      },
      () => {
        if (isCurrent) setState('unavailable');
      },
    );
    return () => {
      isCurrent = false;
      chart?.destroy();
    };
  }, [isEmpty, spec, formatValue, load]);

  if (isEmpty) return <p className="text-slate-700">{emptyText}</p>;
  const isTableShown = state === 'unavailable';
  return (
    <figure className="m-0">
      <div
        ref={target}
        aria-hidden="true"
        data-testid="chart-canvas"
        className={isTableShown ? 'hidden' : 'min-h-60'}
      />
      <div className={isTableShown ? 'overflow-x-auto' : 'sr-only'}>
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                {spec.categoryLabel}
              </th>
              {spec.series.map((series) => (
                <th key={series.label} scope="col" className="px-3 py-2 text-right">
                  {series.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {spec.labels.map((label, index) => (
              <tr key={`${label}-${index}`} className="border-t border-slate-200">
                <th scope="row" className="px-3 py-2 font-medium text-slate-800">
                  {label}
                </th>
                {spec.series.map((series) => (
                  <td key={series.label} className="px-3 py-2 text-right text-slate-800">
                    {formatValue(series.values[index] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
