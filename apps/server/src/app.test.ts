import { gunzipSync } from 'node:zlib';
import { tables } from '@hc/db';
import { createFacility } from '@hc/db/factories';
import type { ApiError } from '@hc/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { createFakeClock, createTestApp, type TestApp } from './test/test-app';

const fakeClock = createFakeClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: fakeClock.clock });
});

afterAll(async () => {
  await t?.close();
});

function expectErrorBody(body: string, code: ApiError['error']['code']): ApiError['error'] {
  const parsed = JSON.parse(body) as ApiError;
  expect(Object.keys(parsed)).toEqual(['error']);
  expect(parsed.error.code).toBe(code);
  expect(parsed.error.message.length).toBeGreaterThan(0);
  expect(typeof parsed.error.requestId).toBe('string');
  return parsed.error;
}

describe('unknown API routes', () => {
  it('answers 404 not_found in the error shape', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/nope' },
      { method: 'GET' as const, url: '/api' },
      { method: 'GET' as const, url: '/api/hospitals/1/extra' },
      { method: 'DELETE' as const, url: '/api/facilities/1' },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode, request.url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const error = expectErrorBody(response.body, 'not_found');
      expect(error.requestId).toBe(response.headers['x-request-id']);
    }
  });
});

describe('paths the router cannot read', () => {
  // Fastify answered these itself, in its own shape (and a 414), past every hook (found by the hostile-input suite).
  it('answer 400 validation_failed in the error shape, with the request id and security headers', async () => {
    for (const [url, code] of [
      ['/api/facilities/%zz', 'invalid_characters'],
      ['/api/admin/employees/%FF', 'invalid_characters'],
      ['/api/auth/invitations/%ED%A0%80', 'invalid_characters'],
      [`/api/facilities/${'1'.repeat(101)}`, 'too_long'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const error = expectErrorBody(response.body, 'validation_failed');
      expect(error.fields, url).toEqual([expect.objectContaining({ path: 'path', code })]);
      expect(error.requestId).toBe(response.headers['x-request-id']);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('security headers', () => {
  it('sends a strict content security policy and anti-sniffing and anti-framing headers', async () => {
    for (const url of ['/api/regions', '/api/nope', '/api/docs']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy'] ?? '');
      expect(csp, url).toContain("script-src 'self'");
      const scriptSrc = csp
        .split(';')
        .map((d) => d.trim())
        .filter((d) => d.startsWith('script-src'));
      expect(scriptSrc.length, url).toBeGreaterThan(0);
      for (const directive of scriptSrc) {
        expect(directive, url).not.toContain("'unsafe-inline'");
        expect(directive, url).not.toContain("'unsafe-eval'");
      }
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      const framing =
        /frame-ancestors '(none|self)'/.test(csp) ||
        ['DENY', 'SAMEORIGIN'].includes(String(response.headers['x-frame-options']));
      expect(framing, url).toBe(true);
    }
  });

  it('does not advertise the server technology', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/regions' });
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('request ids', () => {
  it('echoes a well-formed x-request-id, also inside error bodies', async () => {
    const id = 'trace-abc12345';
    const ok = await t.app.inject({ method: 'GET', url: '/api/regions', headers: { 'x-request-id': id } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['x-request-id']).toBe(id);
    const failed = await t.app.inject({
      method: 'GET',
      url: '/api/facilities/999999',
      headers: { 'x-request-id': id },
    });
    expect(failed.headers['x-request-id']).toBe(id);
    expect(expectErrorBody(failed.body, 'not_found').requestId).toBe(id);
  });

  it('generates a fresh id when none is sent or the one sent is malformed', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/regions' });
    const second = await t.app.inject({ method: 'GET', url: '/api/regions' });
    const firstId = String(first.headers['x-request-id'] ?? '');
    expect(firstId.length).toBeGreaterThanOrEqual(8);
    expect(second.headers['x-request-id']).not.toBe(firstId);
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(65), 'inject<script>id']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/regions', headers: { 'x-request-id': bad } });
      const generated = String(response.headers['x-request-id'] ?? '');
      expect(generated, bad).not.toBe(bad);
      expect(generated).toMatch(/^[A-Za-z0-9._-]{8,64}$/);
    }
  });
});

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 and lists every public path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(document.openapi).toMatch(/^3\.1\./);
    const publicPaths = [
      '/api/facilities',
      '/api/facilities/{id}',
      '/api/hospitals',
      '/api/hospitals/{id}',
      '/api/hospitals/featured',
      '/api/pharmacies',
      '/api/pharmacies/{id}',
      '/api/pharmacies/featured',
      '/api/pharmacies/on-call',
      '/api/laboratories',
      '/api/laboratories/{id}',
      '/api/laboratories/featured',
      '/api/doctors',
      '/api/specialties',
      '/api/regions',
      '/api/divisions',
      '/api/subdivisions',
      '/api/search',
    ];
    for (const path of publicPaths) {
      expect(document.paths, path).toHaveProperty([path, 'get']);
    }
    // Query parameters come from the same schemas that validate the requests.
    const search = document.paths['/api/search']?.get as { parameters?: { name: string; in: string }[] };
    expect(search.parameters?.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(
      expect.arrayContaining(['q', 'type', 'region', 'division', 'subdivision', 'limit']),
    );
  });
});

describe('rate limiting', () => {
  let limited: TestApp;

  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '5' } });
  });

  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 rate_limited once an address exceeds its requests per minute, and keeps other addresses and health probes working', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await limited.app.inject({ method: 'GET', url: `/api/regions?n=${i}` });
      expect(response.statusCode, `request ${i + 1}`).toBe(200);
    }
    const refused = await limited.app.inject({ method: 'GET', url: '/api/facilities' });
    expect(refused.statusCode).toBe(429);
    expectErrorBody(refused.body, 'rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // The limit is per client address.
    const other = await limited.app.inject({ method: 'GET', url: '/api/regions', remoteAddress: '203.0.113.9' });
    expect(other.statusCode).toBe(200);
    // A client cannot pick another address with X-Forwarded-For to escape its limit (TRUST_PROXY unset).
    const direct = (forwardedFor: string) =>
      limited.app.inject({
        method: 'GET',
        url: '/api/regions',
        remoteAddress: '198.51.100.7',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    for (let i = 0; i < 5; i++) expect((await direct(`192.0.2.${i}`)).statusCode, `request ${i + 1}`).toBe(200);
    expect((await direct('192.0.2.99')).statusCode).toBe(429);

    // Health probes opt out of the limit.
    const health = await limited.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});

describe('unexpected failures', () => {
  it('answer 500 internal without details, and are written to the system log', async () => {
    const { buildApp } = await import('./app');
    const app = await buildApp({
      db: t.database.db,
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      clock: fakeClock.clock,
    });
    app.get('/api/boom', async () => {
      throw new Error('secret internals exploded');
    });
    await app.ready();
    try {
      const response = await app.inject({ url: '/api/boom', headers: { 'x-request-id': 'trace-boom-0001' } });
      expect(response.statusCode).toBe(500);
      const error = expectErrorBody(response.body, 'internal');
      expect(error.message).not.toMatch(/secret/);
      // The log is written without holding up the answer: wait for that write, not for time.
      const logged = await vi.waitFor(async () => {
        const [row] = await t.database.db
          .select()
          .from(tables.systemLogs)
          .where(eq(tables.systemLogs.requestId, 'trace-boom-0001'));
        if (!row) throw new Error('not written yet');
        return row;
      });
      expect(logged).toMatchObject({
        level: 'ERROR',
        source: 'API',
        // The route and the error's kind only: an error's message may hold what it was working on.
        message: 'Server error on GET /api/boom: Error',
        createdAt: fakeClock.clock(),
      });
    } finally {
      await app.close();
    }
  });
});

describe('database outage', () => {
  let broken: TestApp;

  beforeAll(async () => {
    broken = await createTestApp();
    await broken.database.close();
  });

  afterAll(async () => {
    await broken?.close();
  });

  it('answers 503 unavailable, not 500, and hides the driver error', async () => {
    for (const url of ['/api/regions?x=1', '/api/facilities/1', '/api/search?q=hopital', '/api/health/ready']) {
      const response = await broken.app.inject({ method: 'GET', url });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(503);
      const error = expectErrorBody(response.body, 'unavailable');
      expect(error.message).not.toMatch(/pglite|pool|sql|select/i);
    }
  });

  it('still answers the liveness probe', async () => {
    const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});

describe('loadConfig', () => {
  const load = (env: Record<string, string>) => () => loadConfig(env, '/srv/app');

  it('applies defaults and resolves folders against the working directory', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.PORT).toBe(3000);
    expect(config.DEMO_DATA).toBe(true);
    expect(config.RATE_LIMIT_PER_MINUTE).toBe(1200);
    expect(config.DATA_DIR).toBe('/srv/app/data');
    expect(config.REFERENCE_DATA_DIR).toBe('/srv/shared/data/cameroon');
  });

  it('bounds the waits on the database by default, and names a wait that is not a number', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.DATABASE_CONNECT_TIMEOUT_MS).toBe(1500);
    expect(config.DATABASE_STATEMENT_TIMEOUT_MS).toBe(15_000);
    expect(config.DATABASE_RETRY_MAX_DELAY_MS).toBe(10_000);
    expect(load({ DATABASE_CONNECT_TIMEOUT_MS: 'soon' })).toThrow(/DATABASE_CONNECT_TIMEOUT_MS/);
    expect(load({ DATABASE_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
  });

  it('names PORT when it is not a port number', () => {
    expect(load({ PORT: 'abc' })).toThrow(ConfigError);
    expect(load({ PORT: 'abc' })).toThrow(/PORT/);
    expect(load({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('names ADMIN_PASSWORD when only ADMIN_EMAIL is set', () => {
    expect(load({ ADMIN_EMAIL: 'admin@example.cm' })).toThrow(/ADMIN_PASSWORD/);
    expect(load({ ADMIN_EMAIL: 'admin@example.cm', ADMIN_PASSWORD: 'a-long-enough-secret' })).not.toThrow();
  });

  it('names PUBLIC_URL when production runs without it (mailed links must not follow the Host header)', () => {
    expect(load({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL/);
    expect(load({ NODE_ENV: 'production', PUBLIC_URL: 'https://sante.example.cm' })).not.toThrow();
    expect(load({ NODE_ENV: 'development' })).not.toThrow();
  });

  it('names other invalid values', () => {
    expect(load({ DATABASE_URL: 'mysql://localhost/db' })).toThrow(/DATABASE_URL/);
    expect(load({ DEMO_DATA: 'perhaps' })).toThrow(/DEMO_DATA/);
    expect(load({ RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }, '/srv/app').PORT).toBe(3000);
  });
});

describe('public answers on the wire', () => {
  it('are gzip-compressed when the client accepts it, and identical to the plain answer', async () => {
    // Enough hospitals for an answer worth compressing (over 1 KiB).
    for (let i = 0; i < 8; i++)
      await createFacility(t.database.db, { name: `Wire Test Hospital ${i}`, address: `Rue ${i}, Yaoundé` });
    const url = '/api/hospitals?pageSize=20';
    const zipped = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
  });

  it('compress an answer fast for its first reader, and at the smallest size once it is asked again', async () => {
    for (let i = 0; i < 12; i++)
      await createFacility(t.database.db, { name: `Reused Answer Clinic ${i}`, address: `Avenue ${i}, Douala` });
    // Written behind the server's back (no route told it): it learns of them as a write by staff would tell it.
    t.app.directoryVersion.invalidate();
    const url = '/api/search?q=reused%20answer';
    const ask = () => t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    const first = await ask();
    const second = await ask();
    const third = await ask();
    const plain = (await t.app.inject({ url })).json();
    for (const answer of [first, second, third]) {
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(answer.rawPayload).toString())).toEqual(plain);
    }
    expect(second.rawPayload.length).toBeLessThan(first.rawPayload.length);
    // Compressed again once, not for every reader.
    expect(third.rawPayload.equals(second.rawPayload)).toBe(true);
  });

  it('reflect a change made directly in the database within a second (the cache key carries the data version)', async () => {
    const featured = await createFacility(t.database.db, { name: 'Featured Test Hospital', featuredRank: 1 });
    const before = (await t.app.inject({ url: '/api/hospitals/featured' })).json().data;
    expect(before[0]).toMatchObject({ id: featured.id, name: 'Featured Test Hospital' });
    // As another process would: straight to the database, so this process's cache is not told.
    await t.database.db
      .update(tables.facilities)
      .set({ name: 'Renamed Test Hospital' })
      .where(eq(tables.facilities.id, featured.id));
    // The version is re-read at most once a second per process: until then the cached answer stands.
    fakeClock.advance(500);
    expect((await t.app.inject({ url: '/api/hospitals/featured' })).json().data[0].name).toBe('Featured Test Hospital');
    fakeClock.advance(600);
    expect((await t.app.inject({ url: '/api/hospitals/featured' })).json().data[0].name).toBe('Renamed Test Hospital');
  });
});
