import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFacility } from '@hc/db/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { createPagePreloads, pageLanguage } from './page-preloads';

/** A web build's manifest as Vite writes it: the entry, a shared chunk, a route, catalogs. */
const manifest = {
  'index.html': { file: 'assets/index-E1.js', isEntry: true, imports: ['_lib-L1.js'] },
  '_lib-L1.js': { file: 'assets/lib-L1.js' },
  '_listings-S1.js': { file: 'assets/listings-S1.js', imports: ['_lib-L1.js'] },
  'src/app/routes/pharmacies-on-call.tsx': { file: 'assets/pharmacies-on-call-R1.js', imports: ['_listings-S1.js'] },
  'src/features/facilities/listings/components/on-call-controls.tsx': {
    file: 'assets/on-call-controls-C1.js',
    imports: ['_listings-S1.js'],
  },
  'src/app/routes/facility-detail.tsx': { file: 'assets/facility-detail-D1.js', imports: ['_lib-L1.js'] },
  'src/locales/en/common.json': { file: 'assets/common-EN.js' },
  'src/locales/fr/common.json': { file: 'assets/common-FR.js' },
  'src/locales/en/listings.json': { file: 'assets/listings-EN.js' },
  'src/locales/fr/listings.json': { file: 'assets/listings-FR.js' },
  'src/locales/en/facility.json': { file: 'assets/facility-EN.js' },
  'src/locales/en/detail.json': { file: 'assets/detail-EN.js' },
};
const INDEX_HTML = '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';

let distDir: string;
beforeAll(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'hc-preloads-'));
  mkdirSync(path.join(distDir, '.vite'));
  writeFileSync(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const hrefs = (tags: string) => [...tags.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe('createPagePreloads', () => {
  it('names the route chunks, the catalogs of the language and the first read, nothing the HTML already loads', () => {
    const preloads = createPagePreloads(distDir);
    const tags = preloads('/pharmacies-on-call', '', 'fr');
    expect(hrefs(tags)).toEqual([
      '/assets/common-FR.js',
      '/assets/listings-FR.js',
      '/assets/pharmacies-on-call-R1.js',
      '/assets/listings-S1.js',
      // Loaded on demand as the page opens: named beside the route's chunks.
      '/assets/on-call-controls-C1.js',
      '/api/pharmacies/on-call?page=1&amp;pageSize=20',
    ]);
    expect(tags).toContain(
      '<link rel="preload" as="fetch" href="/api/pharmacies/on-call?page=1&amp;pageSize=20" crossorigin="anonymous">',
    );
    expect(tags).not.toContain('lib-L1');
  });

  it('leaves the read out when the address carries filters, and names nothing for other pages or without a build', () => {
    const preloads = createPagePreloads(distDir);
    expect(preloads('/pharmacies-on-call', '?region=3', 'en')).not.toContain('/api/');
    expect(preloads('/pharmacies-on-call', '?region=3', 'en')).toContain('/assets/pharmacies-on-call-R1.js');
    expect(preloads('/about-us', '', 'en')).toBe('');
    expect(createPagePreloads(path.join(distDir, 'nowhere'))('/pharmacies-on-call', '', 'en')).toBe('');
  });

  it("reads the on-call page's remembered place from its cookie: the first read is that place's", () => {
    const preloads = createPagePreloads(distDir);
    const read = (cookies: string, search = '') =>
      hrefs(preloads('/pharmacies-on-call', search, 'en', cookies)).filter((href) => href!.startsWith('/api/'));
    expect(read('lang=fr; oncall_place=2.14.')).toEqual([
      '/api/pharmacies/on-call?region=2&amp;division=14&amp;page=1&amp;pageSize=20',
    ]);
    expect(read('oncall_place=2.14.77')).toEqual([
      '/api/pharmacies/on-call?region=2&amp;division=14&amp;subdivision=77&amp;page=1&amp;pageSize=20',
    ]);
    // Unreadable or empty: the whole country's list; filters in the address win over the cookie.
    expect(read('oncall_place=x.<script>')).toEqual(['/api/pharmacies/on-call?page=1&amp;pageSize=20']);
    expect(read('oncall_place=..')).toEqual(['/api/pharmacies/on-call?page=1&amp;pageSize=20']);
    expect(read('oncall_place=2.14.', '?region=3')).toEqual([]);
  });
});

describe('pageLanguage', () => {
  it("prefers the language the visitor chose, then the browser's, then English", () => {
    expect(pageLanguage('session=x; lang=fr', 'en-GB,en;q=0.9')).toBe('fr');
    expect(pageLanguage(undefined, 'fr-CM,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(pageLanguage('lang=de', 'de-DE,en;q=0.5')).toBe('en');
    expect(pageLanguage(undefined, undefined)).toBe('en');
  });
});

describe('page HTML', () => {
  let testApp: TestApp;
  let hospitalId: number;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
    hospitalId = (await createFacility(testApp.database.db, { category: 'hospital' })).id;
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it("carries the preloads of a real page in the visitor's language, and none on a 404", async () => {
    const detail = await testApp.app.inject({
      method: 'GET',
      url: `/hospitals/${hospitalId}`,
      headers: { 'accept-language': 'en' },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.headers.vary).toContain('accept-language');
    expect(hrefs(detail.body)).toEqual([
      '/assets/common-EN.js',
      '/assets/detail-EN.js',
      '/assets/facility-EN.js',
      '/assets/facility-detail-D1.js',
      `/api/hospitals/${hospitalId}`,
    ]);
    expect(detail.body.indexOf('modulepreload')).toBeLessThan(detail.body.indexOf('</head>'));

    const missing = await testApp.app.inject({ method: 'GET', url: '/hospitals/999999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(INDEX_HTML);
  });
});
