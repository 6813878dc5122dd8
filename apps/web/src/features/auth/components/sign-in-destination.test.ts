import type { SessionUser, SignInResult } from '@hc/shared';
import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn } from './sign-in-page';

const signedIn = (role: SessionUser['role'], redirectTo = '/'): Extract<SignInResult, { status: 'signed_in' }> => ({
  status: 'signed_in',
  redirectTo,
  user: {
    id: 1,
    email: 'a@example.cm',
    username: null,
    firstName: 'A',
    lastName: 'B',
    role,
    status: 'active',
    registrationStatus: 'complete',
    jobTitle: null,
    twoFactorEnabled: false,
    scopeRegionId: null,
  },
});

describe('destinationAfterSignIn', () => {
  it('returns anyone to the managers’ space a guard sent them from', () => {
    expect(destinationAfterSignIn(signedIn('patient'), '/my-facilities/7')).toBe('/my-facilities/7');
    expect(destinationAfterSignIn(signedIn('admin', '/admin-dashboard'), '/my-facilities')).toBe('/my-facilities');
  });

  it('returns only staff to the back-office', () => {
    expect(destinationAfterSignIn(signedIn('admin', '/admin-dashboard'), '/admin-dashboard/logs')).toBe(
      '/admin-dashboard/logs',
    );
    expect(destinationAfterSignIn(signedIn('patient'), '/admin-dashboard/logs')).toBe('/');
  });

  it('takes a facility manager to its space when nothing else was asked', () => {
    expect(destinationAfterSignIn(signedIn('facility_manager'), null)).toBe('/my-facilities');
    expect(destinationAfterSignIn(signedIn('patient'), null)).toBe('/');
  });
});
