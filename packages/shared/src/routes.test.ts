import { describe, expect, it } from 'vitest';
import { isKnownPagePath } from './routes';

/** Every path of apps/web/src/app/router.tsx, with sample ids for the detail routes. */
const routerPaths = [
  '/',
  '/services',
  '/blog',
  '/about-us',
  '/contact-us',
  '/pharmacies-on-call',
  '/sign-in',
  '/sign-up',
  '/How-It-Works',
  '/how-it-works',
  '/payment-options',
  '/medical-facilities/pharmacies',
  '/medical-facilities/hospitals',
  '/medical-facilities/laboratories',
  '/privacy-policy',
  '/terms-of-use',
  '/data-sources',
  '/medical-facilities/pharmacies/12',
  '/medical-facilities/laboratories/7',
  '/hospitals/1',
  '/pharmacies/1042',
  '/facility-claim',
  '/my-facilities',
  '/my-facilities/1042',
  '/confirm-listing',
];

describe('isKnownPagePath', () => {
  it.each(routerPaths)('knows the router path %s', (path) => {
    expect(isKnownPagePath(path)).toBe(true);
  });

  it('ignores a trailing slash', () => {
    expect(isKnownPagePath('/services/')).toBe(true);
    expect(isKnownPagePath('/hospitals/3/')).toBe(true);
  });

  it.each([
    '/nope',
    '/services/extra',
    '/hospitals',
    '/hospitals/abc',
    '/medical-facilities',
    '/medical-facilities/doctors',
    '/medical-facilities/hospitals/5',
    '/pharmacies/1/edit',
    '/About-Us',
    '/api-docs',
  ])('does not know %s', (path) => {
    expect(isKnownPagePath(path)).toBe(false);
  });
});
