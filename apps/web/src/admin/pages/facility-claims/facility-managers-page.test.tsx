import type { FacilityManagerOverviewRow } from '@hc/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FacilityManagersPage } from './facility-managers-page';
import { cleanupAfterTest, renderPage, resetSession, slowDom, stubApi } from './test-utils';

afterEach(() => {
  cleanupAfterTest();
  resetSession();
});

const row = (overrides: Partial<FacilityManagerOverviewRow> = {}): FacilityManagerOverviewRow => ({
  region: { id: 2, nameEn: 'Littoral', nameFr: 'Littoral' },
  facilities: 1250,
  managed: 40,
  withoutManager: 1210,
  overdue: 3,
  pendingClaims: 2,
  ...overrides,
});

const path = '/admin-dashboard/facility-managers';
const render = () => renderPage(<FacilityManagersPage />, { url: path, path });

describe('FacilityManagersPage', slowDom, () => {
  it('shows each region’s counts, linking the pending claims to the queue filtered by that region', async () => {
    stubApi((call) =>
      call.path === '/api/admin/facility-managers/overview'
        ? [
            200,
            {
              data: [
                row(),
                row({
                  region: { id: 3, nameEn: 'Far North', nameFr: 'Extrême-Nord' },
                  facilities: 12,
                  managed: 0,
                  withoutManager: 12,
                  overdue: 0,
                  pendingClaims: 0,
                }),
              ],
            },
          ]
        : undefined,
    );
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Facility Managers' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Facility managers by region' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Region', 'Public facilities', 'With a manager', 'Without a manager', 'Overdue', 'Pending claims']);
    const [littoral, farNorth] = within(table).getAllByRole('row').slice(1);
    expect(
      within(littoral!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Littoral', '1,250', '40', '1,210', '3', '2']);
    expect(within(littoral!).getByRole('link', { name: '2 pending claims in Littoral' }).getAttribute('href')).toBe(
      '/admin-dashboard/facility-claims?status=pending&region=2',
    );
    expect(within(littoral!).getByRole('link', { name: 'Facilities in Littoral' }).getAttribute('href')).toBe(
      '/admin-dashboard/facilities?region=Littoral',
    );
    // No claim waiting: nothing to open.
    expect(within(farNorth!).queryByRole('link', { name: /pending claim/ })).toBeNull();
    expect(within(farNorth!).getByRole('link', { name: 'Facilities in Far North' }).getAttribute('href')).toBe(
      '/admin-dashboard/facilities?region=Far%20North',
    );
  });

  it('says when the overview failed', async () => {
    stubApi((call) =>
      call.path === '/api/admin/facility-managers/overview'
        ? [500, { error: { code: 'internal', message: 'boom' } }]
        : undefined,
    );
    render();
    expect(screen.getByText('Loading the overview...')).toBeTruthy();
    expect(await screen.findByText(/^Failed to fetch the overview/)).toBeTruthy();
  });
});
