import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, signIn, TEST_PASSWORD } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { redactUrl, serializeError } from './log-redaction';

/** Every line the server logs, kept to be searched. */
const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});
const logged = () => lines.join('\n');

const SECRET_PARAM = 'param-that-must-not-be-logged';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    logger: { level: 'info', stream: capture },
    beforeReady: (app) => {
      // A query that fails in the database, with a parameter: what a bug in a repository looks like.
      app.get('/api/test-only/failing-query', async () => {
        await app.db.execute(sql`SELECT * FROM no_such_table WHERE secret = ${SECRET_PARAM}`);
        return {};
      });
    },
  });
});
afterAll(() => t.close());

describe('what the server logs', () => {
  it('logs a failing query by its class and SQLSTATE, without its SQL text or parameters', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test-only/failing-query' });
    expect(response.statusCode).toBe(500);
    const output = logged();
    expect(output).toContain('unhandled error');
    expect(output).toContain('"code":"42P01"');
    expect(output).not.toContain(SECRET_PARAM);
    expect(output).not.toMatch(/no_such_table|Failed query|SELECT/i);
  });

  it('never logs a password, a password hash, a session cookie or an authorization header', async () => {
    const account = await createTestAccount(t, 'admin');
    const wrong = 'a-wrong-password-typed-by-someone';
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { identifier: account.email, password: wrong },
    });
    const { cookie } = await signIn(t, account.email);
    expect(cookie).toBeDefined();
    await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: cookie!, authorization: 'Bearer a-bearer-token-value' },
    });
    const sessionValue = cookie!.split('=')[1]!;
    const output = logged();
    for (const secret of [wrong, TEST_PASSWORD, account.passwordHash, sessionValue, 'a-bearer-token-value'])
      expect(output).not.toContain(secret);
    expect(output).not.toContain('$argon2');
  });

  it('masks the token of an invitation link or a reset link in the logged URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/auth/invitations/invitation-token-value-123' });
    await t.app.inject({ method: 'GET', url: '/reset-password?token=reset-token-value-456' });
    const output = logged();
    expect(output).not.toContain('invitation-token-value-123');
    expect(output).not.toContain('reset-token-value-456');
  });

  it('redacts secrets passed to a logger by name, at the top and one level down', () => {
    t.app.log.warn(
      { password: 'plain-pw-1', event: { passwordHash: 'hash-2', totpSecret: 'totp-3', token: 'token-4' } },
      'a careless log line',
    );
    const line = lines.find((l) => l.includes('a careless log line'))!;
    expect(line).toBeDefined();
    for (const secret of ['plain-pw-1', 'hash-2', 'totp-3', 'token-4']) expect(line).not.toContain(secret);
  });
});

describe('serializeError', () => {
  it("keeps a database error's class, code and constraint, and drops its message, detail, query and params", () => {
    const driverError = Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
      name: 'DatabaseError',
      code: '23505',
      constraint: 'users_email',
      table: 'users',
      detail: 'Key (email)=(someone@example.org) already exists.',
    });
    const wrapped = Object.assign(
      new Error('Failed query: insert into users values ($1)\nparams: someone@example.org'),
      {
        name: 'DrizzleQueryError',
        query: 'insert into users values ($1)',
        params: ['someone@example.org'],
        cause: driverError,
      },
    );
    const serialized = serializeError(wrapped);
    expect(serialized).toEqual({
      type: 'DrizzleQueryError',
      cause: { type: 'DatabaseError', code: '23505', constraint: 'users_email', table: 'users' },
    });
    expect(JSON.stringify(serialized)).not.toContain('someone@example.org');
  });

  it('masks secrets in URLs', () => {
    expect(redactUrl('/api/auth/invitations/abc?x=1')).toBe('/api/auth/invitations/[redacted]?x=1');
    expect(redactUrl('/x?token=abc&page=2')).toBe('/x?token=[redacted]&page=2');
  });
});
