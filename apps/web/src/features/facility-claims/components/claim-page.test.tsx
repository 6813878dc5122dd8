import type { MyFacilityClaim } from '@hc/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FacilityClaimPage } from './claim-page';
import { apiError, imageFile, renderAt, sessionUser, stubApi, type Answer, type SentRequest } from './claim-test-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const facilityDetail = {
  id: 7,
  name: 'Pharmacie du Soleil',
  category: 'pharmacy' as const,
  facilityType: 'pharmacy' as const,
  region: { id: 1, nameEn: 'Centre', nameFr: 'Centre' },
  division: { id: 2, nameEn: 'Mfoundi', nameFr: 'Mfoundi' },
  subdivision: { id: 3, nameEn: 'Yaoundé VI', nameFr: 'Yaoundé 6e' },
};

const claimAnswer = (createdByClaim = false): Answer => ({
  status: 201,
  body: {
    data: {
      id: 90,
      facility: { ...facilityDetail, status: 'active', createdByClaim },
      roleAtFacility: 'pharmacist',
      status: 'pending',
      rejectReason: null,
      createdAt: '2026-11-29T08:00:00.000Z',
      decidedAt: null,
    } satisfies Partial<MyFacilityClaim> & Record<string, unknown>,
  },
});

/**
 * The API of the flow: the session (signed in unless told), the facility, the reference lists, and the
 * claim, answered by `claim` (201 unless told).
 */
function stubFlow({
  signedIn = true,
  claim = () => claimAnswer(),
}: { signedIn?: boolean; claim?: (request: SentRequest) => Answer } = {}) {
  return stubApi((method, path, request) => {
    if (path === '/api/auth/session') return { status: 200, body: { data: signedIn ? sessionUser : null } };
    if (path === '/api/facilities/7') return { status: 200, body: { data: facilityDetail } };
    if (path === '/api/regions')
      return { status: 200, body: { data: [{ id: 1, nameEn: 'Centre', nameFr: 'Centre' }] } };
    if (path === '/api/divisions')
      return { status: 200, body: { data: [{ id: 2, nameEn: 'Mfoundi', nameFr: 'Mfoundi' }] } };
    if (path === '/api/subdivisions')
      return { status: 200, body: { data: [{ id: 3, nameEn: 'Yaoundé VI', nameFr: 'Yaoundé 6e' }] } };
    if (method === 'POST' && path === '/api/facility-claims') return claim(request);
    // A new account is signed in at once (the answer carries the session).
    if (method === 'POST' && path === '/api/auth/sign-up')
      return { status: 201, body: { data: { status: 'signed_in', user: sessionUser, redirectTo: '/' } } };
    return undefined;
  });
}

const claims = (requests: SentRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.path === '/api/facility-claims');
const sentForm = (request: SentRequest) => request.body as FormData;

const evidenceInput = () => screen.getByLabelText<HTMLInputElement>('Photo of an official document');
function fillRequest({ file = imageFile() }: { file?: File } = {}) {
  fireEvent.change(screen.getByLabelText('Your role at the facility'), { target: { value: 'pharmacist' } });
  fireEvent.change(screen.getByLabelText('Licence or registration number'), { target: { value: 'ONPC-2291' } });
  fireEvent.change(evidenceInput(), { target: { files: [file] } });
}
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send my request' }));

describe('claiming a listed facility (issue 35)', { timeout: 20_000 }, () => {
  it('names the facility and its place, and sends the request as multipart with the image', async () => {
    const requests = stubFlow();
    renderAt('/facility-claim?facility=7', <FacilityClaimPage />);
    expect(await screen.findByText('Pharmacie du Soleil')).toBeTruthy();
    expect(screen.getByText('Yaoundé VI, Mfoundi, Centre')).toBeTruthy();
    fillRequest();
    fireEvent.change(screen.getByLabelText('Message to our team'), { target: { value: 'I am the owner.' } });
    send();

    expect(await screen.findByRole('heading', { name: 'Request sent' })).toBeTruthy();
    const [request] = claims(requests);
    const form = sentForm(request!);
    expect(form).toBeInstanceOf(FormData);
    expect(
      Object.fromEntries([...form.keys()].map((key) => [key, key === 'evidence' ? 'file' : form.get(key)])),
    ).toEqual({
      facilityId: '7',
      roleAtFacility: 'pharmacist',
      licenceNumber: 'ONPC-2291',
      message: 'I am the owner.',
      evidence: 'file',
    });
    expect((form.get('evidence') as File).name).toBe('licence.jpg');
    expect(screen.getByRole('link', { name: 'Go to my facilities' }).getAttribute('href')).toBe('/my-facilities');
  });

  it('checks the fields and the image in the browser before anything is sent', async () => {
    const requests = stubFlow();
    renderAt('/facility-claim?facility=7', <FacilityClaimPage />);
    await screen.findByText('Pharmacie du Soleil');
    send();
    // The role and the image are missing; the licence number is too short (at least 2 characters).
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('Must be at least 2 characters')).toBeTruthy();
    expect(evidenceInput().getAttribute('aria-invalid')).toBe('true');

    // Checked as soon as it is chosen: the type, then the size (the doctors' 5 MB rule).
    fireEvent.change(evidenceInput(), { target: { files: [imageFile('scan.pdf', 'application/pdf')] } });
    expect(await screen.findByText('This file is not an image: choose a JPEG, PNG or WebP picture')).toBeTruthy();
    fireEvent.change(evidenceInput(), { target: { files: [imageFile('big.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText('The file is larger than the 5 MB allowed')).toBeTruthy();
    send();
    await screen.findByText('The file is larger than the 5 MB allowed');
    expect(claims(requests)).toHaveLength(0);
  });

  it('puts the server’s field codes on their fields and keeps what was typed', async () => {
    stubFlow({ claim: () => apiError(400, 'validation_failed', [{ path: 'evidence', code: 'not_an_image' }]) });
    renderAt('/facility-claim?facility=7', <FacilityClaimPage />);
    await screen.findByText('Pharmacie du Soleil');
    fillRequest({ file: imageFile('renamed.png', 'image/png') });
    send();
    expect(await screen.findByText('This file is not an image: choose a JPEG, PNG or WebP picture')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Licence or registration number').value).toBe('ONPC-2291');
    expect(screen.getByText('Chosen: renamed.png')).toBeTruthy();
  });

  it('explains a request already waiting, and an account that already runs the facility', async () => {
    let code = 'claim_pending';
    stubFlow({ claim: () => apiError(409, 'conflict', [{ path: 'facilityId', code }]) });
    renderAt('/facility-claim?facility=7', <FacilityClaimPage />);
    await screen.findByText('Pharmacie du Soleil');
    fillRequest();
    send();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You have already asked to manage this facility: your request is waiting for our team.',
    );
    code = 'already_manager';
    send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('You already manage this facility'));
    expect(within(screen.getByRole('alert')).getByRole('link').getAttribute('href')).toBe('/my-facilities');
  });

  it('offers Try again after a network failure, and sends the same request again', async () => {
    let attempt = 0;
    const requests = stubFlow({
      claim: () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        return claimAnswer();
      },
    });
    renderAt('/facility-claim?facility=7', <FacilityClaimPage />);
    await screen.findByText('Pharmacie du Soleil');
    fillRequest();
    send();
    expect(await screen.findByText('Network Error: Could not connect to server')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Request sent' })).toBeTruthy();
    expect(claims(requests)).toHaveLength(2);
    expect(sentForm(claims(requests)[1]!).get('licenceNumber')).toBe('ONPC-2291');
  });
});

describe('the account step', { timeout: 20_000 }, () => {
  it('signs in and comes back, or creates a facility manager’s account in place', async () => {
    const requests = stubFlow({ signedIn: false });
    renderAt('/facility-claim?facility=7', <FacilityClaimPage />);
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe('/sign-in?next=%2Ffacility-claim%3Ffacility%3D7');
    expect(screen.queryByLabelText('Licence or registration number')).toBeNull();

    // The sign-up answers with the new session: the request form shows at once.
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Awa Ndiaye' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'awa@test.example' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a long enough password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByLabelText('Licence or registration number')).toBeTruthy();
    const signUp = requests.find((r) => r.path === '/api/auth/sign-up')!;
    expect(JSON.parse(String(signUp.body))).toEqual({
      name: 'Awa Ndiaye',
      email: 'awa@test.example',
      password: 'a long enough password',
      role: 'facility_manager',
    });
    expect(screen.getByText('Signed in as awa@test.example.')).toBeTruthy();
  });

  it('goes back to the account step on a 401, keeping the request as typed', async () => {
    stubFlow({ claim: () => apiError(401, 'unauthenticated') });
    renderAt('/facility-claim?facility=7', <FacilityClaimPage />);
    await screen.findByText('Pharmacie du Soleil');
    fillRequest();
    send();
    expect(
      await screen.findByText(
        'You were signed out. Sign in again or create an account: what you typed in the request is kept.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();

    // A new account in place: the request comes back as it was, image included.
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Awa Ndiaye' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'awa2@test.example' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a long enough password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    const licence = await screen.findByLabelText<HTMLInputElement>('Licence or registration number');
    expect(licence.value).toBe('ONPC-2291');
    expect(screen.getByLabelText<HTMLSelectElement>('Your role at the facility').value).toBe('pharmacist');
    expect(screen.getByText('Chosen: licence.jpg')).toBeTruthy();
  });
});

describe('listing a new facility', { timeout: 20_000 }, () => {
  it('asks for the facility, its type by group and its place, and sends it as JSON in the form', async () => {
    const requests = stubFlow({ claim: () => claimAnswer(true) });
    renderAt('/facility-claim', <FacilityClaimPage />);
    expect(await screen.findByRole('heading', { name: 'List a health facility' })).toBeTruthy();
    const type = await screen.findByLabelText<HTMLSelectElement>('Type of facility');
    expect([...type.querySelectorAll('optgroup')].map((group) => group.label)).toEqual([
      'Hospitals and health centres',
      'Pharmacies',
      'Laboratories',
    ]);
    expect(screen.getByLabelText<HTMLSelectElement>('Division').disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Name of the facility'), { target: { value: 'Pharmacie Nouvelle' } });
    fireEvent.change(type, { target: { value: 'pharmacy' } });
    await screen.findByRole('option', { name: 'Centre' });
    fireEvent.change(screen.getByLabelText('Region'), { target: { value: '1' } });
    await screen.findByRole('option', { name: 'Mfoundi' });
    fireEvent.change(screen.getByLabelText('Division'), { target: { value: '2' } });
    await screen.findByRole('option', { name: 'Yaoundé VI' });
    fireEvent.change(screen.getByLabelText('Subdivision'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '+237 699 44 27 34' } });
    fillRequest();
    send();

    expect(await screen.findByRole('heading', { name: 'Request sent' })).toBeTruthy();
    expect(screen.getByText(/the facility is published/)).toBeTruthy();
    const form = sentForm(claims(requests)[0]!);
    expect(form.has('facilityId')).toBe(false);
    expect(JSON.parse(String(form.get('newFacility')))).toEqual({
      name: 'Pharmacie Nouvelle',
      facilityType: 'pharmacy',
      subdivisionId: 3,
      address: null,
      phone: '+237 699 44 27 34',
    });
  });

  it('shows the server’s code on a new facility’s field', async () => {
    stubFlow({
      claim: () => apiError(400, 'validation_failed', [{ path: 'newFacility.phone', code: 'invalid_phone' }]),
    });
    renderAt('/facility-claim', <FacilityClaimPage />);
    await screen.findByRole('option', { name: 'Centre' });
    fireEvent.change(screen.getByLabelText('Name of the facility'), { target: { value: 'Clinique X' } });
    fireEvent.change(screen.getByLabelText('Type of facility'), { target: { value: 'clinic' } });
    fireEvent.change(screen.getByLabelText('Region'), { target: { value: '1' } });
    await screen.findByRole('option', { name: 'Mfoundi' });
    fireEvent.change(screen.getByLabelText('Division'), { target: { value: '2' } });
    await screen.findByRole('option', { name: 'Yaoundé VI' });
    fireEvent.change(screen.getByLabelText('Subdivision'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '12' } });
    fillRequest();
    send();
    expect(await screen.findByText('Enter a valid phone number')).toBeTruthy();
    expect(screen.getByLabelText('Phone number').getAttribute('aria-invalid')).toBe('true');
  });
});
