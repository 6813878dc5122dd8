import type { AdminDoctor } from '@hc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import doctorsAdmin from '../../../locales/en/doctors-admin.json';
import forms from '../../../locales/en/forms.json';
import {
  addCatalogs,
  cleanupAfterTest,
  geography,
  polyfillDialog,
  renderPage,
  slowDom,
  stubFetch,
  type Answer,
} from '../../list-kit/test-utils';
import { DoctorsPage } from './doctors-page';

addCatalogs({ forms, 'doctors-admin': doctorsAdmin });
beforeAll(polyfillDialog);
afterEach(cleanupAfterTest);

const path = '/admin-dashboard/doctors';
const uploadedAt = '2026-11-21T08:00:00.000Z';
const stored = (side: 'front' | 'back') => ({ side, mimeType: 'image/png', size: 2048, uploadedAt });

const pending = (overrides: Partial<AdminDoctor> = {}): AdminDoctor => ({
  id: 12,
  name: 'Dr. Esther Mbida',
  email: 'esther@clinic.example',
  phone: null,
  status: 'pending',
  specialty: null,
  idNumber: 'CM-445566',
  licenceNumber: 'ONMC-2019-0042',
  note: null,
  region: { id: 2, nameEn: 'Littoral', nameFr: 'Littoral' },
  division: null,
  subdivision: null,
  userId: 40,
  username: null,
  facilities: [],
  documents: [stored('front'), stored('back')],
  verifiedAt: null,
  verifiedBy: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const ready = pending();
const lacking = pending({ id: 13, name: 'Dr. Paul Fake', licenceNumber: null, documents: [stored('front')] });

const renderValidate = (answer: Answer) => {
  const calls = stubFetch(
    (call) =>
      answer(call) ??
      (call.path === '/api/admin/doctors'
        ? [200, { data: [ready, lacking], meta: { total: 2, page: 1, pageSize: 10, pending: 2 } }]
        : undefined),
    geography,
  );
  renderPage(<DoctorsPage />, { url: `${path}?view=validate`, path });
  return calls;
};

const rowOf = async (name: string) => {
  const table = await screen.findByRole('table', { name: 'Doctors waiting for validation' });
  return within(table).findByRole('row', { name: new RegExp(name) });
};

describe('Validate Doctors', slowDom, () => {
  it("shows each pending doctor's ID number, licence and ID images, lazy-loaded and openable full size", async () => {
    renderValidate(() => undefined);
    const row = await rowOf('Dr. Esther Mbida');
    expect(row.textContent).toContain('CM-445566');
    expect(row.textContent).toContain('ONMC-2019-0042');
    const imageUrl = (side: string) => `/api/admin/doctors/12/documents/${side}?v=${encodeURIComponent(uploadedAt)}`;
    for (const [side, alt] of [
      ['front', "Front of Dr. Esther Mbida's ID"],
      ['back', "Back of Dr. Esther Mbida's ID"],
    ] as const) {
      const thumbnail = within(row).getByRole('img', { name: alt });
      expect(thumbnail.getAttribute('src')).toBe(imageUrl(side));
      expect(thumbnail.getAttribute('loading')).toBe('lazy');
    }

    // A keyboard-reachable button opens the image at full size, with a link to the image alone.
    const open = within(row).getByRole('button', { name: "View the back of Dr. Esther Mbida's ID at full size" });
    expect(open.tagName).toBe('BUTTON');
    fireEvent.click(open);
    const viewer = await screen.findByRole('dialog', { name: "Back of Dr. Esther Mbida's ID" });
    const full = within(viewer).getByRole('img', { name: "Back of Dr. Esther Mbida's ID" });
    expect(full.getAttribute('src')).toBe(imageUrl('back'));
    expect(full.getAttribute('loading')).toBeNull();
    expect(full.className).toContain('max-w-none');
    const alone = within(viewer).getByRole('link', { name: 'Open the image alone in a new tab' });
    expect(alone.getAttribute('href')).toBe(imageUrl('back'));
    fireEvent.keyDown(viewer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps Approve disabled, saying what is missing, until the evidence is all stored', async () => {
    const calls = renderValidate((call) =>
      call.method === 'POST' ? [200, { data: { ...ready, status: 'active' } }] : undefined,
    );
    const row = await rowOf('Dr. Paul Fake');
    expect(within(row).getAllByText('Missing')).toHaveLength(2);
    expect(within(row).getByRole('img', { name: "Front of Dr. Paul Fake's ID" })).toBeTruthy();
    const blocked = within(row).getByRole('button', { name: 'Approve Dr. Paul Fake' }) as HTMLButtonElement;
    expect(blocked.disabled).toBe(true);
    const reason = document.getElementById(blocked.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(
      'Approve needs the medical licence number and the back of the ID: add them with Verify.',
    );
    fireEvent.click(blocked);
    expect(screen.queryByRole('dialog')).toBeNull();

    // The doctor with every piece of evidence may be approved, the evidence shown again in the confirmation.
    const approve = within(await rowOf('Dr. Esther Mbida')).getByRole('button', { name: 'Approve Dr. Esther Mbida' });
    expect((approve as HTMLButtonElement).disabled).toBe(false);
    expect(approve.getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(approve);
    const dialog = await screen.findByRole('dialog', { name: 'Approve Dr. Esther Mbida' });
    expect(within(dialog).getByRole('img', { name: "Front of Dr. Esther Mbida's ID" })).toBeTruthy();
    expect(dialog.textContent).toContain('ONMC-2019-0042');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Dr. Esther Mbida is now active.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/admin/doctors/12/approve',
    ]);
  });

  it('tells the staff member who submitted the verification why Approve is refused (four eyes)', async () => {
    const mine = pending({
      id: 14,
      name: 'Dr. Own Proposal',
      verifiedBy: 'me@health.cm',
      approvalRefusal: 'same_person',
    });
    stubFetch(
      (call) =>
        call.path === '/api/admin/doctors'
          ? [200, { data: [mine], meta: { total: 1, page: 1, pageSize: 10, pending: 1 } }]
          : undefined,
      geography,
    );
    renderPage(<DoctorsPage />, { url: `${path}?view=validate`, path });
    const row = await rowOf('Dr. Own Proposal');
    expect(within(row).getByText('me@health.cm')).toBeTruthy();
    const blocked = within(row).getByRole('button', { name: 'Approve Dr. Own Proposal' }) as HTMLButtonElement;
    expect(blocked.disabled).toBe(true);
    const reason = document.getElementById(blocked.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe("You submitted this doctor's verification: another staff member must approve it.");
  });

  it("shows the server's refusal for missing evidence, translated", async () => {
    renderValidate((call) =>
      call.method === 'POST'
        ? [
            409,
            {
              error: {
                code: 'conflict',
                message: 'The doctor cannot become active without their identity evidence',
                fields: [{ path: 'back', code: 'required', message: 'x' }],
              },
            },
          ]
        : undefined,
    );
    fireEvent.click(within(await rowOf('Dr. Esther Mbida')).getByRole('button', { name: 'Approve Dr. Esther Mbida' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Dr. Esther Mbida' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'A doctor becomes active only with their identity evidence; missing: the back of the ID. Add it with Verify Doctor.',
    );
  });
});

describe('Update Doctor', slowDom, () => {
  it("sends a pending doctor's new status, and shows the server refusing it for missing evidence, translated", async () => {
    const calls = stubFetch(
      (call) => {
        if (call.path === '/api/admin/doctors/13' && call.method === 'GET') return [200, { data: lacking }];
        if (call.method === 'PATCH')
          return [
            409,
            {
              error: {
                code: 'conflict',
                message: 'The doctor cannot become active without their identity evidence',
                fields: [
                  { path: 'licenceNumber', code: 'required', message: 'x' },
                  { path: 'back', code: 'required', message: 'x' },
                ],
              },
            },
          ];
        return undefined;
      },
      { ...geography, '/api/specialties': [] },
    );
    renderPage(<DoctorsPage />, { url: `${path}?view=update&id=13`, path });
    expect(await screen.findByRole('heading', { name: 'Update Doctor' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'active' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'active' }));
    expect(
      (await screen.findByText(/^A doctor becomes active only with their identity evidence/)).textContent,
    ).toContain('missing: the medical licence number and the back of the ID.');
  });
});
