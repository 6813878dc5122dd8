import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { queryRows } from '@hc/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { matchDetailPath } from './spa';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

describe('spa plugin', () => {
  let testApp: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'hc-spa-'));
    writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1);');
    testApp = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
    // A facility that exists but is not public.
    await queryRows(testApp.database.db, sql`UPDATE facilities SET status = 'suspended' WHERE id = 2`);
  });

  afterAll(async () => {
    await testApp?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it.each([
    ['/', 200],
    ['/hospitals/1', 200],
    ['/hospitals/1/', 200],
    ['/hospitals/1?tab=doctors', 200],
    ['/pharmacies/101', 200],
    ['/medical-facilities/pharmacies/101', 200],
    ['/medical-facilities/laboratories/201', 200],
    ['/hospitals/101', 404],
    ['/hospitals/999999', 404],
    ['/hospitals/99999999999999999999', 404],
    ['/hospitals/2', 404],
    ['/pharmacies/1', 404],
    ['/pharmacies/103', 404],
    ['/medical-facilities/pharmacies/201', 404],
    ['/medical-facilities/laboratories/101', 404],
    ['/medical-facilities/laboratories/209', 404],
    ['/hospitals/abc', 404],
    ['/nope', 404],
  ])('GET %s answers %i with the app', async (url, status) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never lets index.html be cached, even when asked for by name', async () => {
    const response = await get('/');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers unknown API paths with the JSON error, not the app', async () => {
    const response = await get('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('matchDetailPath', () => {
  it('names the facility and the category of each detail path', () => {
    expect(matchDetailPath('/hospitals/1')).toEqual({ id: 1, category: 'hospital' });
    expect(matchDetailPath('/pharmacies/12/')).toEqual({ id: 12, category: 'pharmacy' });
    expect(matchDetailPath('/medical-facilities/pharmacies/7')).toEqual({ id: 7, category: 'pharmacy' });
    expect(matchDetailPath('/medical-facilities/laboratories/201')).toEqual({ id: 201, category: 'laboratory' });
    expect(matchDetailPath('/medical-facilities/hospitals')).toBeNull();
    expect(matchDetailPath('/hospitals')).toBeNull();
  });
});
