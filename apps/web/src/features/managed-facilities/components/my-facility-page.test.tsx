import { FACILITY_PHONES_MAX, type ManagedFacility } from '@hc/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { managerUser, pharmacy, renderAt, stubFetch, writes, type Answer } from '../test-utils';
import { MyFacilityPage } from './my-facility-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const path = '/api/my/facilities/7';

/** The page over a facility the server holds (`record`), which each answer may change. */
function renderPage(answer: Answer = () => undefined, record: ManagedFacility = pharmacy) {
  const calls = stubFetch((call) => {
    const answered = answer(call);
    if (answered) return answered;
    if (call.path === '/api/auth/session') return [200, { data: managerUser }];
    if (call.path === path && call.method === 'GET') return [200, { data: record }];
    if (call.path === `${path}/duty-periods`) return [200, { data: [] }];
    if (call.path === '/api/regions') return [200, { data: [] }];
    return undefined;
  });
  renderAt(<MyFacilityPage specialDates={() => <p>Special dates here</p>} />, {
    url: '/my-facilities/7',
    path: '/my-facilities/:id',
  });
  return calls;
}

const contactSection = async () => screen.findByRole('region', { name: 'Contact' });

describe('MyFacilityPage, contact', () => {
  it('adds and removes labelled numbers up to the limit', async () => {
    renderPage();
    const contact = await contactSection();
    expect((within(contact).getByLabelText('Number 1') as HTMLInputElement).value).toBe('+237222112233');
    expect((within(contact).getByLabelText('Label of number 1') as HTMLInputElement).value).toBe('Reception');
    const add = within(contact).getByRole('button', { name: 'Add a number' });
    for (let n = 2; n <= FACILITY_PHONES_MAX; n++) fireEvent.click(add);
    expect(within(contact).getByLabelText(`Number ${FACILITY_PHONES_MAX}`)).toBeTruthy();
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(within(contact).getByText(/numbers a listing can hold/)).toBeTruthy();
    fireEvent.click(within(contact).getByRole('button', { name: 'Remove number 2' }));
    expect(within(contact).queryByLabelText(`Number ${FACILITY_PHONES_MAX}`)).toBeNull();
    expect((add as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(add);
  });

  it('checks the numbers before sending, and shows the server’s invalid number on its field', async () => {
    const calls = renderPage((call) =>
      call.method === 'PATCH'
        ? [
            400,
            {
              error: {
                code: 'validation_failed',
                message: 'Invalid',
                fields: [{ path: 'phones.1.number', code: 'invalid_phone' }],
              },
            },
          ]
        : undefined,
    );
    const contact = await contactSection();
    fireEvent.click(within(contact).getByRole('button', { name: 'Add a number' }));
    fireEvent.click(within(contact).getByRole('button', { name: 'Save the contact details' }));
    await waitFor(() => expect(within(contact).getByLabelText('Number 2').getAttribute('aria-invalid')).toBe('true'));
    expect(writes(calls)).toEqual([]);
    fireEvent.change(within(contact).getByLabelText('Number 2'), { target: { value: '12' } });
    fireEvent.click(within(contact).getByRole('button', { name: 'Save the contact details' }));
    expect(await within(contact).findByText('Enter a valid phone number')).toBeTruthy();
    expect(writes(calls)).toHaveLength(1);
  });

  it('sends the section’s fields with the version read, and says they are saved', async () => {
    const saved = { ...pharmacy, phones: [{ number: '+237677123456', label: 'Emergency' }], version: 4 };
    const calls = renderPage((call) => (call.method === 'PATCH' ? [200, { data: saved }] : undefined));
    const contact = await contactSection();
    fireEvent.change(within(contact).getByLabelText('Number 1'), { target: { value: '+237 677 12 34 56' } });
    fireEvent.change(within(contact).getByLabelText('Label of number 1'), { target: { value: 'Emergency' } });
    fireEvent.change(within(contact).getByLabelText('E-mail'), { target: { value: ' Info@Port.CM ' } });
    fireEvent.click(within(contact).getByRole('button', { name: 'Save the contact details' }));
    expect(await within(contact).findByText('Contact details saved: they are public now.')).toBeTruthy();
    expect(writes(calls)).toEqual([
      {
        method: 'PATCH',
        path,
        body: {
          phones: [{ number: '+237 677 12 34 56', label: 'Emergency' }],
          email: 'info@port.cm',
          website: null,
          version: 3,
        },
      },
    ]);
    // The next save of another section goes with the version the answer gave.
    const hours = screen.getByRole('region', { name: 'Weekly hours' });
    fireEvent.click(within(hours).getByRole('button', { name: 'Save the weekly hours' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]!.body).toEqual({ openingHours: null, version: 4 });
  });

  it('on a 409, keeps what was typed, reloads the latest version and saves with it', async () => {
    let record = pharmacy;
    let patches = 0;
    const calls = renderPage((call) => {
      if (call.path === path && call.method === 'GET') return [200, { data: record }];
      if (call.method !== 'PATCH') return undefined;
      patches += 1;
      if (patches === 1) {
        // Someone else saved meanwhile.
        record = { ...pharmacy, website: 'https://port.cm', version: 5 };
        return [
          409,
          { error: { code: 'conflict', message: 'Stale', fields: [{ path: 'website', code: 'changed_meanwhile' }] } },
        ];
      }
      return [200, { data: { ...record, phones: [{ number: '+237699000000', label: null }], version: 6 } }];
    });
    const contact = await contactSection();
    fireEvent.change(within(contact).getByLabelText('Number 1'), { target: { value: '+237699000000' } });
    fireEvent.click(within(contact).getByRole('button', { name: 'Save the contact details' }));
    const alert = await within(contact).findByRole('alert');
    expect(alert.textContent).toContain('Someone else changed this listing since you opened it.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Load the latest version' }));
    expect(await within(contact).findByText('The latest version is loaded.')).toBeTruthy();
    expect((within(contact).getByLabelText('Number 1') as HTMLInputElement).value).toBe('+237699000000');
    fireEvent.click(within(contact).getByRole('button', { name: 'Save the contact details' }));
    expect(await within(contact).findByText('Contact details saved: they are public now.')).toBeTruthy();
    expect(writes(calls).map((call) => (call.body as { version: number }).version)).toEqual([3, 5]);
  });
});

describe('MyFacilityPage, name, type or place', () => {
  it('sends only what changed for review, and shows how many changes wait', async () => {
    const calls = renderPage((call) =>
      call.path === `${path}/proposals` ? [201, { data: { pendingProposals: 2 } }] : undefined,
    );
    const section = await screen.findByRole('region', { name: 'Name, type or place changed?' });
    expect(within(section).getByText('No proposed change waits for review.')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Send for review' }));
    expect(await within(section).findByText(/Change the name, type, place/)).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    fireEvent.change(within(section).getByLabelText('Name'), { target: { value: 'Grande Pharmacie du Port' } });
    fireEvent.change(within(section).getByLabelText('Note for the staff (optional)'), {
      target: { value: 'New sign since October' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Send for review' }));
    expect(await within(section).findByText(/staff will review your change/)).toBeTruthy();
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: `${path}/proposals`,
        body: { name: 'Grande Pharmacie du Port', note: 'New sign since October' },
      },
    ]);
    expect(within(section).getByText('2 proposed changes wait for review.')).toBeTruthy();
  });

  it('shows a pharmacy its duty periods, and the special dates section the route gives', async () => {
    renderPage();
    expect(await screen.findByRole('region', { name: 'Duty periods' })).toBeTruthy();
    expect(screen.getByText('Special dates here')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Emergency service and beds' })).toBeNull();
  });
});
