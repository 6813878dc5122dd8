import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupAfterTest, facility, renderAt, slowDom, stubApi, writes, type Call } from './test-helpers';

// Leaflet does not run in jsdom: the lazily loaded map is replaced by one that "clicks" a position.
vi.mock('../../../../components/map/position-map', () => ({
  PositionMap: ({ onPick, label }: { onPick: (lat: number, lng: number) => void; label: string }) => (
    <button type="button" aria-label={label} onClick={() => onPick(4.0511, 9.7679)}>
      map
    </button>
  ),
}));

afterEach(cleanupAfterTest);

const created = (call: Call): [number, unknown] | undefined =>
  call.method === 'POST' ? [201, { data: facility({ id: 42, status: 'pending' }) }] : undefined;

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add Facility' }));
const day = (name: string) => screen.getByRole('group', { name });
/** The texts an element's aria-describedby names, as a screen reader reads them after its name. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('Add Facility', slowDom, () => {
  it('sends the fields as the API takes them: hours filled from Opening and Closing Time, services as codes', async () => {
    const calls = stubApi(created);
    renderAt('/admin-dashboard/facilities/new');
    expect(screen.getByRole('heading', { name: 'Add Facility' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Facilities' }).getAttribute('href')).toBe(
      '/admin-dashboard/facilities',
    );

    type('Facility Name', '  Clinique du Lac ');
    fireEvent.change(screen.getByLabelText('Facility Type'), { target: { value: 'clinic' } });
    type('Email Address', 'Info@Clinique.cm');
    type('Phone Number', '6 77 12 34 56');
    type('License Number', 'LIC-77');
    type('Registration Date', '2025-03-14');
    type('Opening Time', '08:00');
    type('Closing Time', '18:00');
    expect(screen.getByText('Every day is now open from 08:00 to 18:00.')).toBeTruthy();
    // Sunday differs from the rest of the week.
    fireEvent.click(within(day('Sunday')).getByRole('radio', { name: 'Sunday: closed' }));
    const services = screen.getByRole('group', { name: /^Services Offered/ });
    fireEvent.click(within(services).getByLabelText('Maternity ward'));
    // The filter narrows the catalogue; a ticked service stays ticked when hidden.
    fireEvent.change(within(services).getByLabelText('Filter Services Offered'), { target: { value: 'vacc' } });
    expect(within(services).queryByLabelText('Maternity ward')).toBeNull();
    fireEvent.click(within(services).getByLabelText('Vaccination'));
    expect(within(services).getByText('(2 selected)', { exact: false })).toBeTruthy();
    type('Capacity', '40');
    type('Full Address', 'Bonapriso, Douala');
    submit();

    await waitFor(() => expect(screen.getByTestId('record').textContent).toContain('/admin-dashboard/facilities/42'));
    expect(screen.getByTestId('record').textContent).toContain('Saved. The facility is pending approval.');
    const [post] = writes(calls);
    expect(post).toMatchObject({ method: 'POST', path: '/api/admin/facilities' });
    const everyDay = [{ opens: '08:00', closes: '18:00' }];
    expect(post!.body).toEqual({
      name: 'Clinique du Lac',
      facilityType: 'clinic',
      email: 'info@clinique.cm',
      // Left to the server to put in E.164 (or refuse).
      phone: '6 77 12 34 56',
      website: null,
      licenseNumber: 'LIC-77',
      registrationDate: '2025-03-14',
      openingHours: { mo: everyDay, tu: everyDay, we: everyDay, th: everyDay, fr: everyDay, sa: everyDay, su: [] },
      // Codes of the catalogue, whatever the language of the page.
      services: ['maternity_ward', 'vaccination'],
      capacity: 40,
      address: 'Bonapriso, Douala',
      regionId: null,
      divisionId: null,
      subdivisionId: null,
      latitude: null,
      longitude: null,
      specialtyIds: [],
      testIds: [],
      featuredRank: null,
      operator: null,
      emergency: null,
      beds: null,
    });
  });

  it('checks the shared rules first and focuses the first wrong field; nothing is sent', async () => {
    const calls = stubApi(created);
    renderAt('/admin-dashboard/facilities/new');
    type('Capacity', '-3');
    submit();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Facility Name')));
    expect(screen.getByLabelText('Facility Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('Must be at least 0')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  it('shows a phone number the server refused under Phone Number, tied to the field', async () => {
    stubApi((call) =>
      call.method === 'POST'
        ? [
            400,
            {
              error: {
                code: 'validation_failed',
                message: 'The phone number is not valid',
                requestId: 'r1',
                fields: [{ path: 'phone', code: 'invalid_phone', message: 'Enter a valid phone number' }],
              },
            },
          ]
        : undefined,
    );
    renderAt('/admin-dashboard/facilities/new');
    type('Facility Name', 'Pharmacie du Port');
    fireEvent.change(screen.getByLabelText('Facility Type'), { target: { value: 'pharmacy' } });
    type('Phone Number', '12');
    submit();
    const phone = screen.getByLabelText('Phone Number');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    const message = screen.getByText('Enter a valid phone number');
    expect(phone.getAttribute('aria-describedby')).toContain(message.id);
    expect(document.activeElement).toBe(phone);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('edits each day: several intervals, overnight, open 24 hours and closed days', async () => {
    const calls = stubApi(created);
    renderAt('/admin-dashboard/facilities/new');
    type('Facility Name', 'Centre de Santé Nkolbisson');
    fireEvent.change(screen.getByLabelText('Facility Type'), { target: { value: 'hospital' } });
    expect(screen.getByText('No opening hours will be saved: the directory shows them as unknown.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('The opening hours are known'));

    const monday = within(day('Monday'));
    fireEvent.click(monday.getByRole('radio', { name: 'Monday: open at set hours' }));
    fireEvent.change(monday.getByLabelText('Monday: opens'), { target: { value: '08:00' } });
    fireEvent.change(monday.getByLabelText('Monday: closes'), { target: { value: '12:00' } });
    fireEvent.click(monday.getByRole('button', { name: 'Add hours to Monday' }));
    fireEvent.change(monday.getByLabelText('Monday: opens (2)'), { target: { value: '14:00' } });
    fireEvent.change(monday.getByLabelText('Monday: closes (2)'), { target: { value: '18:00' } });
    fireEvent.click(monday.getByRole('button', { name: 'Add hours to Monday' }));
    fireEvent.click(monday.getByRole('button', { name: 'Remove Monday hours 3' }));

    const friday = within(day('Friday'));
    fireEvent.click(friday.getByRole('radio', { name: 'Friday: open at set hours' }));
    fireEvent.change(friday.getByLabelText('Friday: opens'), { target: { value: '22:00' } });
    const fridayCloses = friday.getByLabelText('Friday: closes');
    fireEvent.change(fridayCloses, { target: { value: '06:00' } });
    expect(descriptionOf(fridayCloses)).toBe('Overnight: closes the next day');

    fireEvent.click(within(day('Saturday')).getByRole('radio', { name: 'Saturday: open 24 hours' }));
    const sunday = within(day('Sunday'));
    fireEvent.click(sunday.getByRole('radio', { name: 'Sunday: open at set hours' }));
    fireEvent.change(sunday.getByLabelText('Sunday: opens'), { target: { value: '09:00' } });
    // Until midnight: a time input says 00:00, the API 24:00.
    fireEvent.change(sunday.getByLabelText('Sunday: closes'), { target: { value: '00:00' } });
    submit();

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect((writes(calls)[0]!.body as { openingHours: unknown }).openingHours).toEqual({
      mo: [
        { opens: '08:00', closes: '12:00' },
        { opens: '14:00', closes: '18:00' },
      ],
      tu: [],
      we: [],
      th: [],
      fr: [{ opens: '22:00', closes: '06:00' }],
      sa: [{ opens: '00:00', closes: '24:00' }],
      su: [{ opens: '09:00', closes: '24:00' }],
    });
  });

  it('refuses an interval left empty, on its own input', async () => {
    const calls = stubApi(created);
    renderAt('/admin-dashboard/facilities/new');
    type('Facility Name', 'Clinique A');
    fireEvent.change(screen.getByLabelText('Facility Type'), { target: { value: 'clinic' } });
    fireEvent.click(screen.getByLabelText('The opening hours are known'));
    const tuesday = within(day('Tuesday'));
    fireEvent.click(tuesday.getByRole('radio', { name: 'Tuesday: open at set hours' }));
    fireEvent.change(tuesday.getByLabelText('Tuesday: opens'), { target: { value: '08:00' } });
    submit();
    const closes = tuesday.getByLabelText('Tuesday: closes');
    await waitFor(() => expect(closes.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(closes)).toBe('Enter a time as HH:MM');
    expect(writes(calls)).toEqual([]);
  });

  it('offers specialties to hospitals only and tests to laboratories only', async () => {
    const calls = stubApi(created);
    renderAt('/admin-dashboard/facilities/new');
    type('Facility Name', 'Polyclinique Bastos');
    const typeSelect = screen.getByLabelText('Facility Type');
    expect(screen.queryByRole('group', { name: /Specialties/ })).toBeNull();

    fireEvent.change(typeSelect, { target: { value: 'pharmacy' } });
    expect(screen.queryByRole('group', { name: /Specialties/ })).toBeNull();
    expect(screen.queryByRole('group', { name: /Tests available/ })).toBeNull();

    fireEvent.change(typeSelect, { target: { value: 'laboratory' } });
    expect(await screen.findByLabelText('Malaria test')).toBeTruthy();
    expect(screen.queryByRole('group', { name: /Specialties/ })).toBeNull();

    // A clinic is listed as a hospital: it has specialties.
    fireEvent.change(typeSelect, { target: { value: 'clinic' } });
    fireEvent.click(await screen.findByLabelText('Surgery'));
    expect(screen.getByRole('group', { name: 'Specialties (1 selected)' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: /Tests available/ })).toBeNull();
    submit();
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.body).toMatchObject({ facilityType: 'clinic', specialtyIds: [2], testIds: [] });
  });

  it('takes the place from the cascade and the position from the map or the keyboard', async () => {
    const calls = stubApi(created);
    renderAt('/admin-dashboard/facilities/new');
    type('Facility Name', 'Hôpital de District');
    fireEvent.change(screen.getByLabelText('Facility Type'), { target: { value: 'hospital' } });
    const division = screen.getByLabelText('Division');
    expect((division as HTMLSelectElement).disabled).toBe(true);
    await screen.findByRole('option', { name: 'Centre' });
    fireEvent.change(screen.getByLabelText('Region'), { target: { value: '1' } });
    await screen.findByRole('option', { name: 'Mfoundi' });
    fireEvent.change(division, { target: { value: '10' } });
    await screen.findByRole('option', { name: 'Yaounde III' });
    fireEvent.change(screen.getByLabelText('Subdivision'), { target: { value: '100' } });

    fireEvent.click(screen.getByRole('button', { name: 'Pick on map' }));
    fireEvent.click(await screen.findByRole('button', { name: "Map to pick the facility's position" }));
    expect((screen.getByLabelText('Latitude') as HTMLInputElement).value).toBe('4.0511');
    // Typed with a decimal comma, as French keyboards do.
    type('Longitude', '9,77');
    submit();
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.body).toMatchObject({
      regionId: 1,
      divisionId: 10,
      subdivisionId: 100,
      latitude: 4.0511,
      longitude: 9.77,
    });
  });

  it('needs an order to feature a facility, and shows a full category on Featured', async () => {
    const calls = stubApi((call) =>
      call.method === 'POST'
        ? [
            409,
            {
              error: {
                code: 'conflict',
                message: 'At most 10 featured facilities a category',
                requestId: 'r2',
                fields: [{ path: 'featuredRank', code: 'featured_full', message: 'full' }],
              },
            },
          ]
        : undefined,
    );
    renderAt('/admin-dashboard/facilities/new');
    type('Facility Name', 'Laboratoire Fouda');
    fireEvent.change(screen.getByLabelText('Facility Type'), { target: { value: 'laboratory' } });
    fireEvent.click(screen.getByLabelText('Featured'));
    submit();
    await waitFor(() => expect(screen.getByLabelText('Featured order').getAttribute('aria-invalid')).toBe('true'));
    expect(writes(calls)).toEqual([]);
    type('Featured order', '2');
    submit();
    await waitFor(() =>
      expect(screen.getByText('This category already has the most featured facilities')).toBeTruthy(),
    );
    expect(writes(calls)[0]!.body).toMatchObject({ featuredRank: 2 });
    expect(screen.getByLabelText('Featured').getAttribute('aria-invalid')).toBe('true');
  });
});
