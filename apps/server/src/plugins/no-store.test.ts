import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let patient: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  patient = (await signedInAs(t, 'patient')).cookie;
  admin = (await signedInAs(t, 'admin')).cookie;
});

afterAll(async () => {
  await t?.close();
});

const cacheControlOf = async (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) => {
  const response = await t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie } : {},
  });
  return { status: response.statusCode, cacheControl: response.headers['cache-control'] };
};

describe('Cache-Control on answers', () => {
  it('keeps the public caching of anonymous reads, even with a cookie that is no session', async () => {
    expect(await cacheControlOf('GET', '/api/hospitals')).toEqual({ status: 200, cacheControl: 'public, no-cache' });
    expect((await cacheControlOf('GET', '/api/regions')).cacheControl).toMatch(/^public, max-age=\d+$/);
    expect(await cacheControlOf('GET', '/api/hospitals', 'hc_session=not-a-session')).toEqual({
      status: 200,
      cacheControl: 'public, no-cache',
    });
  });

  it('is no-store on every answer to a signed-in request, public reads included', async () => {
    for (const url of ['/api/hospitals', '/api/regions', '/api/search?q=clinic', '/api/nope'])
      expect((await cacheControlOf('GET', url, patient)).cacheControl, url).toBe('no-store');
    expect(await cacheControlOf('GET', '/api/admin/overview', admin)).toEqual({
      status: 200,
      cacheControl: 'no-store',
    });
  });

  it('is no-store on every /api/auth and /api/admin answer, errors included', async () => {
    for (const [method, url, payload, status] of [
      ['GET', '/api/auth/session', undefined, 200],
      ['POST', '/api/auth/sign-in', { identifier: 'nobody@example.org', password: 'wrong password!' }, 401],
      ['POST', '/api/auth/sign-in', { identifier: '' }, 400],
      ['GET', '/api/admin/overview', undefined, 401],
      ['GET', '/api/admin', undefined, 404],
      ['GET', '/api/admin/no-such-page?x=1', undefined, 404],
    ] as const)
      expect(await cacheControlOf(method, url, undefined, payload), url).toEqual({ status, cacheControl: 'no-store' });
    expect((await cacheControlOf('GET', '/api/admin/overview', patient)).cacheControl).toBe('no-store');
  });
});
