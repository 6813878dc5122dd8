import { describe, expect, it } from 'vitest';
import { formatFailures, reproduction, type HostileFailure } from './hostile-report';

const failure = (overrides: Partial<HostileFailure> = {}): HostileFailure => ({
  operation: 'POST /api/newsletter',
  identity: 'anonymous',
  problem: 'server error',
  request: { method: 'POST', url: '/api/newsletter?x=%00', headers: { 'content-type': 'application/json' } },
  status: 500,
  excerpt: '{"error":{"code":"internal"}}',
  ...overrides,
});

describe('the hostile-input report', () => {
  it('writes a request as an app.inject call that sends the same bytes again, NULs and lone surrogates included', () => {
    const payload = '{"name":"a\u0000b\uD800"}';
    const call = reproduction(failure({ request: { ...failure().request, payload } }));
    const sent = new Function('app', `return ${call}`)({ inject: (request: unknown) => request });
    expect(sent).toEqual({ ...failure().request, payload });
  });

  it('names the session by identity instead of printing a cookie, and cuts what is too long to read', () => {
    const long = failure({
      identity: 'admin',
      request: { method: 'GET', url: `/api/search?q=${'a'.repeat(5_000)}`, headers: {}, payload: Buffer.alloc(3_000) },
    });
    const call = reproduction(long);
    expect(call).toContain('"cookie":"<admin session>"');
    expect(call).toContain('the first 2000 of 5014 characters');
    expect(call).toContain('the first 2000 of 3000 bytes');
  });

  it('groups failures by operation and says how to replay them', () => {
    const report = formatFailures(
      [failure(), failure({ problem: 'leaks a SQL select in the body' }), failure({ operation: 'GET /api/health' })],
      7,
    );
    expect(report).toMatch(
      /^3 hostile request\(s\) failed in 2 operation\(s\); seed 7 \(HOSTILE_SEED=7 replays them\)/,
    );
    expect(report).toContain(
      'POST /api/newsletter: 2 failing request(s) (server error; leaks a SQL select in the body)',
    );
    expect(report).toContain('GET /api/health: 1 failing request(s)');
  });
});
