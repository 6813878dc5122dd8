import uPlot, { type Axis, type Options } from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartSpec, DrawChart } from './analytics-chart';

// The only module that imports uPlot (about 23 KB gzip with its styles): AnalyticsChart loads it with
// the first chart, so it lands in a back-office chunk of its own and never in the public site's.

const LINE_HEIGHT = 240;
/** Horizontal bars: a row per category, so long names ("Messaging apps (WhatsApp…)") never overlap. */
const BAR_ROW = 40;
const BAR_MARGIN = 48;
/** Pixels a category label needs along the bottom axis before labels are skipped. */
const LABEL_SPACE = 72;
const axisColour = '#334155'; // slate-700: 10:1 on white
const gridColour = '#e2e8f0'; // slate-200
const font = '12px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/**
 * Draws the chart into `target`, its width following the box's. The categories are positions 0…n-1
 * with their labels already formatted (Douala days, translated names), so uPlot's own English date
 * and number formats are never shown.
 */
export const drawChart: DrawChart = (target, spec: ChartSpec, formatValue) => {
  const count = spec.labels.length;
  const positions = spec.labels.map((_, index) => index);
  const isBars = spec.kind === 'bars';
  const height = isBars ? count * BAR_ROW + BAR_MARGIN : LINE_HEIGHT;
  const width = () => Math.max(240, Math.floor(target.clientWidth));
  const labelAt = (position: number) => spec.labels[Math.round(position)] ?? '';
  const longestLabel = Math.max(...spec.labels.map((label) => label.length));

  // Bars: the names' axis takes at most 40 % of the width; a longer name is cut with an ellipsis
  // (the table under the chart has it whole).
  const barAxisSize = () => Math.min(220, width() * 0.4, 16 + longestLabel * 7);
  const fitLabel = (label: string) => {
    const room = Math.floor((barAxisSize() - 16) / 7);
    return label.length > room ? `${label.slice(0, Math.max(1, room - 1))}…` : label;
  };

  const categoryAxis: Axis = {
    scale: 'x',
    stroke: axisColour,
    font,
    grid: { show: false },
    ticks: { show: false },
    // Bars: every category on its row, the axis as wide as the longest name. A line: one label every
    // `step` categories, as many as the width allows.
    ...(isBars
      ? {
          side: 3,
          size: barAxisSize,
          splits: () => positions,
          values: (_chart: uPlot, splits: number[]) => splits.map((position) => fitLabel(labelAt(position))),
        }
      : {
          splits: (chart: uPlot) => {
            const step = Math.max(1, Math.ceil(count / Math.max(1, Math.floor(chart.width / LABEL_SPACE))));
            return positions.filter((position) => position % step === 0);
          },
          values: (_chart: uPlot, splits: number[]) => splits.map(labelAt),
        }),
  };
  const valueAxis: Axis = {
    scale: 'y',
    stroke: axisColour,
    font,
    grid: { stroke: gridColour, width: 1 },
    // Horizontal bars: the values along the bottom, far enough apart on a phone.
    ...(isBars ? { side: 2, space: 64 } : { size: 64 }),
    values: (_chart, splits) => splits.map((value) => (Number.isInteger(value) ? formatValue(value) : '')),
  };

  const options: Options = {
    width: width(),
    height,
    legend: { show: spec.series.length > 1 },
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: {
        time: false,
        // Bars run top to bottom in the categories' order, with half a slot either side; a line of one point too.
        ...(isBars ? { ori: 1, dir: -1 } : {}),
        range: (_chart, min, max) => (isBars || count < 2 ? [min - 0.5, max + 0.5] : [min, max]),
      },
      y: { ...(isBars ? { ori: 0, dir: 1 } : {}), range: (_chart, _min, max) => [0, Math.max(1, max) * 1.1] },
    },
    axes: [categoryAxis, valueAxis],
    series: [
      { label: spec.categoryLabel, value: (_chart, position) => labelAt(position) },
      ...spec.series.map((series) => ({
        label: series.label,
        stroke: series.color,
        width: isBars ? 0 : 2,
        fill: isBars ? series.color : undefined,
        ...(isBars ? { paths: uPlot.paths.bars?.({ size: [0.6, 28] }) } : {}),
        // A line's points: uPlot shows them only when they have room.
        ...(isBars ? { points: { show: false } } : {}),
        value: (_chart: uPlot, value: number | null) => (value === null ? '—' : formatValue(value)),
      })),
    ],
  };

  const chart = new uPlot(options, [positions, ...spec.series.map((series) => series.values)], target);
  const observer = new ResizeObserver(() => chart.setSize({ width: width(), height }));
  observer.observe(target);
  return {
    destroy: () => {
      observer.disconnect();
      chart.destroy();
    },
  };
};
