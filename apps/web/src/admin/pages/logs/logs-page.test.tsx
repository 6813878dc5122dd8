import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanupAfterTest, currentSearch, json, renderWithProviders, slowDom } from '../../list-kit/test-utils';
import { LogsPage } from './logs-page';

const entry = (id: number, level: string, message: string) => ({
  id,
  level,
  source: 'AUTH',
  message,
  time: '2025-01-15T10:00:00.000Z',
  ip: '10.0.0.1',
  userId: null,
  userEmail: null,
  requestId: null,
  repeatCount: 1,
});
const calls: URLSearchParams[] = [];

function fakeFetch(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input), 'http://test');
  if (url.pathname !== '/api/admin/logs') return Promise.resolve(json({ data: [] }));
  calls.push(url.searchParams);
  const level = url.searchParams.get('level');
  const data = level === 'ERROR' ? [] : [entry(1, 'WARN', 'Slow query'), entry(2, 'SUCCESS', 'Signed in')];
  return Promise.resolve(
    json({
      data,
      meta: {
        total: level === 'ERROR' ? 0 : 23,
        page: Number(url.searchParams.get('page') ?? 1),
        pageSize: 10,
        counters: { total: 23, errors: 0, warnings: 12, success: 11, info: 0 },
      },
    }),
  );
}

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});
afterEach(cleanupAfterTest);

describe('LogsPage', slowDom, () => {
  it('lists the logs with counters, pager and an export of the same filters', async () => {
    const { container } = renderWithProviders(<LogsPage />, { url: '/admin-dashboard/logs?level=WARN&page=2' });
    expect(screen.getByRole('heading', { name: 'System Logs' })).toBeTruthy();
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole('cell', { name: 'Slow query' })).toBeTruthy());
    expect(calls[0]?.toString()).toBe('page=2&level=WARN');
    expect(screen.getByTestId('log-counter-warnings').textContent).toBe('12');
    expect(screen.getByText('Showing 11 to 20 of 23 entries')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export' }).getAttribute('href')).toBe('/api/admin/logs/export?level=WARN');
    expect(screen.getByRole('columnheader', { name: /Time/ }).getAttribute('aria-sort')).toBe('descending');

    await act(async () => fireEvent.change(screen.getByLabelText('Time range'), { target: { value: 'today' } }));
    expect(currentSearch(container).toString()).toBe('level=WARN&range=today');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Time/ })));
    expect(currentSearch(container).toString()).toBe('level=WARN&range=today&order=asc');
    await waitFor(() => expect(calls.at(-1)?.toString()).toBe('level=WARN&range=today&order=asc'));
    expect(screen.getByRole('link', { name: 'Export' }).getAttribute('href')).toBe(
      '/api/admin/logs/export?level=WARN&range=today&order=asc',
    );
  });

  it('says when nothing matches', async () => {
    renderWithProviders(<LogsPage />, { url: '/admin-dashboard/logs' });
    await waitFor(() => expect(screen.getByRole('cell', { name: 'Signed in' })).toBeTruthy());
    await act(async () => fireEvent.change(screen.getByLabelText('Level'), { target: { value: 'ERROR' } }));
    const table = screen.getByRole('table');
    await waitFor(() => expect(within(table).getByText('No logs found matching your criteria')).toBeTruthy());
  });
});
