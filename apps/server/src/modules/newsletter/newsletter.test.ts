import { tables } from '@hc/db';
import { NEWSLETTER_RATE_LIMIT_PER_MINUTE, type ApiError } from '@hc/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

function signUp(payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as object, headers });
}

async function rowsFor(email: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(tables.newsletterSubscriptions)
    .where(eq(tables.newsletterSubscriptions.email, email));
  return row?.n ?? 0;
}

describe('POST /api/newsletter', () => {
  it('subscribes a new address (201), then answers 200 for the same address without a second row', async () => {
    const first = await signUp({ email: '  Awa.Ngono@Example.CM ', name: 'Awa', language: 'fr', source: 'footer' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ data: { subscribed: true } });

    const again = await signUp({ email: 'awa.ngono@example.cm', source: 'services' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ data: { subscribed: true } });

    expect(await rowsFor('awa.ngono@example.cm')).toBe(1);
    const [stored] = await t.database.db
      .select()
      .from(tables.newsletterSubscriptions)
      .where(eq(tables.newsletterSubscriptions.email, 'awa.ngono@example.cm'));
    // The second call changes nothing: name, language and source stay as first given.
    expect(stored).toMatchObject({ name: 'Awa', language: 'fr', source: 'footer' });
  });

  it('defaults the language to English', async () => {
    const response = await signUp({ email: 'default-lang@example.cm', source: 'footer' });
    expect(response.statusCode).toBe(201);
    const [stored] = await t.database.db
      .select()
      .from(tables.newsletterSubscriptions)
      .where(eq(tables.newsletterSubscriptions.email, 'default-lang@example.cm'));
    expect(stored?.language).toBe('en');
    expect(stored?.name).toBeNull();
  });

  it.each<[string, Record<string, string>]>([
    ['missing', { source: 'footer' }],
    ['empty', { email: '', source: 'footer' }],
    ['malformed', { email: 'not-an-email', source: 'footer' }],
    ['spaces only', { email: '   ', source: 'footer' }],
    ['too long', { email: `${'a'.repeat(250)}@example.cm`, source: 'footer' }],
  ])('refuses a %s email with 400 validation_failed and fields.email', async (_case, payload) => {
    const response = await signUp(payload);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<ApiError>();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields?.email).toBeTruthy();
  });

  it('refuses an unknown source or language with 400', async () => {
    const badSource = await signUp({ email: 'x@example.cm', source: 'popup' });
    expect(badSource.statusCode).toBe(400);
    expect(badSource.json<ApiError>().error.fields?.source).toBeTruthy();
    const badLanguage = await signUp({ email: 'x@example.cm', source: 'footer', language: 'de' });
    expect(badLanguage.statusCode).toBe(400);
    expect(badLanguage.json<ApiError>().error.fields?.language).toBeTruthy();
  });

  it('refuses a cross-site request (Origin of another host) with 403 and stores nothing', async () => {
    const response = await signUp(
      { email: 'csrf@example.cm', source: 'footer' },
      { host: 'annuaire.example.cm', origin: 'https://evil.example.com' },
    );
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json<ApiError>().error.code).toBe('forbidden');
    const nullOrigin = await signUp({ email: 'csrf@example.cm', source: 'footer' }, { origin: 'null' });
    expect(nullOrigin.statusCode).toBe(403);
    expect(await rowsFor('csrf@example.cm')).toBe(0);
  });

  it('accepts a same-origin request and one without Origin', async () => {
    const sameOrigin = await signUp(
      { email: 'same-origin@example.cm', source: 'footer' },
      { host: 'annuaire.example.cm', origin: 'https://annuaire.example.cm' },
    );
    expect(sameOrigin.statusCode, sameOrigin.body).toBe(201);
    const noOrigin = await signUp({ email: 'no-origin@example.cm', source: 'footer' });
    expect(noOrigin.statusCode, noOrigin.body).toBe(201);
  });

  it('leaves GET requests with a foreign Origin alone', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://elsewhere.example.com' },
    });
    expect(response.statusCode).toBe(200);
  });

  it(`answers 429 after ${NEWSLETTER_RATE_LIMIT_PER_MINUTE} sign-ups of one address in a minute`, async () => {
    const payload = { email: 'busy@example.cm', source: 'footer' };
    for (let i = 0; i < NEWSLETTER_RATE_LIMIT_PER_MINUTE; i++) {
      const response = await signUp(payload);
      expect(response.statusCode, response.body).toBe(i === 0 ? 201 : 200);
    }
    const limited = await signUp({ ...payload, email: 'BUSY@example.cm' });
    expect(limited.statusCode, limited.body).toBe(429);
    expect(limited.json<ApiError>().error.code).toBe('rate_limited');
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await signUp({ email: 'calm@example.cm', source: 'footer' })).statusCode).toBe(201);
  });
});
