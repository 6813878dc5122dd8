import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsPage } from './analytics-page';
import {
  bookingFigures,
  cleanupAfterTest,
  currentLocation,
  doctorFigures,
  figuresPath,
  incompletePath,
  listPage,
  patientFigures,
  polyfillDialog,
  renderPage,
  session,
  slowDom,
  stubApi,
  userFigures,
  type Call,
} from './test-utils';

beforeAll(polyfillDialog);
afterEach(() => {
  cleanupAfterTest();
  session.role = 'admin';
});

const path = '/admin-dashboard/analytics';
const figureCalls = (calls: Call[], tab: Parameters<typeof figuresPath>[0]) =>
  calls.filter((call) => call.path === figuresPath(tab));
const sent = (call: Call | undefined) => Object.fromEntries(call?.query ?? []);
/** The texts of a figure: its value, then its detail and note lines. */
const figure = (label: string) =>
  within(screen.getByText(label, { selector: 'dt' }).parentElement!)
    .getAllByRole('definition')
    .map((dd) => dd.textContent);
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
/** Incomplete registrations: an empty list (the panel has its own tests). */
const noIncomplete = (call: Call): [number, unknown] | undefined =>
  call.path === incompletePath ? [200, listPage([])] : undefined;

describe('AnalyticsPage: tabs and figures', slowDom, () => {
  it('shows the four tabs, keyboard-usable and kept in the URL, each with its own figures', async () => {
    const calls = stubApi(noIncomplete);
    const { container } = renderPage(<AnalyticsPage />, { url: path, path });
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    const tabs = within(screen.getByRole('tablist', { name: 'Analytics sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Users & Platform', 'true'],
      ['Doctors', 'false'],
      ['Patients', 'false'],
      ['Bookings & Finance', 'false'],
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Users & Platform' })).toBeTruthy();
    expect(screen.getByText('Loading figures...')).toBeTruthy();
    await screen.findByText('Total users', { selector: 'dt' });

    fireEvent.keyDown(tabs[0]!, { key: 'End' });
    await waitFor(() => expect(currentLocation(container)).toBe(`${path}?tab=bookings`));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Bookings & Finance' }));
    await screen.findByText('Bookings without complaints', { selector: 'dt' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    await waitFor(() => expect(currentLocation(container)).toBe(`${path}?tab=patients`));
    await screen.findByText('Onboarding rate', { selector: 'dt' });
    expect(figureCalls(calls, 'bookings')).toHaveLength(1);
    expect(figureCalls(calls, 'patients')).toHaveLength(1);
  });

  it('shows the Users & Platform counters with thousands separators, and site figures as every region’s', async () => {
    const calls = stubApi((call) => {
      if (call.path === figuresPath('users') && call.query.get('region') === '2')
        return [
          200,
          {
            data: userFigures({
              period: { name: 'month', from: '2026-10-31T23:00:00.000Z', to: '2026-11-25T10:00:00.000Z' },
              region: 2,
              totalUsers: 40,
              platformVisitors: { value: 45210, ignoresRegion: true },
            }),
          },
        ];
      return noIncomplete(call);
    });
    const { container } = renderPage(<AnalyticsPage />, { url: path, path });
    await screen.findByText('Total users', { selector: 'dt' });
    expect(screen.getByText('Counted over all time.')).toBeTruthy();
    expect(figure('Total users')).toEqual(['1,250', 'To date, whatever the period']);
    expect(figure('Registrations started')).toEqual(['1,300', 'Patient and doctor accounts created in the period']);
    expect(figure('Complete registrations')).toEqual(['1,180']);
    expect(figure('Incomplete profiles')).toEqual(['120']);
    expect(figure('Platform visitors')).toEqual(['45,210']);
    expect(figure('App visitors')).toEqual(['8,200']);
    expect(figure('Hospital searches')).toEqual(['3,100']);
    expect(figure('Laboratory searches')).toEqual(['950']);
    expect(figure('Pharmacy searches')).toEqual(['4,400']);
    expect(figure('Pharmacy on-call searches')).toEqual(['2,100']);
    expect(sent(figureCalls(calls, 'users').at(-1))).toEqual({});

    // The period and the location: kept in the URL (the region by name), sent as the period and the region id.
    fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), { target: { value: 'month' } });
    await screen.findByRole('option', { name: 'Littoral' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Location' }), { target: { value: 'Littoral' } });
    await waitFor(() => expect(currentLocation(container)).toBe(`${path}?period=month&region=Littoral`));
    await waitFor(() => expect(sent(figureCalls(calls, 'users').at(-1))).toEqual({ period: 'month', region: '2' }));
    await waitFor(() => expect(figure('Total users')[0]).toBe('40'));
    expect(screen.getByText('Counted since 1 Nov 2026 (Cameroon time), up to now.')).toBeTruthy();
    expect(figure('Platform visitors')).toEqual([
      '45,210',
      'All regions: visits and searches are not recorded by location.',
    ]);
    // Back to all time: a clean address for the period.
    fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), { target: { value: 'all' } });
    await waitFor(() => expect(currentLocation(container)).toBe(`${path}?region=Littoral`));
  });

  it('shows doctors’ earnings in millions (one decimal) and exact, ratings as not collected, and the top earners', async () => {
    stubApi(noIncomplete);
    renderPage(<AnalyticsPage />, { url: `${path}?tab=doctors`, path });
    await screen.findByText('Total earnings', { selector: 'dt' });
    expect(figure('Total doctors')).toEqual(['89', 'To date, whatever the period']);
    expect(figure('Total bookings')).toEqual(['2,140']);
    expect(figure('Total earnings')).toEqual(['12.3 million CFA', '12,345,678 CFA']);
    expect(figure('Average rating')).toEqual(['Not collected yet', 'No doctor rating is recorded yet.']);
    const bestRated = screen.getByRole('heading', { name: 'Best-rated doctors' }).parentElement!;
    expect(bestRated.textContent).toContain('Not collected yet No doctor rating is recorded yet.');
    expect(rowTexts(screen.getByRole('table', { name: 'Highest-earning doctors' }))).toEqual([
      ['Dr Paul Eto', 'Cardiology', '140', '2,450,000 CFA'],
      ['Dr Awa Bello', '—', '98', '1,200,500 CFA'],
    ]);
  });

  it('offers the doctor filter on the Doctors tab only, and sends the chosen doctor with that tab’s figures', async () => {
    const calls = stubApi((call) => {
      if (call.path === '/api/admin/analytics/doctor-choices')
        return [200, { data: [{ id: 12, name: 'Dr Paul Eto', specialty: null }] }];
      if (call.path === figuresPath('doctors') && call.query.get('doctor') === '12')
        return [
          200,
          {
            data: doctorFigures({
              doctor: { id: 12, name: 'Dr Paul Eto', specialty: null },
              totalDoctors: 1,
              totalEarningsCfa: 950_000,
            }),
          },
        ];
      return noIncomplete(call);
    });
    const { container } = renderPage(<AnalyticsPage />, { url: path, path });
    await screen.findByText('Total users', { selector: 'dt' });
    expect(screen.queryByRole('group', { name: 'Doctor' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Doctors' }));
    const filter = await screen.findByRole('group', { name: 'Doctor' });
    expect(within(filter).getByText('All doctors')).toBeTruthy();
    fireEvent.change(within(filter).getByRole('searchbox', { name: 'Find a doctor' }), { target: { value: 'eto' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Show the figures of #12 Dr Paul Eto' }));
    await waitFor(() => expect(currentLocation(container)).toBe(`${path}?tab=doctors&doctor=12`));
    await waitFor(() => expect(figure('Total earnings')).toEqual(['950,000 CFA']));
    expect(sent(figureCalls(calls, 'doctors').at(-1))).toEqual({ doctor: '12' });
    expect(screen.getByRole('heading', { name: 'Dr Paul Eto' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Doctor' })).getByText('Dr Paul Eto')).toBeTruthy();

    // Another tab ignores the doctor (and hides the filter); back on Doctors it is still chosen, then cleared.
    fireEvent.click(screen.getByRole('tab', { name: 'Patients' }));
    await screen.findByText('Onboarding rate', { selector: 'dt' });
    expect(sent(figureCalls(calls, 'patients').at(-1))).toEqual({});
    expect(screen.queryByRole('group', { name: 'Doctor' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Doctors' }));
    fireEvent.click(await screen.findByRole('button', { name: "Show every doctor's figures, not only Dr Paul Eto's" }));
    await waitFor(() => expect(currentLocation(container)).toBe(`${path}?tab=doctors`));
    await waitFor(() => expect(figure('Total earnings')[0]).toBe('12.3 million CFA'));
  });

  it('shows the patients’ onboarding rate, installs and most active patients', async () => {
    stubApi(noIncomplete);
    renderPage(<AnalyticsPage />, { url: `${path}?tab=patients`, path });
    await screen.findByText('Onboarding rate', { selector: 'dt' });
    expect(figure('Total patients')).toEqual(['1,250', 'To date, whatever the period']);
    expect(figure('First bookings')).toEqual(['340', 'Patients whose first booking was made in the period']);
    expect(figure('Raw downloads')).toEqual(['5,120']);
    expect(figure('Onboarding rate')).toEqual(['66.7%', '2 of 3 patients who registered in the period completed it']);
    expect(rowTexts(screen.getByRole('table', { name: 'Most active patients' }))).toEqual([
      ['Amina NgoPAT-000007', '12'],
    ]);
    expect(screen.getByRole('table', { name: 'Incomplete patient registrations' })).toBeTruthy();
  });

  it('says so when no patient registered in the period, rather than showing a rate', async () => {
    stubApi((call) =>
      call.path === figuresPath('patients')
        ? [200, { data: patientFigures({ onboarding: { percent: null, complete: 0, started: 0 } }) }]
        : noIncomplete(call),
    );
    renderPage(<AnalyticsPage />, { url: `${path}?tab=patients`, path });
    await screen.findByText('Onboarding rate', { selector: 'dt' });
    expect(figure('Onboarding rate')).toEqual(['—', 'No patient registered in this period']);
  });

  it('shows the income in whole millions and exact, payouts as not collected, and the peak months by name', async () => {
    stubApi(noIncomplete);
    renderPage(<AnalyticsPage />, { url: `${path}?tab=bookings`, path });
    await screen.findByText('Total income', { selector: 'dt' });
    expect(figure('Total bookings')).toEqual(['2,140']);
    expect(figure('Bookings without complaints')).toEqual(['2,100', 'No claim filed about them']);
    expect(figure('High-quality bookings')).toEqual(['1,800', 'Completed, with no claim']);
    expect(figure('Total income')).toEqual(['46 million CFA', '45,678,900 CFA']);
    expect(figure('Doctor payments')).toEqual(['Not collected yet', 'No payment to doctors is recorded yet.']);
    expect(figure('Retained money')).toEqual(['Not collected yet', 'No payment to doctors is recorded yet.']);
    expect(rowTexts(screen.getByRole('table', { name: 'Peak months' }))).toEqual([
      ['November 2026', '320'],
      ['March 2026', '290'],
    ]);
    expect(screen.queryByRole('table', { name: /^Incomplete/ })).toBeNull();
  });

  it('says when the figures failed, with Retry', async () => {
    let isRefused = true;
    stubApi((call) => {
      if (call.path === figuresPath('bookings'))
        return isRefused
          ? [403, { error: { code: 'forbidden', message: 'no' } }]
          : [200, { data: bookingFigures({ totalBookings: 7 }) }];
      return noIncomplete(call);
    });
    renderPage(<AnalyticsPage />, { url: `${path}?tab=bookings`, path });
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Failed to fetch the figures/);
    isRefused = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(figure('Total bookings')).toEqual(['7']));
  });
});
