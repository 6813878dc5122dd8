import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsChart, type ChartSpec, type DrawChart } from './analytics-chart';
import { cleanupAfterTest } from './test-utils';

afterEach(cleanupAfterTest);

const spec: ChartSpec = {
  kind: 'bars',
  categoryLabel: 'Device',
  labels: ['Mobile', 'Desktop'],
  series: [{ label: 'Sessions', values: [700, 90], color: '#0067d8' }],
};
const formatValue = (value: number) => `${value} sessions`;

/** A browser that can draw: what uPlot needs and jsdom lacks. */
function stubCanvasBrowser() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} })),
  );
  vi.stubGlobal('ResizeObserver', class {});
}

const renderChart = (load?: () => Promise<DrawChart>) =>
  render(
    <AnalyticsChart
      title="Devices"
      spec={spec}
      formatValue={formatValue}
      emptyText="No visits"
      {...(load ? { load } : {})}
    />,
  );

const tableBox = () => screen.getByRole('table', { name: 'Devices' }).parentElement!;

describe('AnalyticsChart', () => {
  it('shows its table in place of the chart where a canvas cannot be drawn (jsdom, old browsers)', () => {
    const load = vi.fn<() => Promise<DrawChart>>();
    renderChart(load);
    expect(load).not.toHaveBeenCalled();
    expect(tableBox().className).not.toContain('sr-only');
    expect(screen.getByRole('rowheader', { name: 'Mobile' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '700 sessions' })).toBeTruthy();
  });

  it('draws with the library where it can, keeps the table for screen readers, and removes the chart with the page', async () => {
    stubCanvasBrowser();
    const destroy = vi.fn();
    const draw = vi.fn<DrawChart>(() => ({ destroy }));
    const { unmount } = renderChart(() => Promise.resolve(draw));
    await waitFor(() => expect(tableBox().className).toBe('sr-only'));
    expect(draw).toHaveBeenCalledTimes(1);
    const [target, drawnSpec, drawnFormat] = draw.mock.calls[0]!;
    expect(target).toBe(screen.getByTestId('chart-canvas'));
    expect(target.getAttribute('aria-hidden')).toBe('true');
    expect(drawnSpec).toEqual(spec);
    expect(drawnFormat(90)).toBe('90 sessions');
    unmount();
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it('falls back to the table when the chart library fails to load', async () => {
    stubCanvasBrowser();
    renderChart(() => Promise.reject(new Error('chunk failed')));
    await waitFor(() => expect(tableBox().className).not.toContain('sr-only'));
    expect(screen.getByTestId('chart-canvas').className).toContain('hidden');
  });

  it('says there is nothing to show rather than drawing an empty chart', () => {
    render(
      <AnalyticsChart
        title="Devices"
        spec={{ ...spec, series: [{ ...spec.series[0]!, values: [0, 0] }] }}
        formatValue={formatValue}
        emptyText="No visits"
      />,
    );
    expect(screen.getByText('No visits')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
