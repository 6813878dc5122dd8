import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsPage } from './analytics-page';
import {
  cleanupAfterTest,
  currentLocation,
  incompletePath,
  listPage,
  polyfillDialog,
  registration,
  renderPage,
  session,
  slowDom,
  stubApi,
  type Call,
} from './test-utils';

beforeAll(polyfillDialog);
afterEach(() => {
  cleanupAfterTest();
  session.role = 'admin';
});

const path = '/admin-dashboard/analytics';
const listCalls = (calls: Call[]) => calls.filter((call) => call.method === 'GET' && call.path === incompletePath);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

const doctor = registration({
  id: 8,
  name: 'Paul Eto',
  email: 'paul@example.cm',
  role: 'doctor',
  status: 'incomplete_profile',
  specialty: { nameEn: 'Cardiology', nameFr: 'Cardiologie' },
});
const patient = registration({ id: 9, status: 'incomplete_profile', bloodType: 'B+' });

/** Answers each kind with its own row. */
const byKind = (call: Call): [number, unknown] | undefined => {
  if (call.path !== incompletePath) return undefined;
  const kind = call.query.get('kind');
  return [200, listPage(kind === 'doctor' ? [doctor] : kind === 'patient' ? [patient] : [registration()], 12)];
};

describe('Analytics: incomplete registrations', slowDom, () => {
  it('says why names and contacts are missing when the role may not see these people (issue 31)', async () => {
    session.role = 'developer';
    const hidden = registration({ id: 11, name: null, email: null, phone: null });
    stubApi((call) => (call.path === incompletePath ? [200, listPage([hidden], 1)] : undefined));
    renderPage(<AnalyticsPage />, { url: path, path });
    const users = await screen.findByRole('table', { name: 'Incomplete user registrations' });
    await waitFor(() => expect(within(users).getAllByRole('row')).toHaveLength(2));
    expect(cellTexts(within(users).getAllByRole('row')[1]!).slice(0, 4)).toEqual(['11', '—', '—', '—']);
    expect(
      screen.getByText(
        "Names, contacts and blood types are hidden: your role does not include these people's personal data.",
      ),
    ).toBeTruthy();
  });

  it('lists the users with their status and registration day (Douala), and each tab its own kind', async () => {
    const calls = stubApi(byKind);
    const { container } = renderPage(<AnalyticsPage />, { url: path, path });
    expect(screen.getByRole('heading', { level: 2, name: 'Incomplete registrations' })).toBeTruthy();
    expect(
      screen.getByText('Every incomplete registration is listed, whatever the period and location chosen.'),
    ).toBeTruthy();
    const tabs = within(screen.getByRole('tablist', { name: 'Analytics sections' })).getAllByRole('tab');

    const users = await screen.findByRole('table', { name: 'Incomplete user registrations' });
    await waitFor(() => expect(within(users).getAllByRole('row')).toHaveLength(2));
    // The Delete column waits for the session (an admin here).
    await waitFor(() =>
      expect(headers(users)).toEqual(['ID', 'Name', 'Email', 'Phone', 'Status', 'Registered', 'Actions']),
    );
    // 23:30 UTC on 20 November is already the 21st in Douala (UTC+1).
    expect(cellTexts(within(users).getAllByRole('row')[1]!)).toEqual([
      '7',
      'Amina Ngo',
      'amina@example.cm',
      '+237677123456',
      'Registration Started',
      '21 Nov 2026',
      'Delete',
    ]);
    expect(listCalls(calls).at(-1)?.query.get('kind')).toBe('user');
    expect(await screen.findByText('Showing 1 to 10 of 12 entries')).toBeTruthy();

    // The doctors' tab, by the arrow key: their specialty, and the tab in the URL.
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    await waitFor(() => expect(currentLocation(container)).toBe(`${path}?tab=doctors`));
    expect(screen.getByRole('tab', { name: 'Doctors' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Doctors' }));
    const doctors = await screen.findByRole('table', { name: 'Incomplete doctor registrations' });
    await waitFor(() => expect(within(doctors).getByText('paul@example.cm')).toBeTruthy());
    expect(headers(doctors)).toEqual(['ID', 'Name', 'Email', 'Phone', 'Specialty', 'Status', 'Registered', 'Actions']);
    expect(cellTexts(within(doctors).getAllByRole('row')[1]!).slice(4, 6)).toEqual([
      'Cardiology',
      'Incomplete Profile',
    ]);
    expect(listCalls(calls).at(-1)?.query.get('kind')).toBe('doctor');

    // The patients' tab, by a click: their blood type.
    fireEvent.click(screen.getByRole('tab', { name: 'Patients' }));
    await waitFor(() => expect(currentLocation(container)).toBe(`${path}?tab=patients`));
    const patients = await screen.findByRole('table', { name: 'Incomplete patient registrations' });
    await waitFor(() => expect(within(patients).getAllByRole('row')).toHaveLength(2));
    expect(headers(patients)).toEqual([
      'ID',
      'Name',
      'Email',
      'Phone',
      'Blood Type',
      'Status',
      'Registered',
      'Actions',
    ]);
    expect(cellTexts(within(patients).getAllByRole('row')[1]!).slice(0, 5)).toEqual([
      '9',
      'Amina Ngo',
      'amina@example.cm',
      '+237677123456',
      'B+',
    ]);
    expect(listCalls(calls).at(-1)?.query.get('kind')).toBe('patient');

    // The Bookings & Finance tab has none; back to the first tab: a clean address.
    fireEvent.click(screen.getByRole('tab', { name: 'Bookings & Finance' }));
    await waitFor(() => expect(currentLocation(container)).toBe(`${path}?tab=bookings`));
    expect(screen.queryByRole('table', { name: /^Incomplete/ })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Users & Platform' }));
    await waitFor(() => expect(currentLocation(container)).toBe(path));
  });

  it('reads the tab and the page from the URL, pages in the URL, and a new tab starts on page 1', async () => {
    const calls = stubApi(byKind);
    const { container } = renderPage(<AnalyticsPage />, { url: `${path}?tab=patients&page=2`, path });
    expect(screen.getByRole('tab', { name: 'Patients' }).getAttribute('aria-selected')).toBe('true');
    await screen.findByRole('table', { name: 'Incomplete patient registrations' });
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('page')).toBe('2'));
    expect(listCalls(calls).at(-1)?.query.get('kind')).toBe('patient');
    fireEvent.click(await screen.findByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(currentLocation(container)).toBe(`${path}?tab=patients`));
    fireEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(currentLocation(container)).toBe(`${path}?tab=patients&page=2`));
    fireEvent.click(screen.getByRole('tab', { name: 'Doctors' }));
    await waitFor(() => expect(currentLocation(container)).toBe(`${path}?tab=doctors`));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('kind')).toBe('doctor'));
    expect(listCalls(calls).at(-1)?.query.get('page')).toBeNull();
  });

  it('deletes a patient after the spec’s question, says so, and the row is gone', async () => {
    let rows = [patient];
    const calls = stubApi((call) => {
      if (call.method === 'GET' && call.path === incompletePath) return [200, listPage(rows)];
      if (call.method === 'DELETE' && call.path === `${incompletePath}/9`) {
        rows = [];
        return [200, { data: { id: 9, role: 'patient' } }];
      }
      return undefined;
    });
    renderPage(<AnalyticsPage />, { url: `${path}?tab=patients`, path });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Amina Ngo (amina@example.cm)' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete this patient? This action cannot be undone.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Patient deleted successfully')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([`${incompletePath}/9`]);
    expect(await screen.findByText('No records')).toBeTruthy();
  });

  it('asks about a user or a doctor on their tabs, and a refused delete (409) claims nothing', async () => {
    const calls = stubApi((call) => {
      if (call.method === 'DELETE') return [409, { error: { code: 'conflict', message: 'complete' } }];
      return byKind(call);
    });
    renderPage(<AnalyticsPage />, { url: path, path });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Amina Ngo (amina@example.cm)' }));
    let dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete this user? This action cannot be undone.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('tab', { name: 'Doctors' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Paul Eto (paul@example.cm)' }));
    dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete this doctor? This action cannot be undone.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText('This registration is complete: delete the account from its own section.'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([`${incompletePath}/8`]);
    expect(screen.queryByText('Doctor deleted successfully')).toBeNull();
  });

  it('offers no Delete to an account that is not an admin', async () => {
    session.role = 'support';
    stubApi(byKind);
    renderPage(<AnalyticsPage />, { url: `${path}?tab=patients`, path });
    const table = await screen.findByRole('table', { name: 'Incomplete patient registrations' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    // The session answers after the list may have: wait for it before asserting the absence.
    await waitFor(() => expect(headers(table)).not.toContain('Actions'));
    expect(headers(table)).toEqual(['ID', 'Name', 'Email', 'Phone', 'Blood Type', 'Status', 'Registered']);
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('says when loading, when there is nothing, and when the list failed (with Retry)', async () => {
    stubApi((call) => (call.path === incompletePath ? [200, listPage([])] : undefined));
    renderPage(<AnalyticsPage />, { url: path, path });
    expect(screen.getByText('Loading incomplete registrations...')).toBeTruthy();
    expect(await screen.findByText('No records')).toBeTruthy();
    cleanup();
    // A refusal (not retried by the API client, unlike a 5xx) until Retry is pressed.
    let isRefused = true;
    stubApi((call) => {
      if (call.path !== incompletePath) return undefined;
      return isRefused ? [403, { error: { code: 'forbidden', message: 'no' } }] : [200, listPage([])];
    });
    renderPage(<AnalyticsPage />, { url: path, path });
    expect(await screen.findByText(/^Failed to fetch incomplete registrations/)).toBeTruthy();
    isRefused = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No records')).toBeTruthy();
  });
});
