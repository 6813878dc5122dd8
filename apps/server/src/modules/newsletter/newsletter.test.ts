import { tables } from '@hc/db';
import { NEWSLETTER_RATE_LIMIT_PER_MINUTE, type ApiError, type FieldErrorCode } from '@hc/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock, createTestApp, type TestApp } from '../../test/test-app';
import { expectFieldError as expectFieldErrorIn } from '../../test/public-api';

const clock = createFakeClock('2026-11-25T10:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
});

afterAll(async () => {
  await t?.close();
});

function signUp(payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as object, headers });
}

const expectFieldError = async (payload: unknown, path: string, code: FieldErrorCode) =>
  expectFieldErrorIn(await signUp(payload), path, code);

async function stored(email: string) {
  const [row] = await t.database.db
    .select()
    .from(tables.newsletterSubscriptions)
    .where(eq(tables.newsletterSubscriptions.email, email));
  return row;
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
    const first = await signUp({ email: '  Awa.Ngono@Example.CM ', name: ' Awa ', language: 'fr', source: 'footer' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ data: { subscribed: true } });
    const signedUpAt = clock.clock();

    clock.advance(60 * 60 * 1000);
    const again = await signUp({
      email: 'awa.ngono@example.cm',
      name: 'Someone Else',
      language: 'en',
      source: 'services',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ data: { subscribed: true } });

    expect(await rowsFor('awa.ngono@example.cm')).toBe(1);
    // Stored trimmed and lower-cased, at the server's time; the second call changes nothing.
    expect(await stored('awa.ngono@example.cm')).toMatchObject({
      name: 'Awa',
      language: 'fr',
      source: 'footer',
      createdAt: signedUpAt,
      updatedAt: signedUpAt,
    });
  });

  it('defaults the language to English and the name to none', async () => {
    const response = await signUp({ email: 'default-lang@example.cm', source: 'footer' });
    expect(response.statusCode).toBe(201);
    expect(await stored('default-lang@example.cm')).toMatchObject({ language: 'en', name: null });
    // An empty name is no name.
    expect((await signUp({ email: 'empty-name@example.cm', name: '  ', source: 'services' })).statusCode).toBe(201);
    expect(await stored('empty-name@example.cm')).toMatchObject({ name: null, source: 'services' });
  });

  it.each<[string, Record<string, unknown>, FieldErrorCode]>([
    ['missing', { source: 'footer' }, 'required'],
    ['empty', { email: '', source: 'footer' }, 'required'],
    ['malformed', { email: 'not-an-email', source: 'footer' }, 'invalid_email'],
    ['spaces only', { email: '   ', source: 'footer' }, 'required'],
    ['too long', { email: `${'a'.repeat(250)}@example.cm`, source: 'footer' }, 'too_long'],
    ['non-text', { email: 42, source: 'footer' }, 'invalid_type'],
  ])('refuses a %s email with 400 naming email (%s)', async (_case, payload, code) => {
    await expectFieldError(payload, 'email', code);
    expect(await rowsFor(String(payload.email ?? '').trim())).toBe(0);
  });

  it('refuses an unknown source or language, a missing source and a too-long name with 400', async () => {
    await expectFieldError({ email: 'x@example.cm', source: 'popup' }, 'source', 'invalid_choice');
    await expectFieldError({ email: 'x@example.cm' }, 'source', 'required');
    await expectFieldError({ email: 'x@example.cm', source: 'footer', language: 'de' }, 'language', 'invalid_choice');
    const error = await expectFieldError(
      { email: 'x@example.cm', source: 'footer', name: 'n'.repeat(101) },
      'name',
      'too_long',
    );
    expect(error.fields?.find((f) => f.path === 'name')?.params).toEqual({ maximum: 100 });
    expect(await rowsFor('x@example.cm')).toBe(0);
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
