import type { DutyRota } from '@hc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import dutyGroupsEn from '../../../../locales/en/duty-groups.json';
import { addCatalogs, cleanupAfterTest, renderWithProviders, slowDom, stubApi, type Call } from '../test-utils';
import { DutyGroupsPage } from './duty-groups-page';

beforeAll(() => addCatalogs({ 'duty-groups': dutyGroupsEn }));
afterEach(cleanupAfterTest);

const pharmacyRow = (id: number, name: string, status = 'active') => ({
  id,
  name,
  email: null,
  facilityType: 'pharmacy',
  category: 'pharmacy',
  phone: null,
  status,
  region: null,
  division: null,
  subdivision: null,
  divisionId: null,
  subdivisionId: null,
  completeness: { phone: false, address: false, hours: false, position: false },
  version: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
  archivedAt: null,
});

const rota: DutyRota = {
  id: 5,
  name: 'Douala I',
  divisionId: null,
  subdivisionId: 200,
  templates: ['weekday_nights'],
  holidays: [],
  startsOn: '2026-11-30',
  groups: [
    { id: 51, position: 0, name: 'Groupe A', members: [{ id: 101, name: 'Pharmacie du Port', subdivisionId: 200 }] },
    { id: 52, position: 1, name: null, members: [{ id: 102, name: 'Pharmacie Akwa', subdivisionId: 200 }] },
  ],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const rotaList = (rows: DutyRota[]) => ({ data: rows, meta: { total: rows.length, page: 1, pageSize: 50 } });

/** 23 pharmacies match 'pharm' in Wouri: page 1 holds a suspended one, page 3 the last three. */
function searchAnswer(call: Call): [number, unknown] {
  const page = Number(call.query.get('page') ?? '1');
  const ids = Array.from({ length: 23 }, (_, i) => 300 + i).slice((page - 1) * 10, page * 10);
  const rows = ids.map((id) => pharmacyRow(id, `Pharmacie ${id}`, id === 301 ? 'suspended' : 'active'));
  return [200, { data: rows, meta: { total: 23, page, pageSize: 10 } }];
}

const results = (group: string) => screen.findByRole('list', { name: `Pharmacies matching, for ${group}` });

describe('the duty rota form', slowDom, () => {
  it('creates a rota: place by selects, pharmacies by a paged search, chosen ones as removable rows', async () => {
    const calls = stubApi((call) => {
      if (call.path === '/api/admin/duty-groups' && call.method === 'GET') return [200, rotaList([])];
      if (call.path === '/api/admin/facilities') return searchAnswer(call);
      if (call.path === '/api/admin/duty-groups' && call.method === 'POST')
        return [201, { data: { ...rota, name: 'Wouri' } }];
      return undefined;
    });
    renderWithProviders(<DutyGroupsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add rota' }));

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Wouri' } });
    // No place yet: nothing to search in.
    expect(screen.getAllByText(/Choose the rota's division first/)).toHaveLength(1);
    const region = screen.getByRole('combobox', { name: 'Region' });
    await waitFor(() => expect(within(region).queryByRole('option', { name: 'Littoral' })).not.toBeNull());
    fireEvent.change(region, { target: { value: '2' } });
    const division = screen.getByRole('combobox', { name: 'Division' });
    await waitFor(() => expect(within(division).queryByRole('option', { name: 'Wouri' })).not.toBeNull());
    fireEvent.change(division, { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('Week of group 1'), { target: { value: '2026-11-30' } });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a pharmacy for Group 1' }), {
      target: { value: 'pharm' },
    });
    const list = await results('Group 1');
    // The suspended pharmacy is not offered, and the count says what is shown of all matches.
    expect(within(list).getAllByRole('button')).toHaveLength(9);
    expect(screen.getByText(/Showing 10 of 23 matches\. 1 not in the public directory is not offered\./)).toBeTruthy();
    const search = calls.find((call) => call.path === '/api/admin/facilities')!;
    expect(Object.fromEntries(search.query)).toMatchObject({ type: 'pharmacy', division: '20', q: 'pharm' });
    expect(search.query.has('subdivision')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'More results' }));
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(19));
    fireEvent.click(screen.getByRole('button', { name: 'More results' }));
    await screen.findByText(/Showing 23 of 23 matches/);
    expect(screen.queryByRole('button', { name: 'More results' })).toBeNull();

    fireEvent.click(within(list).getByRole('button', { name: 'Add #300 Pharmacie 300 to Group 1' }));
    fireEvent.click(within(list).getByRole('button', { name: 'Add #322 Pharmacie 322 to Group 1' }));
    const chosen = screen.getByRole('list', { name: 'Pharmacies of Group 1' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#300 Pharmacie 300Remove', '#322 Pharmacie 322Remove']);
    // A chosen pharmacy is not offered again.
    expect(within(list).getByRole<HTMLButtonElement>('button', { name: /#300/ }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Pharmacie 322 from Group 1' }));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);

    // A second group, left empty, is refused before the API is called.
    fireEvent.click(screen.getByRole('button', { name: 'Add a group' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Choose at least one pharmacy for this group');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a pharmacy for Group 2' }), {
      target: { value: 'pharm' },
    });
    fireEvent.click(
      within(await results('Group 2')).getByRole('button', { name: 'Add #302 Pharmacie 302 to Group 2' }),
    );
    fireEvent.change(screen.getByLabelText('Name of Group 2'), { target: { value: 'Groupe B' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByText('The rota Wouri was created.')).getAttribute('role')).toBe('status');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Wouri',
      divisionId: 20,
      subdivisionId: null,
      templates: ['weekday_nights', 'weekend'],
      holidays: [],
      startsOn: '2026-11-30',
      groups: [
        { name: null, facilityIds: [300] },
        { name: 'Groupe B', facilityIds: [302] },
      ],
    });
  });

  it('edits a rota: names and places filled in, server errors on the right row, then the saved notice', async () => {
    let attempts = 0;
    const calls = stubApi((call) => {
      if (call.path === '/api/admin/duty-groups' && call.method === 'GET') return [200, rotaList([rota])];
      if (call.path === '/api/admin/duty-groups/5' && call.method === 'PATCH') {
        attempts += 1;
        if (attempts === 1)
          return [
            400,
            {
              error: {
                code: 'validation_failed',
                message: 'The duty group does not hold together',
                fields: [
                  { path: 'groups.1.facilityIds.0', code: 'not_public_pharmacy', message: 'Not public' },
                  { path: 'subdivisionId', code: 'location_mismatch', message: 'Mismatch' },
                ],
              },
            },
          ];
        return [200, { data: rota }];
      }
      return undefined;
    });
    renderWithProviders(<DutyGroupsPage />);
    // The place is named, not numbered.
    expect(await screen.findByRole('cell', { name: 'Wouri › Douala I' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Douala I' }));

    await screen.findByRole('heading', { name: 'Edit Douala I' });
    await waitFor(() =>
      expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Subdivision' }).value).toBe('200'),
    );
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Region' }).value).toBe('2');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Division' }).value).toBe('20');
    expect(screen.getByRole('list', { name: 'Pharmacies of Group 1' }).textContent).toContain('Pharmacie du Port');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name of Group 1' }).value).toBe('Groupe A');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const remove = screen.getByRole('button', { name: 'Remove Pharmacie Akwa from Group 2' });
    await waitFor(() => expect(remove.getAttribute('aria-describedby')).toBeTruthy());
    expect(document.getElementById(remove.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Only a pharmacy listed in the public directory can be on duty',
    );
    expect(document.activeElement).toBe(remove);
    expect(screen.getByText('Is not part of the region or division chosen')).toBeTruthy();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      divisionId: 20,
      subdivisionId: 200,
      groups: [
        { name: 'Groupe A', facilityIds: [101] },
        { name: null, facilityIds: [102] },
      ],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const notice = await screen.findByText('The rota Douala I was saved.');
    expect(notice.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('heading', { name: 'Edit Douala I' })).toBeNull();
    // The focus goes to the notice (the form it was in is gone).
    await waitFor(() => expect(document.activeElement?.contains(notice)).toBe(true));

    // Cancel: nothing saved, no notice, the focus back on the Edit button.
    fireEvent.click(screen.getByRole('button', { name: 'Edit Douala I' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Douala I' })));
    expect(screen.queryByText('The rota Douala I was saved.')).toBeNull();
  });
});
