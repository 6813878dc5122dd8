import { tables } from '@hc/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createTestApp, type TestApp } from './test/test-app';

const LIMIT = 3;
const CLIENT = '198.51.100.7';
const FORGED = '203.0.113.9';
let t: TestApp;
let behindOneProxy: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
  // The same database behind a second server that has one proxy in front of it.
  behindOneProxy = await buildApp({
    db: t.database.db,
    config: loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: '1' }),
  });
  await behindOneProxy.ready();
});

afterAll(async () => {
  await behindOneProxy?.close();
  await t?.close();
});

/** A failed sign-in from `remoteAddress` claiming `forwardedFor`; resolves with the address it was recorded under. */
async function recordedAddress(app: FastifyInstance, identifier: string, remoteAddress: string, forwardedFor: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { identifier, password: 'not the password' },
  });
  expect(response.statusCode, response.body).toBe(401);
  const rows = await t.database.db
    .select({ ip: tables.loginAttempts.ip })
    .from(tables.loginAttempts)
    .where(eq(tables.loginAttempts.identifier, identifier));
  return rows.map((row) => row.ip);
}

describe('TRUST_PROXY unset', () => {
  it('believes no X-Forwarded-For: the connection address is what the audit records', async () => {
    expect(await recordedAddress(t.app, 'unset@example.org', CLIENT, FORGED)).toEqual([CLIENT]);
  });

  it('counts a client under its connection address, whatever address it forwards', async () => {
    const from = (forwarded: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/regions',
        remoteAddress: '198.51.100.8',
        headers: { 'x-forwarded-for': forwarded },
      });
    for (let i = 0; i < LIMIT; i++) expect((await from(`192.0.2.${i}`)).statusCode, `request ${i + 1}`).toBe(200);
    expect((await from('192.0.2.99')).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY=1 (one proxy in front)', () => {
  it('uses the address the proxy forwards', async () => {
    expect(await recordedAddress(behindOneProxy, 'one-hop@example.org', '10.0.0.2', `192.0.2.50, ${FORGED}`)).toEqual([
      FORGED,
    ]);
  });
});

describe('TRUST_PROXY values', () => {
  const trustOf = (value?: string) => loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY;

  it('reads unset as no one, true and false, a hop count, and a list of addresses and ranges', () => {
    expect(trustOf()).toBe(false);
    expect(trustOf('true')).toBe(true);
    expect(trustOf('false')).toBe(false);
    expect(trustOf('2')).toBe(2);
    expect(trustOf('10.0.0.1, 10.1.0.0/16,fd00::/8,loopback')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('names TRUST_PROXY when it is none of those', () => {
    for (const value of ['yes please', '10.0.0.0/33', '10.0.0.1,', 'proxy.example.org'])
      expect(() => trustOf(value), value).toThrow(ConfigError);
    expect(() => trustOf('maybe')).toThrow(/TRUST_PROXY/);
  });
});
