import type { ClaimDetail } from '@hc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ClaimDetailsDialog } from './claim-details-dialog';
import {
  claim,
  cleanupAfterTest,
  polyfillDialog,
  renderPage,
  session,
  slowDom,
  stubApi,
  type Answer,
  type Call,
} from './test-utils';

beforeAll(polyfillDialog);
afterEach(() => {
  cleanupAfterTest();
  session.role = 'admin';
});

const path = '/admin-dashboard/claims';
const open = () => renderPage(<ClaimDetailsDialog claimId={7} onClose={() => undefined} />, { url: path, path });
/** The API: claim 7 as `current()` holds it, and `onMove` for its transitions. */
const serve = (current: () => ClaimDetail, onMove: Answer = () => undefined) =>
  stubApi((call) => {
    if (call.method === 'GET' && call.path === '/api/admin/claims/7') return [200, { data: current() }];
    if (call.method === 'POST' && call.path === '/api/admin/claims/7/transition') return onMove(call);
    return undefined;
  });
const moves = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

describe('ClaimDetailsDialog', slowDom, () => {
  it('shows the claim, its message and its timeline with who made each step and when (Douala)', async () => {
    serve(() =>
      claim({
        status: 'in_progress',
        timeline: [
          claim().timeline[0]!,
          {
            from: 'open',
            to: 'in_progress',
            note: 'Called the facility',
            who: null,
            at: '2026-11-21T08:15:00.000Z',
          },
        ],
      }),
    );
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Claim Details' });
    await within(dialog).findByText('The patient was charged twice.');
    const facts = within(dialog)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual([
      'Claim ID: CLM007',
      'Booking ID: BKG042',
      'Doctor: Dr. Esther Mbida (#5)',
      'Patient: Amina Ngo (PAT-000123)',
      'Status: In Progress',
      'Created: 21 Nov 2026, 00:30',
    ]);
    expect(within(dialog).getByRole('link', { name: 'BKG042' }).getAttribute('href')).toBe(
      '/admin-dashboard/bookings/42',
    );
    const steps = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual([
      'Filed: OpenBy Ada Staff · 21 Nov 2026, 00:30',
      'Open → In ProgressBy a removed account · 21 Nov 2026, 09:15Called the facility',
    ]);
    // From in progress: resolve or reject.
    const next = await within(dialog).findByRole('group', { name: 'Next steps' });
    expect(
      within(next)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Resolve', 'Reject']);
  });

  it('asks for a note, then starts work on an open claim and shows the new step', async () => {
    let current = claim();
    const calls = serve(
      () => current,
      (call) => {
        const { note } = call.body as { note: string };
        current = claim({
          status: 'in_progress',
          timeline: [
            ...current.timeline,
            { from: 'open', to: 'in_progress', note, who: { id: 99, name: 'Ada Staff' }, at: '2026-11-21T08:00:00Z' },
          ],
        });
        return [200, { data: current }];
      },
    );
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Claim Details' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Start work' }));
    const form = within(dialog).getByRole('form', { name: 'Start work on claim CLM007' });
    const note = within(form).getByRole('textbox', { name: 'Note' });
    await waitFor(() => expect(document.activeElement).toBe(note));
    fireEvent.click(within(form).getByRole('button', { name: 'Start work' }));
    expect(await within(form).findByText('This field is required')).toBeTruthy();
    expect(moves(calls)).toHaveLength(0);
    fireEvent.change(note, { target: { value: '  Called the facility  ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Start work' }));
    expect(await within(dialog).findByText('Claim CLM007 is now In Progress.')).toBeTruthy();
    expect(moves(calls).map((call) => call.body)).toEqual([{ to: 'in_progress', note: 'Called the facility' }]);
    expect(await within(dialog).findByText('Called the facility')).toBeTruthy();
    expect(within(dialog).queryByRole('form')).toBeNull();
    const next = await within(dialog).findByRole('group', { name: 'Next steps' });
    await waitFor(() =>
      expect(
        within(next)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Resolve', 'Reject']),
    );
  });

  it('says so when the claim was moved meanwhile (409), and Back leaves without a change', async () => {
    const calls = serve(
      () => claim({ status: 'in_progress' }),
      () => [409, { error: { code: 'conflict', message: 'moved', requestId: 'r' } }],
    );
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Claim Details' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Reject' }));
    const form = within(dialog).getByRole('form', { name: 'Reject claim CLM007' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Note' }), { target: { value: 'Not ours' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(await within(form).findByText('This claim was moved meanwhile: it is shown as it now stands.')).toBeTruthy();
    expect(moves(calls)).toHaveLength(1);
    fireEvent.click(within(form).getByRole('button', { name: 'Back' }));
    expect(within(dialog).queryByRole('form')).toBeNull();
    const next = within(dialog).getByRole('group', { name: 'Next steps' });
    await waitFor(() => expect(document.activeElement).toBe(within(next).getByRole('button', { name: 'Resolve' })));
  });

  it('offers only Reopen on a resolved claim, with the reason as its note (issue 36)', async () => {
    const calls = serve(
      () => claim({ status: 'resolved' }),
      () => [200, { data: claim({ status: 'open' }) }],
    );
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Claim Details' });
    await within(dialog).findByText('The patient was charged twice.');
    const next = await within(dialog).findByRole('group', { name: 'Next steps' });
    expect(
      within(next)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reopen']);
    fireEvent.click(within(next).getByRole('button', { name: 'Reopen' }));
    const form = within(dialog).getByRole('form', { name: 'Reopen claim CLM007' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Note' }), { target: { value: 'Not refunded' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Reopen' }));
    expect(await within(dialog).findByText('Claim CLM007 is now Open.')).toBeTruthy();
    expect(moves(calls).map((call) => call.body)).toEqual([{ to: 'open', note: 'Not refunded' }]);
  });

  it('offers no step to an account that only reads claims', async () => {
    session.role = 'manager';
    serve(() => claim());
    open();
    const other = await screen.findByRole('dialog', { name: 'Claim Details' });
    expect(await within(other).findByText('Your account can read this claim but not move it.')).toBeTruthy();
    expect(within(other).queryByRole('button', { name: 'Start work' })).toBeNull();
  });
});
