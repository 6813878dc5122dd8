import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cleanupAfterTest,
  currentLocation,
  renderPage,
  slowDom,
  stubApi,
  websiteAnalytics,
  websitePath,
  type Call,
} from './test-utils';
import { WebsiteDataPage } from './website-data-page';

afterEach(cleanupAfterTest);

const path = '/admin-dashboard/website-data';
const requests = (calls: Call[]) => calls.filter((call) => call.path === websitePath);
const answer =
  (data = websiteAnalytics()) =>
  (call: Call): [number, unknown] | undefined =>
    call.path === websitePath ? [200, { data }] : undefined;
const card = (key: string) => screen.getByTestId(`figure-${key}`);
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('WebsiteDataPage', slowDom, () => {
  it('shows the six figures with their change against the previous period, the bounce rate coloured per §9', async () => {
    stubApi(answer());
    renderPage(<WebsiteDataPage />, { url: path, path });
    expect(screen.getByRole('heading', { level: 1, name: 'Website Data' })).toBeTruthy();
    expect(screen.getByText('Loading website analytics...')).toBeTruthy();
    await screen.findByTestId('figure-visitors');

    expect(within(card('visitors')).getByText('1,234')).toBeTruthy();
    // The eye reads an arrow and a signed percent; a screen reader hears a sentence with the previous value.
    const visitorsChange = within(card('visitors')).getByTestId('change');
    expect(visitorsChange.textContent).toContain('▲ +12.2% vs previous period');
    expect(within(visitorsChange).getByText('Up 12.2% on the previous period (1,100).')).toBeTruthy();
    expect(visitorsChange.className).toContain('text-green-700');

    expect(within(card('dailyVisitors')).getByText('411.3')).toBeTruthy();
    const pageViewsChange = within(card('pageViews')).getByTestId('change');
    expect(within(card('pageViews')).getByText('5,678')).toBeTruthy();
    expect(pageViewsChange.textContent).toContain('▼ -5.4%');
    expect(within(pageViewsChange).getByText('Down 5.4% on the previous period (6,000).')).toBeTruthy();
    expect(pageViewsChange.className).toContain('text-red-700');

    // 38.2 % is between 35 and 45: yellow, said in words too. A rising bounce rate is bad news (red).
    const bounce = card('bounceRate');
    expect(within(bounce).getByText('38.2%').className).toContain('text-amber-700');
    expect(within(bounce).getByText('Fair')).toBeTruthy();
    expect(bounce.className).toContain('border-l-amber-500');
    expect(within(bounce).getByTestId('change').className).toContain('text-red-700');

    // No sessions before: no percentage can be given.
    expect(within(card('averageSession')).getByText('2m 35s')).toBeTruthy();
    expect(within(card('averageSession')).getByText('No previous data')).toBeTruthy();
    expect(within(card('averageSession')).queryByTestId('change')).toBeNull();

    expect(within(card('conversionRate')).getByText('7.5%')).toBeTruthy();
    expect(within(card('conversionRate')).getByText('No change on the previous period (7.5%).')).toBeTruthy();

    // What the figures cover, in Douala time.
    expect(screen.getByTestId('period-line').textContent).toBe(
      'From 23 Nov 2026, 00:00 to 25 Nov 2026, 14:23 (Douala time), compared with 20 Nov 2026, 09:37 to 23 Nov 2026, 00:00.',
    );
  });

  it.each([
    [34.9, 'Good', 'text-green-700'],
    [44.9, 'Fair', 'text-amber-700'],
    [45, 'Poor', 'text-red-700'],
  ])('colours a bounce rate of %s%% as %s', async (value, word, colour) => {
    stubApi(answer(websiteAnalytics({ bounceRate: { value, previous: value, changePercent: 0 } })));
    renderPage(<WebsiteDataPage />, { url: path, path });
    const bounce = await screen.findByTestId('figure-bounceRate');
    expect(within(bounce).getByText(word)).toBeTruthy();
    expect(within(bounce).getByText(`${value}%`).className).toContain(colour);
  });

  it('gives every chart its table: visitors per Douala day, every source and device in order, and the top pages', async () => {
    stubApi(answer());
    renderPage(<WebsiteDataPage />, { url: path, path });
    const overTime = await screen.findByRole('table', { name: 'Visitors over time' });
    // 23:00 UTC is midnight of the next day in Douala.
    expect(rowsOf(overTime)).toEqual([
      ['Day', 'Visitors', 'Page views'],
      ['23 Nov', '500', '2,000'],
      ['24 Nov', '434', '2,100'],
      ['25 Nov', '300', '1,578'],
    ]);
    // Sources the period did not have are there with 0, WhatsApp and the like among them.
    expect(rowsOf(screen.getByRole('table', { name: 'Traffic sources' }))).toEqual([
      ['Source', 'Sessions'],
      ['Organic search', '400'],
      ['Direct', '150'],
      ['Social media', '0'],
      ['Referral', '0'],
      ['Email', '0'],
      ['Messaging apps (WhatsApp…)', '250'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Devices' }))).toEqual([
      ['Device', 'Sessions'],
      ['Mobile', '700'],
      ['Desktop', '90'],
      ['Tablet', '10'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Top pages' }))).toEqual([
      ['Page', 'Views', 'Visitors'],
      ['/pharmacies-on-call', '2,900', '800'],
      ['/medical-facilities/hospitals', '1,400', '500'],
    ]);
  });

  it('shows the last 30 minutes in five slots, each bar scaled against 150 visitors', async () => {
    stubApi(answer());
    renderPage(<WebsiteDataPage />, { url: path, path });
    const slots = await screen.findAllByTestId('realtime-slot');
    expect(slots.map((slot) => slot.textContent)).toEqual([
      '13:53 – 13:590 visitors',
      '13:59 – 14:0515 visitors',
      '14:05 – 14:1160 visitors',
      '14:11 – 14:17150 visitors',
      '14:17 – 14:23210 visitors',
    ]);
    expect(screen.getAllByTestId('realtime-bar').map((bar) => bar.style.width)).toEqual([
      '0%',
      '10%',
      '40%',
      '100%',
      '100%',
    ]);
    expect(screen.getByTestId('realtime-total').textContent).toBe('435');
    expect(screen.getByText('visitors in the last 30 minutes')).toBeTruthy();
  });

  it('labels today’s chart by Douala hour, and says when a period had no visits', async () => {
    stubApi(
      answer(
        websiteAnalytics({
          visitorsOverTime: [
            { at: '2026-11-25T07:00:00.000Z', visitors: 3, pageViews: 5 },
            { at: '2026-11-25T08:00:00.000Z', visitors: 4, pageViews: 9 },
          ],
          sources: [],
          devices: [],
          topPages: [],
        }),
      ),
    );
    renderPage(<WebsiteDataPage />, { url: `${path}?period=today`, path });
    const overTime = await screen.findByRole('table', { name: 'Visitors over time' });
    expect(rowsOf(overTime).map((row) => row[0])).toEqual(['Hour', '08:00', '09:00']);
    expect(screen.queryByRole('table', { name: 'Traffic sources' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Devices' })).toBeNull();
    expect(screen.getAllByText('No visits in this period.')).toHaveLength(2);
    expect(screen.getByText('No page views in this period.')).toBeTruthy();
  });

  it('reads the period and page from the URL, sends them, and keeps each change in the URL', async () => {
    const calls = stubApi(answer());
    const { container } = renderPage(<WebsiteDataPage />, { url: `${path}?period=month&page=doctors`, path });
    await screen.findByTestId('figure-visitors');
    expect(requests(calls).at(-1)?.query.toString()).toBe('period=month&page=doctors');
    const period = screen.getByRole('combobox', { name: 'Period' }) as HTMLSelectElement;
    const page = screen.getByRole('combobox', { name: 'Page' }) as HTMLSelectElement;
    expect(period.value).toBe('month');
    expect([...period.options].map((option) => option.text)).toEqual(['Today', 'This week', 'This month', 'This year']);
    expect([...page.options].map((option) => option.text)).toEqual([
      'All pages',
      'Services',
      'Doctors',
      'Hospitals',
      'Pharmacies',
      'Laboratories',
      'Other pages',
    ]);

    // Another period keeps the page filter (the list kit would have dropped `page` as a pager's).
    fireEvent.change(period, { target: { value: 'year' } });
    await waitFor(() => expect(currentLocation(container)).toBe(`${path}?period=year&page=doctors`));
    await waitFor(() => expect(requests(calls).at(-1)?.query.toString()).toBe('period=year&page=doctors'));

    // The defaults (this week, all pages) leave a clean address and a request without filters.
    fireEvent.change(screen.getByRole('combobox', { name: 'Page' }), { target: { value: 'all' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), { target: { value: 'week' } });
    await waitFor(() => expect(currentLocation(container)).toBe(path));
    await waitFor(() => expect(requests(calls).at(-1)?.query.toString()).toBe(''));
  });

  it('drops a hand-edited value it does not know rather than failing', async () => {
    const calls = stubApi(answer());
    renderPage(<WebsiteDataPage />, { url: `${path}?period=decade&page=hospitals`, path });
    await screen.findByTestId('figure-visitors');
    expect(requests(calls).at(-1)?.query.toString()).toBe('page=hospitals');
    expect((screen.getByRole('combobox', { name: 'Period' }) as HTMLSelectElement).value).toBe('week');
  });

  it('says when the figures could not be loaded, and Retry loads them', async () => {
    let isRefused = true;
    stubApi((call) => {
      if (call.path !== websitePath) return undefined;
      return isRefused ? [403, { error: { code: 'forbidden', message: 'no' } }] : [200, { data: websiteAnalytics() }];
    });
    renderPage(<WebsiteDataPage />, { url: path, path });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Failed to fetch website analytics: Server Error (403): You are not allowed to do this',
    );
    isRefused = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('figure-visitors')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
