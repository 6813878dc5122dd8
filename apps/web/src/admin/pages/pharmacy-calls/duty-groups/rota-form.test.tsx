import type { DutyRota } from '@hc/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import dutyGroupsEn from '../../../../locales/en/duty-groups.json';
import dutyGroupsFr from '../../../../locales/fr/duty-groups.json';
import {
  addCatalogs,
  cleanupAfterTest,
  i18n,
  renderWithProviders,
  slowDom,
  stubApi,
  type Answer,
  type Call,
} from '../test-utils';
import { DutyGroupsPage } from './duty-groups-page';
import { RotaForm } from './rota-form';

beforeAll(() => addCatalogs({ 'duty-groups': dutyGroupsEn }));
afterEach(cleanupAfterTest);

// Littoral: Wouri (Douala I and II) and Sanaga-Maritime (Edéa I).
const divisions = [
  { id: 20, code: 'WO', regionId: 2, nameEn: 'Wouri', nameFr: 'Wouri', headquarters: null },
  { id: 21, code: 'SM', regionId: 2, nameEn: 'Sanaga-Maritime', nameFr: 'Sanaga-Maritime', headquarters: null },
];
const subdivisions = [
  { id: 200, code: 'D1', divisionId: 20, nameEn: 'Douala I', nameFr: 'Douala Ier', type: 'Urban' },
  { id: 201, code: 'D2', divisionId: 20, nameEn: 'Douala II', nameFr: 'Douala IIe', type: 'Urban' },
  { id: 210, code: 'E1', divisionId: 21, nameEn: 'Edea I', nameFr: 'Édéa Ier', type: 'Urban' },
];

/** The divisions of a region and the subdivisions of a division (every one without the filter). */
function geographyAnswer(call: Call): [number, unknown] | undefined {
  if (call.path === '/api/divisions') {
    const region = call.query.get('region');
    return [200, { data: divisions.filter((d) => !region || String(d.regionId) === region) }];
  }
  if (call.path === '/api/subdivisions') {
    const division = call.query.get('division');
    return [200, { data: subdivisions.filter((s) => !division || String(s.divisionId) === division) }];
  }
  return undefined;
}

const stubRotaApi = (answer: Answer) => stubApi((call) => answer(call) ?? geographyAnswer(call));

const rotaList = (rows: DutyRota[]) => ({ data: rows, meta: { total: rows.length, page: 1, pageSize: 50 } });

/** Three groups over the whole of Wouri; Pharmacie Bell's subdivision is not known. */
const wouriRota: DutyRota = {
  id: 7,
  name: 'Garde Wouri',
  divisionId: 20,
  subdivisionId: null,
  templates: ['weekday_nights'],
  holidays: [],
  startsOn: '2026-11-30',
  groups: [
    { id: 71, position: 0, name: 'Groupe A', members: [{ id: 101, name: 'Pharmacie du Port', subdivisionId: 200 }] },
    { id: 72, position: 1, name: null, members: [{ id: 102, name: 'Pharmacie Akwa', subdivisionId: 201 }] },
    {
      id: 73,
      position: 2,
      name: 'Groupe C',
      members: [
        { id: 103, name: 'Pharmacie Deido', subdivisionId: 200 },
        { id: 104, name: 'Pharmacie Bell', subdivisionId: null },
      ],
    },
  ],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

/** The pharmacies of Wouri the search finds: two in Douala I, two in Douala II. */
const wouriPharmacies = [
  { id: 300, name: 'Pharmacie Bonanjo', subdivision: 'Douala I' },
  { id: 301, name: 'Pharmacie Bonapriso', subdivision: 'Douala I' },
  { id: 302, name: 'Pharmacie Bassa', subdivision: 'Douala II' },
  { id: 303, name: 'Pharmacie Ndokoti', subdivision: 'Douala II' },
];

function searchAnswer(): [number, unknown] {
  const rows = wouriPharmacies.map(({ id, name, subdivision }) => {
    const place = subdivisions.find((s) => s.nameEn === subdivision)!;
    return {
      id,
      name,
      email: null,
      facilityType: 'pharmacy',
      category: 'pharmacy',
      phone: null,
      status: 'active',
      region: { nameEn: 'Littoral', nameFr: 'Littoral' },
      division: { nameEn: 'Wouri', nameFr: 'Wouri' },
      subdivision: { nameEn: place.nameEn, nameFr: place.nameFr },
      divisionId: place.divisionId,
      subdivisionId: place.id,
      completeness: { phone: false, address: false, hours: false, position: false },
      version: 1,
      updatedAt: '2026-11-20T10:00:00.000Z',
      archivedAt: null,
    };
  });
  return [200, { data: rows, meta: { total: rows.length, page: 1, pageSize: 10 } }];
}

const members = (group: string) =>
  within(screen.getByRole('list', { name: `Pharmacies of ${group}` }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** Waits for the option (its list loads), then chooses it. */
async function choose(select: string, option: string) {
  const box = screen.getByRole<HTMLSelectElement>('combobox', { name: select });
  await waitFor(() => expect(within(box).queryByRole('option', { name: option })).not.toBeNull());
  fireEvent.change(box, {
    target: { value: within(box).getByRole<HTMLOptionElement>('option', { name: option }).value },
  });
}

async function addPharmacy(group: string, name: string) {
  fireEvent.change(screen.getByRole('searchbox', { name: `Find a pharmacy for ${group}` }), {
    target: { value: 'pharm' },
  });
  const results = await screen.findByRole('list', { name: `Pharmacies matching, for ${group}` });
  fireEvent.click(await within(results).findByRole('button', { name: new RegExp(`${name} to ${group}$`) }));
}

/** The place warning's text (null when there is none), checked to be a status. */
function placeWarning() {
  const text = screen.queryByText(/chosen pharmac(y is|ies are) outside/);
  if (text) expect(text.closest('[role="status"]')).not.toBeNull();
  return text?.textContent ?? null;
}

/** Opens the Wouri rota's edit form; its PATCH answers the rota back. */
async function editWouriRota() {
  const calls = stubRotaApi((call) => {
    if (call.path === '/api/admin/duty-groups' && call.method === 'GET') return [200, rotaList([wouriRota])];
    if (call.path === '/api/admin/duty-groups/7' && call.method === 'PATCH') return [200, { data: wouriRota }];
    return undefined;
  });
  renderWithProviders(<DutyGroupsPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Garde Wouri' }));
  await screen.findByRole('heading', { name: 'Edit Garde Wouri' });
  return calls;
}

describe('the duty rota form: turn order and place', slowDom, () => {
  it('moves a group earlier or later with its pharmacies, keeps the focus on it and announces the move', async () => {
    const calls = await editWouriRota();

    // Only the moves that are possible are offered.
    expect(screen.queryByRole('button', { name: 'Move Group 1 earlier' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Move Group 1 later' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move Group 2 earlier' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move Group 2 later' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move Group 3 later' })).toBeNull();

    const moveUp = screen.getByRole('button', { name: 'Move Group 3 earlier' });
    moveUp.focus();
    fireEvent.click(moveUp);

    // Group 3 (Groupe C and its two pharmacies) is now the second; the second the third.
    await waitFor(() =>
      expect(members('Group 2')).toEqual(['#103 Pharmacie DeidoRemove', '#104 Pharmacie BellRemove']),
    );
    expect(members('Group 3')).toEqual(['#102 Pharmacie AkwaRemove']);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name of Group 2' }).value).toBe('Groupe C');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name of Group 3' }).value).toBe('');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Group 2 earlier' })),
    );
    const announced = screen.getByText('Group 3 is now group 2.');
    expect(announced.closest('[role="status"]')).not.toBeNull();

    // Once first, it can only move later: the focus goes to that button.
    fireEvent.click(screen.getByRole('button', { name: 'Move Group 2 earlier' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Group 1 later' })),
    );
    expect(screen.queryByRole('button', { name: 'Move Group 1 earlier' })).toBeNull();
    expect(screen.getByText('Group 2 is now group 1.').closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText('Group 3 is now group 2.')).toBeNull();

    // And back down one place.
    fireEvent.click(screen.getByRole('button', { name: 'Move Group 1 later' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Group 2 later' })),
    );
    expect(screen.getByText('Group 1 is now group 2.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move Group 2 earlier' }));
    await waitFor(() =>
      expect(members('Group 1')).toEqual(['#103 Pharmacie DeidoRemove', '#104 Pharmacie BellRemove']),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The rota Garde Wouri was saved.');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      groups: [
        { name: 'Groupe C', facilityIds: [103, 104] },
        { name: 'Groupe A', facilityIds: [101] },
        { name: null, facilityIds: [102] },
      ],
    });
  });

  it('warns of chosen pharmacies outside a narrower place, names them and takes them out of their groups', async () => {
    const calls = stubRotaApi((call) => {
      if (call.path === '/api/admin/duty-groups' && call.method === 'GET') return [200, rotaList([])];
      if (call.path === '/api/admin/facilities') return searchAnswer();
      if (call.path === '/api/admin/duty-groups' && call.method === 'POST') return [201, { data: wouriRota }];
      return undefined;
    });
    renderWithProviders(<DutyGroupsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add rota' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Douala II' } });
    fireEvent.change(screen.getByLabelText('Week of group 1'), { target: { value: '2026-11-30' } });
    await choose('Region', 'Littoral');
    await choose('Division', 'Wouri');

    await addPharmacy('Group 1', 'Pharmacie Bonanjo');
    await addPharmacy('Group 1', 'Pharmacie Bassa');
    fireEvent.click(screen.getByRole('button', { name: 'Add a group' }));
    await addPharmacy('Group 2', 'Pharmacie Bonapriso');
    await addPharmacy('Group 2', 'Pharmacie Ndokoti');
    // All four are in Wouri: nothing to warn of.
    expect(placeWarning()).toBeNull();

    await choose('Subdivision', 'Douala II');
    await waitFor(() =>
      expect(placeWarning()).toBe(
        '2 chosen pharmacies are outside Wouri › Douala II: Pharmacie Bonanjo, Pharmacie Bonapriso. Remove them or choose another place.',
      ),
    );
    await choose('Subdivision', 'Douala I');
    await waitFor(() =>
      expect(placeWarning()).toBe(
        '2 chosen pharmacies are outside Wouri › Douala I: Pharmacie Bassa, Pharmacie Ndokoti. Remove them or choose another place.',
      ),
    );
    await choose('Subdivision', 'Douala II');
    await waitFor(() => expect(placeWarning()).toMatch(/Pharmacie Bonanjo, Pharmacie Bonapriso\./));

    fireEvent.click(screen.getByRole('button', { name: 'Remove them from their groups' }));
    await waitFor(() => expect(placeWarning()).toBeNull());
    expect(screen.queryByRole('button', { name: 'Remove them from their groups' })).toBeNull();
    expect(members('Group 1')).toEqual(['#302 Pharmacie BassaRemove']);
    expect(members('Group 2')).toEqual(['#303 Pharmacie NdokotiRemove']);
    expect(screen.getByText('2 pharmacies were removed from their groups.').closest('[role="status"]')).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Groups' }));

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The rota Douala II was created.');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      divisionId: 20,
      subdivisionId: 201,
      groups: [
        { name: null, facilityIds: [302] },
        { name: null, facilityIds: [303] },
      ],
    });
  });

  it("warns when a saved rota's place changes, by subdivision or division, but not of a pharmacy of unknown place", async () => {
    const calls = await editWouriRota();
    await waitFor(() => expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Division' }).value).toBe('20'));
    // Its members are all in Wouri (Pharmacie Bell's subdivision is not known).
    expect(placeWarning()).toBeNull();

    await choose('Subdivision', 'Douala I');
    await waitFor(() =>
      expect(placeWarning()).toBe(
        '1 chosen pharmacy is outside Wouri › Douala I: Pharmacie Akwa. Remove it or choose another place.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Remove it from its group' })).toBeTruthy();

    // Another division: every member of Wouri is outside it, except the one of unknown place.
    await choose('Division', 'Sanaga-Maritime');
    await waitFor(() =>
      expect(placeWarning()).toBe(
        '3 chosen pharmacies are outside Sanaga-Maritime: Pharmacie du Port, Pharmacie Akwa, Pharmacie Deido. Remove them or choose another place.',
      ),
    );

    // Back to the whole of Wouri: the warning goes.
    await choose('Division', 'Wouri');
    await waitFor(() => expect(placeWarning()).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The rota Garde Wouri was saved.');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      divisionId: 20,
      subdivisionId: null,
      groups: [{ facilityIds: [101] }, { facilityIds: [102] }, { facilityIds: [103, 104] }],
    });
  });

  it('says what "Week of group 1" expects when it is left empty', async () => {
    const calls = stubRotaApi(() => undefined);
    renderWithProviders(<RotaForm rota={null} onDone={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const week = await screen.findByLabelText('Week of group 1');
    await waitFor(() => expect(week.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Choose a day of the week in which group 1 is on duty')).toBeTruthy();
    expect(screen.queryByText('This is not in the expected format')).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says it in French: the move buttons, the announcement and the place warning', async () => {
    i18n.addResourceBundle('fr', 'duty-groups', dutyGroupsFr);
    await i18n.changeLanguage('fr');
    try {
      stubRotaApi(() => undefined);
      renderWithProviders(<RotaForm rota={wouriRota} onDone={vi.fn()} />);
      const moveDown = await screen.findByRole('button', { name: 'Reculer le Groupe 2' });
      expect(screen.getByRole('button', { name: 'Avancer le Groupe 2' })).toBeTruthy();
      moveDown.focus();
      fireEvent.click(moveDown);
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Avancer le Groupe 3' })),
      );
      expect(screen.getByText('Le Groupe 2 est maintenant le groupe 3.')).toBeTruthy();

      await waitFor(() =>
        expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Département' }).value).toBe('20'),
      );
      await choose('Arrondissement', 'Douala IIe');
      expect((await screen.findByText(/pharmacies choisies sont hors de/)).textContent).toBe(
        '2 pharmacies choisies sont hors de Wouri › Douala IIe : Pharmacie du Port, Pharmacie Deido. Retirez-les ou choisissez un autre lieu.',
      );
      expect(screen.getByRole('button', { name: 'Les retirer de leurs groupes' })).toBeTruthy();
    } finally {
      // The form is still mounted here: switching back re-renders it.
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
