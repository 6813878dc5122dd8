import type { FacilityHistoryEntry } from '@hc/shared';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import facilitiesFr from '../../../../locales/fr/admin-facilities.json';
import { cleanupAfterTest, i18n, renderWithProviders } from '../../../list-kit/test-utils';
import { sessionUser, stubApi } from '../list/test-fixtures';
import { FacilityHistory } from './facility-history';

afterEach(cleanupAfterTest);

const window = { startsAt: '2026-12-05T18:00:00.000Z', endsAt: '2026-12-07T06:30:00.000Z' };
const history: FacilityHistoryEntry[] = [
  {
    id: 3,
    action: 'duty_swapped',
    at: '2026-12-01T08:15:00.000Z',
    user: { id: 2, name: 'Jane Doe', email: 'jane@e2e.test' },
    changes: [
      { field: 'dutyPeriod', before: window, after: null },
      { field: 'dutyFacilityId', before: 7, after: 9 },
      { field: 'reason', before: null, after: 'Travaux' },
      // Kept by an older version: the period's own times, unchanged.
      { field: 'dutyStartsAt', before: window.startsAt, after: window.startsAt },
    ],
  },
  {
    id: 2,
    action: 'duty_added',
    at: '2026-11-30T08:00:00.000Z',
    user: null,
    changes: [
      { field: 'dutyPeriods', before: null, after: 6 },
      { field: 'dutyStartsAt', before: null, after: '2026-11-30T21:00:00.000Z' },
      { field: 'dutyEndsAt', before: null, after: window.endsAt },
      { field: 'dutyRotaId', before: null, after: 4 },
    ],
  },
];

function renderHistory() {
  stubApi(
    (call) =>
      call.path === '/api/admin/facilities/7/history'
        ? [200, { data: history, meta: { total: history.length, page: 1, pageSize: 20 } }]
        : undefined,
    sessionUser('manager'),
  );
  renderWithProviders(<FacilityHistory facilityId={7} nameOf={(_kind, id) => `#${id}`} />);
}

/** Each row of an entry's table: field, before, after. */
const rowsOf = (entry: HTMLElement) =>
  within(entry)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace('→ ', '')));

describe('the facility history of rota events', () => {
  it('names the fields, shows instants in Douala time and leaves out a change whose before equals its after', async () => {
    renderHistory();
    const [swap, added] = await screen.findAllByTestId('history-entry');
    expect(rowsOf(swap!)).toEqual([
      ['On-call period', '5 Dec 2026, 19:00 – 7 Dec 2026, 07:30', '—'],
      ['Pharmacy on duty', '#7', '#9'],
      ['Reason', '—', 'Travaux'],
    ]);
    expect(rowsOf(added!)).toEqual([
      ['On-call periods', '—', '6'],
      ['First period starts', '—', '30 Nov 2026, 22:00'],
      ['Last period ends', '—', '7 Dec 2026, 07:30'],
      ['Duty rota', '—', '#4'],
    ]);
    expect(swap!.textContent).not.toMatch(/duty[A-Z]|Z\b|T\d\d:/);
  });

  it('says it in French', async () => {
    i18n.addResourceBundle('fr', 'admin-facilities', facilitiesFr);
    await i18n.changeLanguage('fr');
    try {
      renderHistory();
      const [swap] = await screen.findAllByTestId('history-entry');
      expect(rowsOf(swap!).map((row) => row[0])).toEqual(['Période de garde', 'Pharmacie de garde', 'Motif']);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
