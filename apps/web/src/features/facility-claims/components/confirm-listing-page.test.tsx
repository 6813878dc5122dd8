import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmListingPage } from './confirm-listing-page';
import { apiError, i18n, renderAt, stubApi, type Answer } from './claim-test-kit';

const TOKEN = 'a'.repeat(43);
const linkPath = `/api/facility-confirmations/${TOKEN}`;

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

/** The link's GET answer, and its POST answer (confirmed on 29 November 2026 at 23:30 UTC unless told). */
function stubLink(
  read: Answer,
  confirm: Answer = { status: 200, body: { data: { facilityId: 7, confirmedAt: '2026-11-29T23:30:00.000Z' } } },
) {
  return stubApi((method, path) => {
    if (path !== linkPath) return undefined;
    return method === 'POST' ? confirm : read;
  });
}
const valid: Answer = {
  status: 200,
  body: { data: { facility: { id: 7, name: 'Pharmacie du Soleil' }, expiresAt: '2026-12-29T00:00:00.000Z' } },
};

describe('the confirmation link page (issue 35)', { timeout: 20_000 }, () => {
  it('asks about the facility and confirms in one press, dated in Cameroon', async () => {
    const requests = stubLink(valid);
    renderAt(`/confirm-listing?token=${TOKEN}`, <ConfirmListingPage />);
    expect(
      await screen.findByRole('heading', { name: 'Is the listing of Pharmacie du Soleil still right?' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, confirm the listing' }));
    // 23:30 UTC is already the 30th in Douala (UTC+1).
    expect(await screen.findByRole('heading', { name: 'Thank you: confirmed on 30 November 2026.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open this facility in my space' }).getAttribute('href')).toBe(
      '/my-facilities/7',
    );
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('says the date in French to a French reader', async () => {
    await i18n.changeLanguage('fr');
    stubLink(valid);
    renderAt(`/confirm-listing?token=${TOKEN}`, <ConfirmListingPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Oui, je confirme la fiche' }));
    expect(await screen.findByRole('heading', { name: 'Merci : fiche confirmée le 30 novembre 2026.' })).toBeTruthy();
  });

  it.each([
    [
      apiError(410, 'gone', [{ path: 'token', code: 'confirmation_link_used' }]),
      'This confirmation link was already used.',
    ],
    [
      apiError(410, 'gone', [{ path: 'token', code: 'confirmation_link_expired' }]),
      'This confirmation link has expired.',
    ],
    [
      apiError(404, 'not_found', [{ path: 'token', code: 'invalid_confirmation_link' }]),
      'This confirmation link is not valid.',
    ],
  ])('says plainly when the link cannot be used, and what to do', async (answer, title) => {
    stubLink(answer);
    renderAt(`/confirm-listing?token=${TOKEN}`, <ConfirmListingPage />);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText(/Sign in to your space/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my facilities' }).getAttribute('href')).toBe('/my-facilities');
  });

  it('says so when the link was used meanwhile (the confirmation answers 410)', async () => {
    stubLink(valid, apiError(410, 'gone', [{ path: 'token', code: 'confirmation_link_used' }]));
    renderAt(`/confirm-listing?token=${TOKEN}`, <ConfirmListingPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, confirm the listing' }));
    expect(await screen.findByRole('heading', { name: 'This confirmation link was already used.' })).toBeTruthy();
  });

  it('does not ask the server about a link of a shape it never makes', async () => {
    const requests = stubLink(valid);
    renderAt('/confirm-listing?token=short', <ConfirmListingPage />);
    expect(await screen.findByRole('heading', { name: 'This confirmation link is not valid.' })).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
