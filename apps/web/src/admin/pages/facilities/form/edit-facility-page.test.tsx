import type { AdminFacility } from '@hc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupAfterTest, facility, renderAt, slowDom, stubApi, writes, type Call } from './test-helpers';

afterEach(cleanupAfterTest);

const URL = '/admin-dashboard/facilities/7/edit';
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const loaded = () => screen.findByDisplayValue('Hôpital Central');

/** The API of one facility: GET answers `current()`, PATCH answers `patch(call)`. */
function facilityApi(current: () => AdminFacility, patch: (call: Call) => [number, unknown]) {
  return stubApi((call) => {
    if (call.path !== '/api/admin/facilities/7') return undefined;
    return call.method === 'PATCH' ? patch(call) : [200, { data: current() }];
  });
}

const conflict = (paths: string[]): [number, unknown] => [
  409,
  {
    error: {
      code: 'conflict',
      message: 'This facility was changed by someone else meanwhile',
      requestId: 'r9',
      fields: paths.map((path) => ({ path, code: 'changed_meanwhile', message: 'changed' })),
    },
  },
];

describe('Edit Facility', slowDom, () => {
  it('loads the facility and sends the version read with only the fields changed', async () => {
    const calls = facilityApi(
      () => facility({ openingHours: { mo: [{ opens: '07:30', closes: '16:00' }], su: [] } }),
      (call) => [200, { data: facility({ ...(call.body as object), version: 4 }) }],
    );
    // Opened from a filtered list: the way back keeps its filters.
    renderAt({ pathname: URL, state: { listSearch: '?status=approved' } });
    await loaded();
    expect(screen.getByRole('heading', { name: 'Edit Facility' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Facilities' }).getAttribute('href')).toBe(
      '/admin-dashboard/facilities?status=approved',
    );
    expect((screen.getByLabelText('Facility Type') as HTMLSelectElement).value).toBe('hospital');
    expect(await screen.findByLabelText('Cardiology')).toHaveProperty('checked', true);
    expect((screen.getByLabelText('Monday: opens') as HTMLInputElement).value).toBe('07:30');
    expect(screen.getByRole('radio', { name: 'Sunday: closed' })).toHaveProperty('checked', true);

    type('Phone Number', '+237 6 99 00 11 22');
    fireEvent.click(screen.getByLabelText('Surgery'));
    save();
    await waitFor(() => expect(screen.getByTestId('record').textContent).toContain('/admin-dashboard/facilities/7'));
    expect(screen.getByTestId('record').textContent).toContain('Saved. ?status=approved');
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        body: { version: 3, phone: '+237 6 99 00 11 22', specialtyIds: [1, 2] },
      }),
    ]);
  });

  it('ticks the saved services, keeps texts from before the catalogue visible and removable, saves codes', async () => {
    const calls = facilityApi(
      () => facility({ services: ['mobile_money', 'Free parking', 'Emergency'] }),
      (call) => [200, { data: facility({ ...(call.body as object), version: 4 }) }],
    );
    renderAt(URL);
    await loaded();
    const services = screen.getByRole('group', { name: /^Services Offered/ });
    expect(within(services).getByLabelText('Mobile Money payment')).toHaveProperty('checked', true);
    expect(within(services).getByLabelText('Home delivery')).toHaveProperty('checked', false);
    const legacy = within(services).getByRole('list', { name: 'Other services, written before the list existed' });
    expect(
      within(legacy)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Free parking', 'Emergency']);

    fireEvent.click(within(legacy).getByRole('button', { name: 'Remove Emergency' }));
    fireEvent.click(within(services).getByLabelText('Home delivery'));
    save();
    await waitFor(() => expect(screen.getByTestId('record').textContent).toContain('/admin-dashboard/facilities/7'));
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        body: { version: 3, services: ['mobile_money', 'Free parking', 'home_delivery'] },
      }),
    ]);
  });

  it('sends nothing when nothing changed', async () => {
    const calls = facilityApi(
      () => facility(),
      () => [500, {}],
    );
    renderAt(URL);
    await loaded();
    save();
    expect((await screen.findByText('No changes to save.')).getAttribute('role')).toBe('status');
    expect(writes(calls)).toEqual([]);
  });

  it('refuses a save over someone else’s: lists what changed, keeps the user’s values, reloads on demand', async () => {
    let current = facility();
    const calls = facilityApi(
      () => current,
      (call) => {
        const body = call.body as { version: number };
        return body.version === current.version
          ? [200, { data: { ...current, ...body, version: current.version + 1 } }]
          : conflict(['name', 'openingHours', 'status']);
      },
    );
    renderAt(URL);
    await loaded();
    // Meanwhile someone renames the facility, sets its hours and approves it.
    current = facility({
      name: 'Hôpital Central de Yaoundé',
      status: 'approved',
      openingHours: { mo: [{ opens: '00:00', closes: '24:00' }] },
      version: 5,
    });
    type('Facility Name', 'Hôpital Central (HCY)');
    type('Operator', 'Ministry of Public Health');
    save();

    const banner = await screen.findByRole('alert');
    expect(within(banner).getByRole('heading').textContent).toBe(
      'Someone else saved this facility while you were editing it',
    );
    expect(
      within(banner)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Facility Name', 'Opening hours', 'Status']);
    // The user's own value of a field changed meanwhile is shown, not silently lost.
    expect(within(banner).getByText('Hôpital Central (HCY)')).toBeTruthy();
    expect(document.activeElement).toBe(banner);
    const name = screen.getByLabelText('Facility Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    // Marked on the name and on the opening hours (the status is not a field of this form).
    expect(screen.getAllByText('Someone else changed this field since you opened the record')).toHaveLength(2);
    expect(writes(calls)).toHaveLength(1);

    fireEvent.click(within(banner).getByRole('button', { name: 'Reload the latest version' }));
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Hôpital Central de Yaoundé'));
    expect(screen.getByRole('alert').textContent).toContain('The latest version is loaded');
    expect(screen.getByRole('alert').textContent).toContain('Hôpital Central (HCY)');
    // The change nobody else made is kept; the new hours are shown.
    expect((screen.getByLabelText('Operator') as HTMLInputElement).value).toBe('Ministry of Public Health');
    expect(screen.getByRole('radio', { name: 'Monday: open 24 hours' })).toHaveProperty('checked', true);

    save();
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]!.body).toEqual({ version: 5, operator: 'Ministry of Public Health' });
  });

  it('says when the facility does not exist, with the way back', async () => {
    stubApi((call) =>
      call.path === '/api/admin/facilities/99'
        ? [404, { error: { code: 'not_found', message: 'Facility not found', requestId: 'r3' } }]
        : undefined,
    );
    renderAt('/admin-dashboard/facilities/99/edit');
    expect(await screen.findByRole('heading', { name: 'Facility not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Facilities' }).getAttribute('href')).toBe(
      '/admin-dashboard/facilities',
    );
  });
});

describe('Edit Facility: where its data comes from (issue 33)', slowDom, () => {
  const sources = () => screen.getByRole('region', { name: 'Sources' });

  it('lists each source record, the position precision, the other names and who gave each group of fields', async () => {
    facilityApi(
      () =>
        facility({
          facilityType: 'integrated_health_center',
          source: 'osm',
          locationPrecision: 'village',
          aliases: ['Centre de Santé Intégré de Nkolbisson', 'CSI Nkolbisson'],
          sourceRecords: [
            { source: 'osm', sourceKey: 'node/4412', retrievedOn: '2020-03-31', licence: 'ODbL-1.0' },
            { source: 'public_mfl_2019', sourceKey: '812', retrievedOn: '2019-03-05', licence: 'CC0-1.0' },
          ],
          fieldSources: {
            name: 'osm',
            position: 'osm',
            type: 'public_mfl_2019',
            aliases: 'public_mfl_2019',
            phone: 'staff',
            hours: 'staff',
          },
        }),
      () => [500, {}],
    );
    renderAt(URL);
    await loaded();
    const box = sources();
    const rows = within(box)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['OpenStreetMap', 'node/4412', '31 Mar 2020', 'ODbL-1.0'],
      ['2019 national public facility list (Maina et al.)', '812', '5 Mar 2019', 'CC0-1.0'],
    ]);
    const fact = (label: string) => within(box).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Position precision')).toBe('Approximate: the source placed it at its village');
    expect(fact('Other names')).toBe('Centre de Santé Intégré de Nkolbisson · CSI Nkolbisson');
    expect(fact('Changed by staff')).toBe('Phone, Opening hours');
    expect(fact('From OpenStreetMap')).toBe('Name, Position');
    expect(fact('From the 2019 national list')).toBe('Type, Other names');
    // Read-only: nothing in it to edit.
    expect(within(box).queryAllByRole('textbox')).toHaveLength(0);
    expect((screen.getByLabelText('Facility Type') as HTMLSelectElement).value).toBe('integrated_health_center');
  });

  it('says when staff created the facility and no source gave it anything', async () => {
    facilityApi(
      () => facility({ locationPrecision: 'withheld', latitude: null, longitude: null }),
      () => [500, {}],
    );
    renderAt(URL);
    await loaded();
    const box = sources();
    expect(within(box).queryByRole('table')).toBeNull();
    expect(box.textContent).toContain('No open-data record: created by staff.');
    expect(box.textContent).toContain(
      "Withheld: the source's coordinates may not be reused, so none is published (a position staff set is)",
    );
    expect(box.textContent).toContain('Other namesNone');
    expect(box.textContent).toContain('No group of fields comes from a source or was changed by staff.');
  });
});
