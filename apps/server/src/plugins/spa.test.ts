import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { createFacility } from '@hc/db/factories';
import { adminPagePaths, adminSectionPagePaths } from '@hc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { currentNavPath } from '../lib/first-screen';
import { matchDetailPath } from './spa';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

describe('spa plugin', () => {
  let testApp: TestApp;
  let distDir: string;
  /** Ids of the facilities the paths name, by label. */
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'hc-spa-'));
    writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1);');
    // What the web build's precompress step writes beside a file (apps/web/scripts/precompress.mjs).
    writeFileSync(path.join(distDir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1);'));
    writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    testApp = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
    const db = testApp.database.db;
    ids.hospital = (await createFacility(db, { category: 'hospital' })).id;
    ids.pharmacy = (await createFacility(db, { category: 'pharmacy' })).id;
    ids.laboratory = (await createFacility(db, { category: 'laboratory' })).id;
    // "approved" is public too; "suspended" and "pending" are not.
    ids.approvedHospital = (await createFacility(db, { category: 'hospital', status: 'approved' })).id;
    ids.suspendedHospital = (await createFacility(db, { category: 'hospital', status: 'suspended' })).id;
    ids.pendingPharmacy = (await createFacility(db, { category: 'pharmacy', status: 'pending' })).id;
    ids.suspendedLaboratory = (await createFacility(db, { category: 'laboratory', status: 'suspended' })).id;
    // Archived facilities are hidden whatever their status.
    ids.archivedHospital = (await createFacility(db, { category: 'hospital', archivedAt: new Date() })).id;
  });

  afterAll(async () => {
    await testApp?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it.each([
    ['/', 200],
    ['/hospitals/{hospital}', 200],
    ['/hospitals/{hospital}/', 200],
    ['/hospitals/{hospital}?tab=doctors', 200],
    ['/hospitals/{approvedHospital}', 200],
    ['/pharmacies/{pharmacy}', 200],
    ['/medical-facilities/pharmacies/{pharmacy}', 200],
    ['/medical-facilities/laboratories/{laboratory}', 200],
    ['/hospitals/{pharmacy}', 404],
    ['/hospitals/999999', 404],
    ['/hospitals/99999999999999999999', 404],
    ['/hospitals/{suspendedHospital}', 404],
    ['/hospitals/{archivedHospital}', 404],
    ['/pharmacies/{hospital}', 404],
    ['/pharmacies/{pendingPharmacy}', 404],
    ['/medical-facilities/pharmacies/{laboratory}', 404],
    ['/medical-facilities/laboratories/{pharmacy}', 404],
    ['/medical-facilities/laboratories/{suspendedLaboratory}', 404],
    ['/hospitals/abc', 404],
    ['/nope', 404],
  ])('GET %s answers %i with the app', async (template, status) => {
    const url = template.replace(/\{(\w+)\}/, (_m, label: string) => String(ids[label]));
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it.each([
    '/admin-dashboard',
    '/admin-dashboard/outbox',
    '/admin-dashboard/corrections',
    '/admin-dashboard/facilities/new',
    '/admin-dashboard/facilities/12',
    '/admin-dashboard/facilities/12/edit',
    '/admin-dashboard/facilities/import',
    '/admin-dashboard/facilities/duplicates',
    '/admin-dashboard/pharmacy-calls/duty-groups',
    '/admin-dashboard/pharmacy-calls/import',
    '/admin-dashboard/pharmacy-calls/new',
    '/admin-dashboard/pharmacy-calls/3/edit',
    '/admin-dashboard/employees/new',
    '/admin-dashboard/employees/4/edit',
    '/admin-dashboard/patients/new',
    '/admin-dashboard/bookings/new',
    '/admin-dashboard/bookings/5',
    '/admin-dashboard/payments/new',
    '/admin-dashboard/claims/new',
    '/admin-dashboard/claims/6',
  ])('GET %s (a back-office page, reloaded or linked to) answers 200 with the app', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });

  it('answers 200 to every page of the back-office router (admin-routes.ts), with sample ids', async () => {
    const paths = [
      ...adminPagePaths,
      ...Object.entries(adminSectionPagePaths).flatMap(([section, pages]) => pages.map((page) => `${section}/${page}`)),
    ].map((path) => `/admin-dashboard/${path.replace(/:\w+/g, '7')}`.replace(/\/$/, ''));
    expect(paths).toContain('/admin-dashboard/pharmacy-calls/import');
    for (const path of paths) expect({ path, status: (await get(path)).statusCode }).toEqual({ path, status: 200 });
  });

  it.each(['/admin-dashboard/nope', '/admin-dashboard/facilities/12/nope', '/admin-dashboard/outbox/extra'])(
    'GET %s (no back-office page) answers 404',
    async (url) => {
      expect((await get(url)).statusCode).toBe(404);
    },
  );

  it('serves hashed assets as immutable for a year', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a build file without the page policies (a kilobyte per file on a phone), still nosniff', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    for (const header of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'x-request-id'])
      expect(asset.headers[header], header).toBeUndefined();
    // The page itself keeps every policy.
    const page = await get('/');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['permissions-policy']).toBeDefined();
    expect(page.headers['x-request-id']).toBeDefined();
  });

  it('sends a hashed file without validators or byte ranges, and the service worker with them', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    for (const header of ['etag', 'last-modified', 'accept-ranges'])
      expect(asset.headers[header], header).toBeUndefined();
    // Asked for again on every visit: its validator lets an unchanged worker cost a 304.
    const worker = await get('/sw.js');
    expect(worker.headers['etag']).toBeDefined();
    const again = await testApp.app.inject({
      method: 'GET',
      url: '/sw.js',
      headers: { 'if-none-match': String(worker.headers['etag']) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends the brotli copy of a file to a browser that accepts it, still immutable', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    // RFC 9239's type, without a charset: every byte of the 20-odd scripts' headers counts on a phone.
    expect(response.headers['content-type']).toBe('text/javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log(1);');
  });

  it('has the service worker asked for again on every visit, so a new deployment reaches every phone', async () => {
    const response = await get('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('never lets index.html be cached, even when asked for by name', async () => {
    const response = await get('/');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/blog/caf%C3', '/%zz', `/hospitals/${'1'.repeat(101)}`])(
    'answers a page path the router cannot read (%s) with the app and 404, under the page policies',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['permissions-policy']).toBeDefined();
      expect(response.headers['x-request-id']).toBeDefined();
    },
  );

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

describe('the limit on site pages (RATE_LIMIT_PAGES_PER_MINUTE)', () => {
  let testApp: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'hc-spa-limit-'));
    writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1);');
    testApp = await createTestApp({
      env: { WEB_DIST_DIR: distDir, RATE_LIMIT_PAGES_PER_MINUTE: '3', RATE_LIMIT_PER_MINUTE: '100' },
    });
  });

  afterAll(async () => {
    await testApp?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('refuses an address its pages past the configured number, not the files they load nor the API', async () => {
    const get = (url: string) => testApp.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7' });
    for (const url of ['/', '/pharmacies-on-call', '/about-us']) expect((await get(url)).statusCode).toBe(200);
    const refused = await get('/contact-us');
    expect(refused.statusCode).toBe(429);
    expect((await get('/assets/index-abc123.js')).statusCode).toBe(200);
    expect((await get('/api/regions')).statusCode).toBe(200);
    // Another address (another visitor) has its own count.
    expect((await testApp.app.inject({ method: 'GET', url: '/', remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
  });
});

describe('the first screen in the page (the header before the scripts run)', () => {
  const PAGE = '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>';
  /** What apps/web/scripts/write-first-screens.mjs writes: per language, per header link marked current. */
  const frames = {
    en: {
      '/': '<header>en home</header>',
      '/pharmacies-on-call': '<header>en on call</header>',
      '*': '<header>en</header>',
    },
    fr: {
      '/': '<header>fr accueil</header>',
      '/pharmacies-on-call': '<header>fr garde</header>',
      '*': '<header>fr</header>',
    },
  };
  let testApp: TestApp;
  let distDir: string;
  let hospitalId: number;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'hc-spa-first-'));
    writeFileSync(path.join(distDir, 'index.html'), PAGE);
    mkdirSync(path.join(distDir, '.vite'));
    writeFileSync(path.join(distDir, '.vite', 'first-screens.json'), JSON.stringify(frames));
    testApp = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
    hospitalId = (await createFacility(testApp.database.db, { category: 'hospital' })).id;
  });

  afterAll(async () => {
    await testApp?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });
  const root = (body: string) => /<div id="root">(.*)<\/div><\/body>/.exec(body)?.[1];

  it('draws the frame of the page in the language the browser asks for, and says that language', async () => {
    const french = await page('/', { 'accept-language': 'fr-CM,fr;q=0.9,en;q=0.5' });
    expect(french.statusCode).toBe(200);
    expect(french.body).toContain('<html lang="fr">');
    expect(root(french.body)).toBe(frames.fr['/']);
    const english = await page('/', { 'accept-language': 'en-GB' });
    expect(english.body).toContain('<html lang="en">');
    expect(root(english.body)).toBe(frames.en['/']);
  });

  it('prefers the language the visitor chose on the site to the browser’s', async () => {
    const response = await page('/pharmacies-on-call', { 'accept-language': 'fr', cookie: 'lang=en' });
    expect(response.body).toContain('<html lang="en">');
    expect(root(response.body)).toBe(frames.en['/pharmacies-on-call']);
  });

  it('marks the header link of the section a page is in, and none on other pages', async () => {
    expect(root((await page('/pharmacies-on-call/print', { cookie: 'lang=fr' })).body)).toBe(
      frames.fr['/pharmacies-on-call'],
    );
    expect(root((await page(`/hospitals/${hospitalId}`, { cookie: 'lang=fr' })).body)).toBe(frames.fr['*']);
    // A page that is not there still shows the site's frame around its message.
    const missing = await page('/nope', { cookie: 'lang=en' });
    expect(missing.statusCode).toBe(404);
    expect(root(missing.body)).toBe(frames.en['*']);
  });

  it('draws nothing for a signed-in visitor (the frame is a signed-out header) nor in the back-office', async () => {
    const signedIn = await page('/', { cookie: 'lang=fr; hc_session=abc' });
    expect(signedIn.body).toContain('<html lang="fr">');
    expect(root(signedIn.body)).toBe('');
    expect(root((await page('/', { cookie: '__Host-hc_session=abc' })).body)).toBe('');
    expect(root((await page('/admin-dashboard/facilities')).body)).toBe('');
  });
});

describe('currentNavPath', () => {
  const navPaths = ['/', '/blog', '/pharmacies-on-call'];
  it('marks a header link as React Router’s NavLink does: `/` alone, others with their sub-pages, any case', () => {
    expect(currentNavPath('/', navPaths)).toBe('/');
    expect(currentNavPath('/blog', navPaths)).toBe('/blog');
    expect(currentNavPath('/blog/', navPaths)).toBe('/blog');
    expect(currentNavPath('/Blog/some-post', navPaths)).toBe('/blog');
    expect(currentNavPath('/blogger', navPaths)).toBe('*');
    expect(currentNavPath('/hospitals/3', navPaths)).toBe('*');
  });
});
