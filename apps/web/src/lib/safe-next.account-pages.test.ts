import { describe, expect, it } from 'vitest';
import { sanitizeNext, signInPathFor } from './safe-next';

describe('sanitizeNext for the claim flow and the confirmation link (issue 35)', () => {
  it('accepts them with their query, so sign-in comes back to the same facility or link', () => {
    for (const next of ['/facility-claim', '/facility-claim?facility=12', '/confirm-listing?token=abc']) {
      expect(sanitizeNext(new URL(signInPathFor(next), 'http://x').searchParams.get('next'))).toBe(next);
    }
  });

  it('refuses what only starts like them or climbs out of them', () => {
    for (const next of [
      '/facility-claims',
      '/facility-claim/../sign-in',
      '/confirm-listing%2f..',
      '//facility-claim',
    ]) {
      expect(sanitizeNext(next), next).toBeNull();
    }
  });
});
