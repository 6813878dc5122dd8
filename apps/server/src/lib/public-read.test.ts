import { gunzipSync } from 'node:zlib';
import { createFacility, createPlace } from '@hc/db/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const place = await createPlace(t.database.db);
  await createFacility(t.database.db, { ...place, name: 'Hôpital Cache Test', status: 'approved' });
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('public answers kept in memory', () => {
  it('are kept once per validated query: junk parameters, their order and spelled-out defaults share one entry', async () => {
    t.app.responseCache.clear();
    const first = await get('/api/hospitals?page=1&pageSize=20');
    expect(first.statusCode).toBe(200);
    const urls = [
      '/api/hospitals',
      '/api/hospitals?pageSize=20&page=1',
      ...Array.from({ length: 200 }, (_, i) => `/api/hospitals?junk${i}=${'x'.repeat(i)}&page=1`),
    ];
    for (const url of urls) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toBe(first.body);
    }
    expect(t.app.responseCache.size).toBe(1);
  });

  it('are kept apart when the validated query differs', async () => {
    t.app.responseCache.clear();
    await get('/api/hospitals?page=1');
    await get('/api/hospitals?page=2');
    expect(t.app.responseCache.size).toBe(2);
  });
});

describe('a large public answer', () => {
  it('is sent as small as gzip makes it from the first download, so its announced size is what a visitor pays', async () => {
    const place = await createPlace(t.database.db);
    // Enough facilities for an offline copy well over 64 KB.
    for (let i = 0; i < 400; i++) {
      await createFacility(t.database.db, {
        ...place,
        name: `Centre de Santé Intégré de Village ${i}`,
        phone: `+23769900${String(i).padStart(4, '0')}`,
      });
    }
    t.app.responseCache.clear();
    const read = () =>
      t.app.inject({ method: 'GET', url: '/api/offline-directory', headers: { 'accept-encoding': 'gzip' } });
    const first = await read();
    const second = await read();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(first.rawPayload).length).toBeGreaterThan(65_536);
    expect(first.rawPayload.length).toBe(second.rawPayload.length);
  });
});
