import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NewClaimPage } from './new-claim-page';
import {
  claim,
  claimsPath,
  cleanupAfterTest,
  currentLocation,
  renderPage,
  session,
  slowDom,
  stubApi,
  type Call,
} from './test-utils';

afterEach(() => {
  cleanupAfterTest();
  session.role = 'admin';
});

const path = `${claimsPath}/new`;
const render = (url = path) => renderPage(<NewClaimPage />, { url, path });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');
/** The error shown under a field (tied to it by aria-describedby), if any. */
const errorOf = (label: string) => {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? (document.getElementById(errorId)?.textContent ?? undefined) : undefined;
};

describe('New Claim', slowDom, () => {
  it('requires every field before calling the server, each error next to its field', async () => {
    const calls = stubApi(() => undefined);
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'New Claim' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe(claimsPath);
    type('Booking ID', 'BKG042');
    fireEvent.click(screen.getByRole('button', { name: 'File Claim' }));
    await waitFor(() => expect(errorOf('Message')).toBe('This field is required'));
    expect(errorOf('Doctor ID')).toBe('This field is required');
    expect(errorOf('Patient ID')).toBe('This field is required');
    expect(errorOf('Booking ID')).toBeUndefined();
    type('Patient ID', 'Amina');
    fireEvent.click(screen.getByRole('button', { name: 'File Claim' }));
    await waitFor(() => expect(errorOf('Patient ID')).toBe('Enter a patient ID such as PAT-000123 or 123'));
    expect(posts(calls)).toHaveLength(0);
  });

  it('shows the server’s answers on their fields: an unknown id, a doctor not of the booking', async () => {
    const calls = stubApi((call) =>
      call.method === 'POST' && call.path === '/api/admin/claims'
        ? [
            400,
            {
              error: {
                code: 'validation_failed',
                message: 'no',
                requestId: 'r',
                fields: [
                  { path: 'doctorId', code: 'not_same_booking', message: 'no' },
                  { path: 'patientId', code: 'invalid', message: 'no' },
                ],
              },
            },
          ]
        : undefined,
    );
    render();
    await screen.findByRole('heading', { level: 1, name: 'New Claim' });
    type('Booking ID', 'bkg042');
    type('Doctor ID', '6');
    type('Patient ID', 'PAT-000999');
    type('Message', '  Charged twice  ');
    fireEvent.click(screen.getByRole('button', { name: 'File Claim' }));
    await waitFor(() => expect(errorOf('Doctor ID')).toBe('Does not belong to this booking'));
    expect(errorOf('Patient ID')).toBe('No patient has this ID');
    // The shared schema sends ids, whatever way they were typed.
    expect(posts(calls).map((call) => call.body)).toEqual([
      { bookingId: 42, doctorId: 6, patientId: 999, message: 'Charged twice' },
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText('Doctor ID'));
  });

  it('files the claim and goes back to the list, searched to it, saying so', async () => {
    stubApi((call) =>
      call.method === 'POST' && call.path === '/api/admin/claims' ? [201, { data: claim() }] : undefined,
    );
    const { container } = render(`${path}?bookingId=BKG042&doctorId=5&patientId=PAT-000123`);
    await screen.findByRole('heading', { level: 1, name: 'New Claim' });
    expect((screen.getByLabelText('Booking ID') as HTMLInputElement).value).toBe('BKG042');
    type('Message', 'The patient was charged twice.');
    fireEvent.click(screen.getByRole('button', { name: 'File Claim' }));
    await waitFor(() => expect(currentLocation(container)).toBe(`${claimsPath}?q=CLM007`));
  });

  it('tells an account that does not file claims that it cannot', async () => {
    session.role = 'manager';
    stubApi(() => undefined);
    render();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your account can read claims but not file them.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'File Claim' })).toBeNull();
  });
});
