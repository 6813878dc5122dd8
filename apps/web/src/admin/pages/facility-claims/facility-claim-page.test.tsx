import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FacilityClaimPage } from './facility-claim-page';
import {
  claim,
  cleanupAfterTest,
  polyfillDialog,
  renderPage,
  resetSession,
  session,
  slowDom,
  stubApi,
  type Call,
} from './test-utils';

beforeAll(polyfillDialog);
afterEach(() => {
  cleanupAfterTest();
  resetSession();
});

const claimPath = '/admin-dashboard/facility-claims/:id';
const render = () => renderPage(<FacilityClaimPage />, { url: '/admin-dashboard/facility-claims/7', path: claimPath });
const writes = (calls: Call[]) =>
  calls.filter((call) => call.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

/** The claim as the server keeps it: `decide` turns it approved or rejected, as the API would. */
function stubClaim(decide: (call: Call) => [number, unknown] | undefined) {
  let current = claim();
  return stubApi((call) => {
    if (call.method === 'GET' && call.path === '/api/admin/facility-claims/7') return [200, { data: current }];
    if (call.method === 'POST') {
      const answer = decide(call);
      if (answer?.[0] === 200) current = (answer[1] as { data: typeof current }).data;
      return answer;
    }
    return undefined;
  });
}

describe('FacilityClaimPage', slowDom, () => {
  it('shows the facility, the requester, their role, licence, message, evidence image and the active managers', async () => {
    stubClaim(() => undefined);
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim for Pharmacie du Port' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pharmacie du Port' }).getAttribute('href')).toBe(
      '/admin-dashboard/facilities/42',
    );
    expect(screen.getByText('Douala I, Wouri, Littoral')).toBeTruthy();
    expect(screen.getByText('1 active manager')).toBeTruthy();
    expect(screen.getByText('Amina Ngo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'amina@example.cm' }).getAttribute('href')).toBe('mailto:amina@example.cm');
    expect(screen.getByText('Pharmacist')).toBeTruthy();
    expect(screen.getByText('ONPC-1234')).toBeTruthy();
    expect(screen.getByText('I am the pharmacist in charge.')).toBeTruthy();
    const image = screen.getByRole('img', {
      name: 'Official document sent by Amina Ngo as evidence for Pharmacie du Port',
    });
    expect(image.getAttribute('src')).toBe('/api/admin/facility-claims/7/evidence');
    const fullSize = screen.getByRole('link', { name: /Open the image at full size/ });
    expect(fullSize.getAttribute('href')).toBe('/api/admin/facility-claims/7/evidence');
    expect(fullSize.getAttribute('target')).toBe('_blank');
    expect(screen.queryByText('New facility, waiting for review')).toBeNull();
  });

  it('says a facility the claim created is new and waiting for review', async () => {
    stubApi((call) =>
      call.path === '/api/admin/facility-claims/7'
        ? [200, { data: claim({ facility: { ...claim().facility, status: 'pending', createdByClaim: true } }) }]
        : undefined,
    );
    render();
    expect(await screen.findByText('New facility, waiting for review')).toBeTruthy();
  });

  it('approves after a confirmation, then shows who approved it', async () => {
    const calls = stubClaim((call) =>
      call.path === '/api/admin/facility-claims/7/approve'
        ? [
            200,
            {
              data: claim({
                status: 'approved',
                decidedBy: 'Ada Staff',
                decidedAt: '2026-11-21T08:00:00.000Z',
                activeManagers: 2,
              }),
            },
          ]
        : undefined,
    );
    render();
    const approve = await screen.findByRole('button', { name: 'Approve' });
    fireEvent.click(approve);
    const dialog = await screen.findByRole('dialog', { name: 'Approve this claim?' });
    expect(within(dialog).getByText(/Amina Ngo will become a manager of Pharmacie du Port/)).toBeTruthy();
    // Cancel first: nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Amina Ngo now manages Pharmacie du Port.')).toBeTruthy();
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/api/admin/facility-claims/7/approve', body: undefined }]);
    // 08:00 UTC is 09:00 in Douala.
    expect(await screen.findByText(/^Approved by Ada Staff on 21 Nov 2026.*09:00/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Decision'));
  });

  it('rejects with the reason asked in a dialog, which needs one, then shows the reason', async () => {
    const calls = stubClaim((call) =>
      call.path === '/api/admin/facility-claims/7/reject'
        ? [
            200,
            {
              data: claim({
                status: 'rejected',
                decidedBy: 'Ada Staff',
                decidedAt: '2026-11-21T08:00:00.000Z',
                rejectReason: 'The licence number is not the pharmacy’s.',
              }),
            },
          ]
        : undefined,
    );
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this claim' });
    const reason = within(dialog).getByLabelText('Reason');
    await waitFor(() => expect(document.activeElement).toBe(reason));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(writes(calls)).toEqual([]);

    fireEvent.change(reason, { target: { value: 'The licence number is not the pharmacy’s.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('The claim of Amina Ngo for Pharmacie du Port was rejected.')).toBeTruthy();
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/admin/facility-claims/7/reject',
        body: { reason: 'The licence number is not the pharmacy’s.' },
      },
    ]);
    expect(await screen.findByText(/Reason: The licence number is not the pharmacy’s\.$/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says a claim decided meanwhile (409) was already decided, and shows that decision', async () => {
    let decided = false;
    stubApi((call) => {
      if (call.path === '/api/admin/facility-claims/7/approve') {
        decided = true;
        return [409, { error: { code: 'conflict', message: 'Already decided' } }];
      }
      if (call.path === '/api/admin/facility-claims/7')
        return [
          200,
          {
            data: decided
              ? claim({ status: 'rejected', decidedBy: 'Paul Mbarga', decidedAt: '2026-11-21T08:00:00.000Z' })
              : claim(),
          },
        ];
      return undefined;
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this claim?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText(/already been decided by someone else/)).toBeTruthy();
    expect(await screen.findByText(/^Rejected by Paul Mbarga/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lets an account that only reads facilities see the claim but not decide it', async () => {
    session.role = 'support';
    stubClaim(() => undefined);
    render();
    expect(await screen.findByText('Your role lets you read claims, not decide them.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
