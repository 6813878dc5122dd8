import type { ManagedFacilityRow, MyFacilityClaim } from '@hc/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, managerUser, pharmacy, renderAt, stubFetch, writes, type Answer } from '../test-utils';
import { MyFacilitiesPage } from './my-facilities-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DAY = 86_400_000;
const row = (overrides: Partial<ManagedFacilityRow> = {}): ManagedFacilityRow => ({
  id: pharmacy.id,
  name: pharmacy.name,
  category: 'pharmacy',
  facilityType: 'pharmacy',
  status: 'active',
  subdivision: pharmacy.subdivision,
  confirmedAt: new Date(Date.now() - 30 * DAY).toISOString(),
  confirmationDueAt: new Date(Date.now() + 150 * DAY).toISOString(),
  ...overrides,
});

const rejected: MyFacilityClaim = {
  id: 5,
  facility: {
    id: 9,
    name: 'Clinique Espoir',
    category: 'hospital',
    facilityType: 'clinic',
    status: 'active',
    region: null,
    division: null,
    subdivision: null,
    createdByClaim: false,
  },
  roleAtFacility: 'director',
  status: 'rejected',
  rejectReason: 'The licence number does not match the clinic.',
  createdAt: '2026-10-02T09:00:00.000Z',
  decidedAt: '2026-10-05T09:00:00.000Z',
};

function renderPage({
  user = managerUser,
  rows = [row()],
  claims = [] as MyFacilityClaim[],
  answer = (() => undefined) as Answer,
} = {}) {
  const calls = stubFetch((call) => {
    const answered = answer(call);
    if (answered) return answered;
    if (call.path === '/api/auth/session') return [200, { data: user }];
    if (call.path === '/api/my/facilities') return [200, { data: rows }];
    if (call.path === '/api/facility-claims/mine') return [200, { data: claims }];
    return undefined;
  });
  const view = renderAt(<MyFacilitiesPage />, { url: '/my-facilities', path: '/my-facilities' });
  return { calls, view };
}

describe('MyFacilitiesPage', () => {
  it('sends a signed-out visitor to sign in, and back here afterwards', async () => {
    const { view } = renderPage({ user: null as never });
    await waitFor(() => expect(currentLocation(view.container)).toBe('/sign-in?next=%2Fmy-facilities'));
  });

  it('lists the facilities run, with type, place, status and last confirmation', async () => {
    renderPage({
      rows: [
        row(),
        row({
          id: 8,
          name: 'Nouvelle Pharmacie',
          status: 'pending',
          confirmedAt: null,
          confirmationDueAt: new Date(Date.now() - DAY).toISOString(),
        }),
      ],
    });
    const first = (await screen.findByRole('heading', { name: 'Pharmacie du Port' })).closest('li')!;
    expect(within(first).getByText('Pharmacy · Douala I')).toBeTruthy();
    expect(within(first).getByText('Public')).toBeTruthy();
    expect(within(first).getByText(/^Confirmed on /)).toBeTruthy();
    expect(within(first).queryByText('Confirmation due')).toBeNull();
    const second = screen.getByRole('heading', { name: 'Nouvelle Pharmacie' }).closest('li')!;
    expect(within(second).getByText('Waiting for review')).toBeTruthy();
    expect(within(second).getByText(/waits for staff review/)).toBeTruthy();
    expect(within(second).getByText('Never confirmed')).toBeTruthy();
    expect(within(second).getByText('Confirmation due')).toBeTruthy();
    expect(
      within(second).getByRole('link', { name: 'Update the listing of Nouvelle Pharmacie' }).getAttribute('href'),
    ).toBe('/my-facilities/8');
  });

  it('confirms a listing in one click and shows the new date', async () => {
    let confirmedAt = row().confirmedAt;
    const { calls } = renderPage({
      answer: (call) => {
        if (call.path === '/api/my/facilities' && call.method === 'GET') return [200, { data: [row({ confirmedAt })] }];
        if (call.path === '/api/my/facilities/7/confirm') {
          confirmedAt = '2026-11-29T08:00:00.000Z';
          return [200, { data: { facilityId: 7, confirmedAt } }];
        }
        return undefined;
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm the listing is still right' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/confirmed on 29 November 2026/);
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/api/my/facilities/7/confirm', body: undefined }]);
    await waitFor(() => expect(screen.getByText('Confirmed on 29 November 2026')).toBeTruthy());
  });

  it('shows the account’s claims with staff’s reason, and a way to claim when it runs no facility', async () => {
    renderPage({ rows: [], claims: [rejected] });
    expect(await screen.findByText('You do not manage a facility in the directory yet.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Do you run a facility? Ask to manage its listing' }).getAttribute('href'),
    ).toBe('/facility-claim');
    const claim = (await screen.findByText('Clinique Espoir')).closest('li')!;
    expect(within(claim).getByText('Rejected')).toBeTruthy();
    expect(within(claim).getByText('Reason: The licence number does not match the clinic.')).toBeTruthy();
    expect(within(claim).getByText(/^Sent on 2 October 2026/)).toBeTruthy();
  });
});
