import type { AdminFacility, FacilityHistoryEntry } from '@hc/shared';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanupAfterTest, polyfillDialog, renderWithProviders, slowDom } from '../../../list-kit/test-utils';
import { adminFacility, sessionUser, stubApi, type Call } from '../list/test-fixtures';
import { FacilityRecordPage } from './facility-record-page';

beforeAll(polyfillDialog);
afterEach(cleanupAfterTest);

const weekdayHours = { opens: '08:00', closes: '17:00' };
const history: FacilityHistoryEntry[] = [
  {
    id: 12,
    action: 'updated',
    at: '2026-11-02T09:00:00.000Z',
    user: { id: 3, name: 'Jane Doe', email: 'jane@e2e.test' },
    changes: [
      {
        field: 'openingHours',
        before: null,
        after: { mo: [weekdayHours], tu: [weekdayHours], we: [weekdayHours], th: [weekdayHours], fr: [weekdayHours] },
      },
      { field: 'phone', before: null, after: '+237699000111' },
      // A text saved before the catalogue, replaced by codes.
      { field: 'services', before: ['Open at night'], after: ['night_service', 'mobile_money'] },
      { field: 'status', before: 'pending', after: 'approved' },
    ],
  },
  { id: 11, action: 'created', at: '2026-11-01T09:00:00.000Z', user: null, changes: [] },
];

function renderRecord(
  facility: AdminFacility | null,
  options: { role?: 'admin' | 'manager'; answer?: (call: Call) => [number, unknown] | undefined } = {},
) {
  const calls = stubApi(
    (call) => {
      const answered = options.answer?.(call);
      if (answered) return answered;
      if (call.path === '/api/admin/facilities/7/history')
        return [200, { data: history, meta: { total: history.length, page: 1, pageSize: 20 } }];
      if (call.path === '/api/admin/facilities/7')
        return facility
          ? [200, { data: facility }]
          : [404, { error: { code: 'not_found', message: 'Facility not found', requestId: 'r' } }];
      return undefined;
    },
    sessionUser(options.role ?? 'manager'),
  );
  renderWithProviders(
    <Routes>
      <Route path="/admin-dashboard/facilities/:id" element={<FacilityRecordPage />} />
    </Routes>,
    { url: '/admin-dashboard/facilities/7' },
  );
  return calls;
}

const posts = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

describe('FacilityRecordPage', slowDom, () => {
  it('pages a long history by 20', async () => {
    const calls = renderRecord(adminFacility(), {
      answer: (call) =>
        call.path === '/api/admin/facilities/7/history'
          ? [200, { data: history, meta: { total: 45, page: call.query.get('page') === '2' ? 2 : 1, pageSize: 20 } }]
          : undefined,
    });
    expect(await screen.findByText('Showing 1 to 20 of 45 entries')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21 to 40 of 45 entries')).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/history') && call.query.get('page') === '2')).toBe(true);
  });

  it('shows the facility and its history, each field before and after', async () => {
    renderRecord(adminFacility());
    expect(await screen.findByRole('heading', { level: 1, name: 'Pharmacie du Port' })).toBeTruthy();
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Facilities/ }).getAttribute('href')).toBe(
      '/admin-dashboard/facilities',
    );
    expect(screen.getByRole('link', { name: 'View public page' }).getAttribute('href')).toBe('/pharmacies/7');
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/admin-dashboard/facilities/7/edit');
    expect(screen.getByRole('link', { name: '+237699000111' }).getAttribute('href')).toBe('tel:+237699000111');

    const entries = await screen.findAllByTestId('history-entry');
    expect(entries).toHaveLength(2);
    const [edited, created] = entries;
    expect(edited!.textContent).toContain('Edited');
    expect(edited!.textContent).toContain('Jane Doe (jane@e2e.test)');
    const changes = within(edited!)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(changes).toEqual([
      ['Opening hours', '—', '→ Mon–Fri 08:00–17:00'],
      ['Phone', '—', '→ +237699000111'],
      ['Services Offered', 'Open at night', '→ Night service, Mobile Money payment'],
      ['Status', 'Pending', '→ Approved'],
    ]);
    expect(created!.textContent).toContain('Created');
    expect(created!.textContent).toContain('System');
  });

  it('suspends only with a reason, sent to the server', async () => {
    let facility = adminFacility();
    const calls = renderRecord(null, {
      answer: (call) => {
        if (call.method === 'POST' && call.path === '/api/admin/facilities/7/suspend') {
          facility = adminFacility({
            status: 'suspended',
            suspensionReason: (call.body as { reason: string }).reason,
            version: 3,
          });
          return [200, { data: facility }];
        }
        if (call.path === '/api/admin/facilities/7') return [200, { data: facility }];
        return undefined;
      },
    });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend Pharmacie du Port' });
    const reason = within(dialog).getByLabelText('Reason for the suspension');
    await waitFor(() => expect(document.activeElement).toBe(reason));

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' })));
    await waitFor(() => expect(within(dialog).getByText('This field is required')).toBeTruthy());
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(reason, { target: { value: '   ' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' })));
    expect(posts(calls)).toEqual([]);

    fireEvent.change(reason, { target: { value: 'Licence withdrawn by the ministry' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' })));
    await waitFor(() =>
      expect(screen.getByText('Pharmacie du Port is suspended and no longer shown to the public.')).toBeTruthy(),
    );
    expect(posts(calls).map((call) => [call.path, call.body])).toEqual([
      ['/api/admin/facilities/7/suspend', { reason: 'Licence withdrawn by the ministry' }],
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Licence withdrawn by the ministry')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View public page' })).toBeNull();
  });

  it('offers the moves the status allows: Approve for pending, Restore to admins when archived', async () => {
    renderRecord(adminFacility({ status: 'pending' }));
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'View public page' })).toBeNull();
    cleanup();

    const calls = renderRecord(adminFacility({ archivedAt: '2026-11-10T08:00:00.000Z' }), {
      role: 'admin',
      answer: (call) => (call.path.endsWith('/restore') ? [200, { data: adminFacility() }] : undefined),
    });
    expect(await screen.findByText(/^Deleted \(archived\) on /)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    await waitFor(() => expect(screen.getByText('Pharmacie du Port is restored.')).toBeTruthy());
    expect(posts(calls).map((call) => call.path)).toEqual(['/api/admin/facilities/7/restore']);
  });

  it('approves after showing the evidence, and tells the proposer why they may not (four eyes)', async () => {
    const proposal = {
      by: { id: 9, name: 'Awa Ngono', email: 'awa@sante.example.cm' },
      at: '2026-11-20T09:30:00.000Z',
      source: 'staff',
      approvalRefusal: null,
    };
    const calls = renderRecord(adminFacility({ status: 'pending', phone: null, proposal }), {
      answer: (call) =>
        call.path.endsWith('/approve') ? [200, { data: adminFacility({ status: 'approved' }) }] : undefined,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Awa Ngono/)).toBeTruthy();
    expect(within(dialog).getByText(/Missing: phone/i)).toBeTruthy();
    expect(posts(calls)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(posts(calls).map((call) => call.path)).toEqual(['/api/admin/facilities/7/approve']));
    cleanup();

    renderRecord(adminFacility({ status: 'pending', proposal: { ...proposal, approvalRefusal: 'same_person' } }));
    const refused = await screen.findByRole('button', { name: 'Approve' });
    expect((refused as HTMLButtonElement).disabled).toBe(true);
    expect(refused.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(refused.getAttribute('aria-describedby')!)?.textContent).toMatch(/another/i);
  });

  it('asks before deleting and reports a refusal in the dialog', async () => {
    const calls = renderRecord(adminFacility(), {
      answer: (call) =>
        call.method === 'DELETE'
          ? [409, { error: { code: 'conflict', message: 'The facility is already archived', requestId: 'r' } }]
          : undefined,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Pharmacie du Port' });
    expect(within(dialog).getByText('Are you sure you want to delete this facility?')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'This action is no longer possible: the facility was changed meanwhile. Its current state is now shown.',
      ),
    );
    expect(posts(calls).map((call) => [call.method, call.path])).toEqual([['DELETE', '/api/admin/facilities/7']]);
  });

  it('says when the facility does not exist, with a way back', async () => {
    renderRecord(null);
    expect(await screen.findByRole('heading', { name: 'Facility not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Facilities/ }).getAttribute('href')).toBe(
      '/admin-dashboard/facilities',
    );
  });
});
