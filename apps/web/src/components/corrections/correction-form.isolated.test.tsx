import type { FacilitySummary } from '@hc/shared';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import commonEn from '../../locales/en/common.json';
import correctionsEn from '../../locales/en/corrections.json';
import facilityEn from '../../locales/en/facility.json';
import formsEn from '../../locales/en/forms.json';
import hoursEn from '../../locales/en/hours.json';
import { FacilityDialog } from '../facility/facility-dialog';
import { SuggestCorrection, type CorrectionTarget } from './suggest-correction';

// Leaflet needs a real browser: the map is a stand-in that "clicks" one point.
vi.mock('../map/position-map', () => ({
  PositionMap: ({ onPick, label }: { onPick: (lat: number, lng: number) => void; label: string }) => (
    <button type="button" onClick={() => onPick(4.051234567, 9.7)}>
      {label}
    </button>
  ),
}));

configure({ asyncUtilTimeout: 4000 });

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: { common: commonEn, corrections: correctionsEn, facility: facilityEn, forms: formsEn, hours: hoursEn },
    },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  // jsdom has no modal <dialog>: open and close it; Escape reaches the topmost dialog only, as in browsers.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      if (this.dispatchEvent(new Event('cancel', { cancelable: true }))) this.close();
    });
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const facility: CorrectionTarget = {
  id: 7,
  name: 'Hôpital Laquintinie',
  latitude: 4.05,
  longitude: 9.69,
  openingHours: null,
};

function stubApi(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
/** The texts an element's aria-describedby names, as a screen reader reads them after its name. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const sentBody = (fetchMock: ReturnType<typeof stubApi>) => JSON.parse(String(fetchMock.mock.calls[0]![1]!.body));

const renderWith = (ui: ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{ui}</MemoryRouter>
    </I18nextProvider>,
  );

/** Presses the button and waits for the lazily loaded form. */
async function openForm() {
  renderWith(<SuggestCorrection facility={facility} label="Suggest a correction" />);
  fireEvent.click(screen.getByRole('button', { name: 'Suggest a correction' }));
  const dialog = await screen.findByRole('dialog', { name: 'Suggest a correction' });
  await within(dialog).findByLabelText('New phone number');
  return dialog;
}
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send the correction' }));

// A week of hours typed day by day is many renders: seconds of CPU on a busy two-core machine, not a wait.
describe('the public correction form', { timeout: 20_000 }, () => {
  it('opens from "Suggest a correction", sends exactly what was proposed, then thanks the visitor', async () => {
    const fetchMock = stubApi(202, { data: { received: true } });
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText('New phone number'), { target: { value: '6 99 12 34 56' } });
    fireEvent.click(within(dialog).getByLabelText('This facility has closed permanently'));
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), { target: { value: 'Closed since June.' } });
    send();

    const thanks = await within(dialog).findByRole('status');
    expect(thanks.textContent).toContain('Thank you!');
    expect(thanks.textContent).toContain('Your correction has been sent.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/facilities/7/corrections');
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('POST');
    expect(sentBody(fetchMock)).toEqual({
      phone: '6 99 12 34 56',
      closedPermanently: true,
      notHealthFacility: false,
      note: 'Closed since June.',
      website: '',
    });
    fireEvent.click(within(thanks).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses to send nothing, and a phone that is not one, with translated messages', async () => {
    const fetchMock = stubApi(202, { data: { received: true } });
    const dialog = await openForm();
    send();
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Tell us at least one thing to change');

    const phone = within(dialog).getByLabelText('New phone number');
    fireEvent.change(phone, { target: { value: 'call me' } });
    send();
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(phone)).toContain('Enter a valid phone number');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the honeypot out of sight and out of reach', async () => {
    const dialog = await openForm();
    expect(within(dialog).queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
    const honeypot = dialog.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('proposes a week of hours, day by day (closed, 24 hours, two intervals), and a position picked on the map', async () => {
    const fetchMock = stubApi(202, { data: { received: true } });
    const dialog = await openForm();
    fireEvent.click(within(dialog).getByLabelText('Propose new opening hours'));
    const hours = within(within(dialog).getByRole('group', { name: 'New opening hours' }));
    // No hours listed: the form starts from Monday to Friday, 08:00 to 17:00.
    expect((hours.getByLabelText('Friday: opens') as HTMLInputElement).value).toBe('08:00');
    expect(hours.getByRole('radio', { name: 'Saturday: closed' })).toHaveProperty('checked', true);

    fireEvent.change(hours.getByLabelText('Monday: opens'), { target: { value: '07:30' } });
    fireEvent.click(hours.getByRole('radio', { name: 'Friday: closed' }));
    fireEvent.click(hours.getByRole('radio', { name: 'Saturday: open 24 hours' }));
    const sunday = within(hours.getByRole('group', { name: 'Sunday' }));
    fireEvent.click(sunday.getByRole('radio', { name: 'Sunday: open at set hours' }));
    fireEvent.change(sunday.getByLabelText('Sunday: opens'), { target: { value: '08:00' } });
    fireEvent.change(sunday.getByLabelText('Sunday: closes'), { target: { value: '12:00' } });
    fireEvent.click(sunday.getByRole('button', { name: 'Add hours to Sunday' }));
    fireEvent.change(sunday.getByLabelText('Sunday: opens (2)'), { target: { value: '15:00' } });
    // Until midnight: a time input says 00:00, the API 24:00.
    fireEvent.change(sunday.getByLabelText('Sunday: closes (2)'), { target: { value: '00:00' } });
    fireEvent.click(within(dialog).getByLabelText('Propose a new position on the map'));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Map: click to place the pin' }));
    expect((within(dialog).getByLabelText('Latitude') as HTMLInputElement).value).toBe('4.051235');
    send();

    await within(dialog).findByRole('status');
    const day = [{ opens: '08:00', closes: '17:00' }];
    // Exactly the shared submission: the editor's state never reaches the API.
    expect(sentBody(fetchMock)).toEqual({
      openingHours: {
        mo: [{ opens: '07:30', closes: '17:00' }],
        tu: day,
        we: day,
        th: day,
        fr: [],
        sa: [{ opens: '00:00', closes: '24:00' }],
        su: [
          { opens: '08:00', closes: '12:00' },
          { opens: '15:00', closes: '24:00' },
        ],
      },
      latitude: 4.051235,
      longitude: 9.7,
      closedPermanently: false,
      notHealthFacility: false,
      website: '',
    });
  });

  it('starts from the facility’s own hours, and proposes none once the box is unticked', async () => {
    const fetchMock = stubApi(202, { data: { received: true } });
    renderWith(
      <SuggestCorrection
        facility={{ ...facility, openingHours: { mo: [{ opens: '00:00', closes: '24:00' }], tu: [] } }}
        label="Suggest a correction"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Suggest a correction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suggest a correction' });
    fireEvent.click(await within(dialog).findByLabelText('Propose new opening hours'));
    expect(within(dialog).getByRole('radio', { name: 'Monday: open 24 hours' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('radio', { name: 'Tuesday: closed' })).toHaveProperty('checked', true);

    fireEvent.click(within(dialog).getByLabelText('Propose new opening hours'));
    expect(within(dialog).queryByRole('group', { name: 'New opening hours' })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('New address'), { target: { value: 'Rue Joss' } });
    send();
    await within(dialog).findByRole('status');
    expect(sentBody(fetchMock)).toEqual({
      address: 'Rue Joss',
      closedPermanently: false,
      notHealthFacility: false,
      website: '',
    });
  });

  it('shows a wrong interval on its own input, translated, and the server’s hours errors there too', async () => {
    const fetchMock = stubApi(202, { data: { received: true } });
    const dialog = await openForm();
    fireEvent.click(within(dialog).getByLabelText('Propose new opening hours'));
    const tuesdayCloses = within(dialog).getByLabelText('Tuesday: closes');
    fireEvent.change(tuesdayCloses, { target: { value: '' } });
    send();
    await waitFor(() => expect(tuesdayCloses.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(tuesdayCloses)).toBe('Enter a time as HH:MM');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(tuesdayCloses, { target: { value: '17:00' } });
    stubApi(400, {
      error: {
        code: 'validation_failed',
        message: 'Some fields are not valid',
        fields: [{ path: 'openingHours.we.0.opens', code: 'invalid_time', message: 'Enter a time as HH:MM' }],
      },
    });
    send();
    const wednesdayOpens = within(dialog).getByLabelText('Wednesday: opens');
    await waitFor(() => expect(wednesdayOpens.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(wednesdayOpens)).toBe('Enter a time as HH:MM');
    expect(tuesdayCloses.getAttribute('aria-invalid')).toBeNull();
    // On its field, so no form-level alert.
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('explains a refusal for sending too many, and shows the server’s field errors translated', async () => {
    stubApi(429, { error: { code: 'rate_limited', message: 'Too many requests' } });
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText('New phone number'), { target: { value: '699123456' } });
    send();
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Please wait a minute, then try again.');

    stubApi(400, {
      error: {
        code: 'validation_failed',
        message: 'Some fields are not valid',
        fields: [{ path: 'phone', code: 'invalid_phone', message: 'Enter a valid phone number' }],
      },
    });
    send();
    const phone = within(dialog).getByLabelText('New phone number');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(phone)).toContain('Enter a valid phone number');
  });

  it('opens from the facility dialog too, and Escape closes only the correction dialog', async () => {
    const onClose = vi.fn();
    renderWith(<FacilityDialog facility={{ ...summary, ...facility } as FacilitySummary} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Suggest a correction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suggest a correction' });
    const phone = await within(dialog).findByLabelText('New phone number');
    act(() => {
      fireEvent.keyDown(phone, { key: 'Escape' });
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Suggest a correction' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Hôpital Laquintinie' })).toBeTruthy();
  });
});

const summary: Partial<FacilitySummary> = {
  category: 'hospital',
  facilityType: 'hospital',
  address: null,
  phone: null,
  hours: null,
  specialties: [],
  testsAvailable: [],
  services: [],
  hasValidLocation: true,
  onCallThisWeek: false,
};
