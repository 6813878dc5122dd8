import type { AppAnalytics } from '@hc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppDataPage } from './app-data-page';
import {
  appAnalytics,
  appPath,
  cleanupAfterTest,
  crashPath,
  crashReport,
  currentLocation,
  renderPage,
  slowDom,
  stubApi,
  type Call,
} from './test-utils';

afterEach(cleanupAfterTest);

const path = '/admin-dashboard/app-data';
const reads = (calls: Call[]) => calls.filter((call) => call.method === 'GET' && call.path === appPath);
const patches = (calls: Call[]) => calls.filter((call) => call.method === 'PATCH');
const answer =
  (data: AppAnalytics = appAnalytics()) =>
  (call: Call): [number, unknown] | undefined =>
    call.path === appPath ? [200, { data }] : undefined;
const card = (key: string) => screen.getByTestId(`figure-${key}`);
const metric = (key: string) => screen.getByTestId(`metric-${key}`);
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('AppDataPage', slowDom, () => {
  it('shows the app’s figures, performance and engagement from the response', async () => {
    stubApi(answer());
    renderPage(<AppDataPage />, { url: path, path });
    expect(screen.getByRole('heading', { level: 1, name: 'App Data' })).toBeTruthy();
    expect(screen.getByText('Loading app analytics...')).toBeTruthy();
    await screen.findByTestId('figure-installs');

    expect(within(card('installs')).getByText('42')).toBeTruthy();
    expect(within(card('installs')).getByText('Up 40% on the previous period (30).')).toBeTruthy();
    expect(within(card('activeUsers')).getByText('310')).toBeTruthy();
    expect(within(card('activeUsers')).getByText('No previous data')).toBeTruthy();
    // More crashes is bad news: red.
    expect(within(card('crashRate')).getByText('2.5%')).toBeTruthy();
    expect(within(card('crashRate')).getByTestId('change').className).toContain('text-red-700');
    // The build most app sessions ran.
    expect(within(card('appVersion')).getByText('2026.11.3')).toBeTruthy();
    expect(within(card('appVersion')).getByText('75% of app sessions')).toBeTruthy();
    // The server's own measurements.
    expect(within(card('apiLatency')).getByText('212 ms')).toBeTruthy();
    expect(within(card('apiLatency')).getByText('Median 38 ms, over 15,230 requests')).toBeTruthy();
    expect(within(card('pushOptIn')).getByText('Not collected yet')).toBeTruthy();

    expect(within(metric('loadTime')).getByRole('definition').textContent).toBe('1,840 ms');
    expect(within(metric('apiResponse')).getByRole('definition').textContent).toBe('38 ms');
    expect(within(metric('memory')).getByRole('definition').textContent).toBe('Not collected yet');
    expect(within(metric('battery')).getByRole('definition').textContent).toBe('Not collected yet');
    expect(within(metric('sessionLength')).getByRole('definition').textContent).toBe('1m 35s');
    expect(within(metric('screens')).getByRole('definition').textContent).toBe('3.5');
    expect(within(metric('retentionDay1')).getByRole('definition').textContent).toBe('Not collected yet');
    expect(within(metric('retentionDay30')).getByRole('definition').textContent).toBe('Not collected yet');

    // Platform split from the user agent, with its share.
    const platforms = screen.getByRole('list', { name: 'Platform split' });
    expect(within(platforms).getByTestId('share-android').textContent).toBe('Android300 (75%)');
    expect(within(platforms).getByTestId('share-ios').textContent).toBe('iOS100 (25%)');
    expect(within(platforms).getByTestId('share-other').textContent).toBe('Other0 (0%)');
  });

  it('says "Not collected yet" for every figure without a real source, never a number', async () => {
    stubApi(
      answer(
        appAnalytics({
          apiLatency: { collected: false },
          loadTimeMs: { collected: false },
          sessionSeconds: { collected: false },
          screensPerSession: { collected: false },
        }),
      ),
    );
    renderPage(<AppDataPage />, { url: path, path });
    await screen.findByTestId('figure-installs');
    expect(card('apiLatency').textContent).toBe('API Latency (95th percentile)Not collected yet');
    for (const key of ['loadTime', 'apiResponse', 'sessionLength', 'screens']) {
      expect(within(metric(key)).getByRole('definition').textContent).toBe('Not collected yet');
    }
    // Push opt-in, API latency, and eight performance and engagement figures.
    expect(screen.getAllByText('Not collected yet')).toHaveLength(10);
  });

  it('rates feature usage with the §9 words: above 80 Excellent, above 60 Good, else Needs Improvement', async () => {
    stubApi(answer());
    renderPage(<AppDataPage />, { url: path, path });
    const table = await screen.findByRole('table', { name: 'Feature usage' });
    expect(rowsOf(table)).toEqual([
      ['Feature', 'Usage', 'Rating'],
      ['Search', '85%', 'Excellent'],
      ['Pharmacies on call', '80%', 'Good'],
      ['Call', '61%', 'Good'],
      ['Directions', '60%', 'Needs Improvement'],
      ['Share', '4%', 'Needs Improvement'],
    ]);
  });

  it('sends the period and platform, kept in the URL, and the defaults leave a clean address', async () => {
    const calls = stubApi(answer());
    const { container } = renderPage(<AppDataPage />, { url: `${path}?platform=ios`, path });
    await screen.findByTestId('figure-installs');
    expect(reads(calls).at(-1)?.query.toString()).toBe('platform=ios');
    const platform = screen.getByRole('combobox', { name: 'Platform' }) as HTMLSelectElement;
    expect([...platform.options].map((option) => option.text)).toEqual(['All platforms', 'Android', 'iOS']);
    expect(platform.value).toBe('ios');

    fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), { target: { value: 'today' } });
    await waitFor(() => expect(currentLocation(container)).toBe(`${path}?platform=ios&period=today`));
    await waitFor(() => expect(reads(calls).at(-1)?.query.toString()).toBe('period=today&platform=ios'));

    fireEvent.change(platform, { target: { value: 'all' } });
    await waitFor(() => expect(currentLocation(container)).toBe(`${path}?period=today`));
    await waitFor(() => expect(reads(calls).at(-1)?.query.toString()).toBe('period=today'));
  });

  it('marks a crash Resolved with a PATCH, then shows what the server now says', async () => {
    let status: 'open' | 'resolved' = 'open';
    const calls = stubApi((call) => {
      if (call.method === 'PATCH' && call.path === crashPath(5)) {
        status = (call.body as { status: typeof status }).status;
        return [200, { data: crashReport({ status }) }];
      }
      return answer(appAnalytics({ crashes: [crashReport({ status })] }))(call);
    });
    renderPage(<AppDataPage />, { url: path, path });
    const table = await screen.findByRole('table', { name: 'Recent crash reports' });
    expect(rowsOf(table)).toEqual([
      ['Error', 'Platform', 'Version', 'Occurrences', 'Last seen', 'Status', 'Action'],
      [
        "TypeError: Cannot read properties of undefined (reading 'phone')/assets/facility-detail.js:12",
        'Android',
        '2026.11.3',
        '4',
        '25 Nov 2026, 14:10',
        'Open',
        'Mark resolved',
      ],
    ]);
    const readsBefore = reads(calls).length;
    fireEvent.click(
      within(table).getByRole('button', {
        name: "Mark the crash “TypeError: Cannot read properties of undefined (reading 'phone')” as resolved",
      }),
    );
    expect(await screen.findByText('Crash report marked as resolved.')).toBeTruthy();
    expect(patches(calls).map((call) => [call.path, call.body])).toEqual([[crashPath(5), { status: 'resolved' }]]);
    // Not optimistic: the new status comes from the figures fetched again after the change.
    expect(reads(calls).length).toBeGreaterThan(readsBefore);
    expect(within(table).getByText('Resolved')).toBeTruthy();

    // And back to Open.
    fireEvent.click(within(table).getByRole('button', { name: /^Reopen the crash/ }));
    expect(await screen.findByText('Crash report reopened.')).toBeTruthy();
    expect(patches(calls).at(-1)?.body).toEqual({ status: 'open' });
    await waitFor(() => expect(within(table).getByText('Open')).toBeTruthy());
  });

  it('says why a crash could not be changed, and leaves its status as it was', async () => {
    let refusal: [number, unknown] = [403, { error: { code: 'forbidden', message: 'no' } }];
    const calls = stubApi((call) => (call.method === 'PATCH' ? refusal : answer()(call)));
    renderPage(<AppDataPage />, { url: path, path });
    const table = await screen.findByRole('table', { name: 'Recent crash reports' });
    fireEvent.click(within(table).getByRole('button', { name: /^Mark the crash/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The crash report was not changed: Server Error (403): You are not allowed to do this',
    );
    expect(patches(calls)).toHaveLength(1);
    expect(within(table).getByText('Open')).toBeTruthy();
    expect(screen.queryByText('Crash report marked as resolved.')).toBeNull();

    refusal = [404, { error: { code: 'not_found', message: 'gone' } }];
    fireEvent.click(within(table).getByRole('button', { name: /^Mark the crash/ }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The crash report was not changed: this crash report no longer exists',
      ),
    );
  });

  it('says when the figures could not be loaded, and Retry loads them', async () => {
    let isRefused = true;
    stubApi((call) => {
      if (call.path !== appPath) return undefined;
      return isRefused ? [403, { error: { code: 'forbidden', message: 'no' } }] : [200, { data: appAnalytics() }];
    });
    renderPage(<AppDataPage />, { url: path, path });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Failed to fetch app analytics: Server Error (403): You are not allowed to do this',
    );
    isRefused = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('figure-installs')).toBeTruthy();
  });
});
