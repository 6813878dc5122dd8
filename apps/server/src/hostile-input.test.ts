import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import fc from 'fast-check';
import type { UserRole } from '@hc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from './test/accounts';
import { makeImage } from './test/doctor-documents';
import { formatFailures, type HostileFailure } from './test/hostile-report';
import { seedHostileDirectory } from './test/hostile-seed';
import * as hostileValues from './test/hostile-values';
import { malformedBodies } from './test/malformed-bodies';
import { requestFor, type GenerationContext, type HostileRequest } from './test/openapi-arbitraries';
import { listOperations, type OpenApiDocument, type Operation } from './test/openapi-operations';
import { errorShapeProblem, findLeaks } from './test/response-leaks';
import { createTestApp, type TestApp } from './test/test-app';
import {
  doctorVerifyBodies,
  facilityImportBodies,
  paymentCallbackBodies,
  facilityClaimBodies,
} from './test/undocumented-bodies';

/**
 * Issue 16's hostile-input suite: every operation of the app's own OpenAPI document receives requests
 * generated from its parameter and body schemas, biased to what a hostile or broken client sends,
 * anonymously and signed in. No answer may be a 5xx, leak a stack, SQL or a password hash, or be a
 * 4xx in another shape than the API's error.
 */

const SEED = Number(process.env.HOSTILE_SEED ?? 20_261_125);
if (!Number.isSafeInteger(SEED)) throw new Error(`HOSTILE_SEED must be an integer, not ${process.env.HOSTILE_SEED}`);
/** Requests per pass at the least (issue 16); the malformed bodies come on top. */
const MIN_REQUESTS = 10_000;
const ANSWER_TIMEOUT_MS = 15_000;
const PAYMENT_SECRET = 'hostile-suite-webhook-secret';

type Identity = 'anonymous' | 'admin' | 'regional manager';
/** How many times each identity's share of runs: the admin reaches every handler, so it gets the most. */
const IDENTITY_WEIGHTS: Record<Identity, number> = { anonymous: 1, 'regional manager': 1, admin: 2 };
const SIGNED_IN: Record<Exclude<Identity, 'anonymous'>, { role: UserRole; regional: boolean }> = {
  admin: { role: 'admin', regional: false },
  'regional manager': { role: 'manager', regional: true },
};

/**
 * Operations that are not sent hostile requests, each with its reason. Empty today: every operation
 * answers and ends. The test below holds it to operations the document has.
 */
const NOT_EXERCISED: Record<string, string> = {};

let t: TestApp;
let operations: Operation[];
let context: GenerationContext;
const cookies: Partial<Record<Identity, string>> = {};
const failures: HostileFailure[] = [];
const statuses = new Map<string, Map<Identity, number[]>>();
/** The server's error log lines by request id: a 5xx's report carries what the server logged about it. */
const errorLogs = new Map<string, string[]>();
const errorLogStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    const line = chunk.toString();
    const requestId = /"reqId":"([^"]+)"/.exec(line)?.[1] ?? '';
    errorLogs.set(requestId, [...(errorLogs.get(requestId) ?? []), line]);
    done();
  },
});
let sessionsRecreated = 0;
let sent = 0;
const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();

/** A fixed seed per operation and identity: a new route does not change the requests the others get. */
const seedOf = (...parts: string[]) =>
  createHash('sha256')
    .update([SEED, ...parts].join(' '))
    .digest()
    .readInt32BE(0);

/**
 * Client addresses in turn, so per-address limits and lockouts (a few a minute on sign-up, sign-in,
 * corrections) do not answer for the suite: a route's requests come from a different address each time.
 * A bounded set, as every address is a key the shared rate-limit counters keep and flush each second.
 */
const CLIENT_ADDRESSES = 256;
const nextAddress = () => `10.0.0.${sent % CLIENT_ADDRESSES}`;

async function signInAs(identity: Exclude<Identity, 'anonymous'>) {
  const { role, regional } = SIGNED_IN[identity];
  cookies[identity] = (await signedInAs(t, role, regional ? { scopeRegionId: 1 } : {})).cookie;
}

/**
 * Whether the identity's session still is what it was: a hostile request may sign it out, delete its
 * session, disable or demote its account. A new account of the same role then takes over.
 */
async function keepIdentity(identity: Identity, status: number): Promise<'kept' | 'lost'> {
  if (identity === 'anonymous' || (status !== 401 && status !== 403)) return 'kept';
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: cookies[identity]! } });
  const role = me.statusCode === 200 ? (me.json() as { data: { role: string } }).data.role : null;
  if (role === SIGNED_IN[identity].role) return 'kept';
  sessionsRecreated += 1;
  await signInAs(identity);
  return 'lost';
}

function withTimeout<T>(promise: Promise<T>): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ANSWER_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Sends one request as the identity and records every way its answer is wrong; returns the status. */
async function send(operation: Operation, identity: Identity, request: HostileRequest, allowed?: number[]) {
  const headers = identity === 'anonymous' ? request.headers : { ...request.headers, cookie: cookies[identity]! };
  sent += 1;
  const fail = (problem: string, status: number | null, excerpt = '') =>
    failures.push({ operation: operation.key, identity, problem, request, status, excerpt: excerpt.slice(0, 2_000) });
  const response = await withTimeout(
    t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      payload: request.payload,
      remoteAddress: nextAddress(),
    }),
  );
  if (response === 'timeout') {
    fail(`no answer within ${ANSWER_TIMEOUT_MS / 1000} s`, null);
    return null;
  }
  const status = response.statusCode;
  const perIdentity = statuses.get(operation.key) ?? new Map<Identity, number[]>();
  statuses.set(operation.key, perIdentity.set(identity, [...(perIdentity.get(identity) ?? []), status]));
  if (status >= 500) {
    const logged = errorLogs.get(String(response.headers['x-request-id'])) ?? [];
    fail('server error', status, `${response.body} logged: ${logged.join(' ').slice(0, 1_500)}`);
  }
  for (const leak of findLeaks(response.body, response.headers))
    fail(`leaks a ${leak.name} in the ${leak.where}`, status, leak.excerpt);
  if (status >= 400 && status < 500) {
    const problem = errorShapeProblem(status, response.headers['content-type'], response.body);
    if (problem) fail(`4xx not in the error shape: ${problem}`, status, response.body);
  }
  // A request that found its session gone (an earlier one ended it) was not judged as the identity.
  const session = await keepIdentity(identity, status);
  if (allowed && !allowed.includes(status) && status < 500 && session === 'kept')
    fail(`expected ${allowed.join(' or ')}`, status, response.body);
  return status;
}

const identities = Object.keys(IDENTITY_WEIGHTS) as Identity[];
const exercised = () => operations.filter((o) => !(o.key in NOT_EXERCISED));
const runsFor = (identity: Identity) => {
  const weights = identities.reduce((sum, i) => sum + IDENTITY_WEIGHTS[i], 0);
  return Math.ceil(MIN_REQUESTS / (exercised().length * weights)) * IDENTITY_WEIGHTS[identity];
};

/** The operations in the order a pass visits them: reads first, deletions last, so later writes find rows. */
const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const inPassOrder = (list: Operation[]) =>
  [...list].sort((a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));

beforeAll(async () => {
  t = await createTestApp({
    logger: { level: 'error', stream: errorLogStream },
    env: {
      RATE_LIMIT_PER_MINUTE: '1000000',
      RATE_LIMIT_PAGES_PER_MINUTE: '1000000',
      PAYMENT_WEBHOOK_SECRET_MTN_MOMO: PAYMENT_SECRET,
      PAYMENT_WEBHOOK_SECRET_ORANGE_MONEY: PAYMENT_SECRET,
    },
  });
  const ids = await seedHostileDirectory(t);
  operations = listOperations(t.app.swagger() as unknown as OpenApiDocument);
  for (const identity of identities) if (identity !== 'anonymous') await signInAs(identity);
  const exportCsv = await t.app.inject({
    method: 'GET',
    url: '/api/admin/facilities/export.csv',
    headers: { cookie: cookies.admin! },
  });
  const csvHeader = exportCsv.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]!;
  context = {
    ids,
    examples: { provider: ['mtn_momo', 'orange_money'] },
    bodies: {
      'POST /api/admin/doctors/{id}/verify': doctorVerifyBodies(await makeImage('png')),
      'POST /api/facility-claims': facilityClaimBodies(await makeImage('png')),
      'POST /api/payments/callback/{provider}': paymentCallbackBodies(PAYMENT_SECRET),
      'POST /api/admin/facilities/import': facilityImportBodies(csvHeader),
    },
  };
});

afterAll(async () => {
  await t?.close();
});

/** Fails with the failures recorded since `from` (this test's), grouped by operation. */
function expectNoFailuresSince(from: number) {
  const found = failures.slice(from);
  if (found.length) expect.fail(formatFailures(found, SEED));
}

describe('hostile input generated from the OpenAPI document', () => {
  it('has the operations to generate from, and names only real ones as not exercised', () => {
    expect(operations.length).toBeGreaterThan(100);
    const keys = new Set(operations.map((o) => o.key));
    for (const key of Object.keys(NOT_EXERCISED)) expect(keys, `${key} is not in the document`).toContain(key);
    for (const key of Object.keys(context.bodies!)) expect(keys, `${key} is not in the document`).toContain(key);
  });

  it('keeps its hostile values free of what the leak check looks for, so an echo is never taken for a leak', () => {
    const lists = Object.values(hostileValues).filter((value): value is string[] => Array.isArray(value));
    expect(lists.length).toBeGreaterThan(5);
    for (const text of lists.flat()) expect(findLeaks(text, {}), text).toEqual([]);
    expect(findLeaks('error: syntax error at or near "from"', {})).not.toEqual([]);
    expect(findLeaks('', { 'x-debug': 'at handler (/srv/app/routes.ts:12:3)' })).not.toEqual([]);
  });

  for (const identity of identities) {
    it(
      `answers every operation's hostile requests ${identity === 'anonymous' ? 'anonymously' : `as ${identity}`}`,
      { timeout: 300_000 },
      async () => {
        const from = failures.length;
        if (identity !== 'anonymous') await signInAs(identity);
        for (const operation of inPassOrder(exercised())) {
          await fc.assert(
            fc.asyncProperty(requestFor(operation, context), async (request) => {
              await send(operation, identity, request);
            }),
            { seed: seedOf(identity, operation.key), numRuns: runsFor(identity) },
          );
        }
        expectNoFailuresSince(from);
      },
    );
  }

  it('answers malformed bodies with 400, 413 or 415, never a 5xx', { timeout: 300_000 }, async () => {
    const from = failures.length;
    // Fastify never reads the body of a GET, so the operations that take one are those of the other methods.
    for (const operation of exercised().filter((o) => o.method !== 'GET')) {
      const path = operation.path.replace(/\{[^}]+\}/g, (name) => (name === '{provider}' ? 'mtn_momo' : '1'));
      const hasBody = operation.body !== undefined;
      for (const body of malformedBodies) {
        for (const identity of ['anonymous', 'admin'] as const) {
          const request = { method: operation.method, url: path, headers: body.headers, payload: body.payload };
          // The admin passes every access check, so what it gets is the body's own answer.
          const expected = identity === 'admin' && hasBody ? body.expect(operation.body!.mediaType) : undefined;
          await send(operation, identity, request, expected);
        }
      }
    }
    expectNoFailuresSince(from);
  });

  it('sent every operation its requests, enough of them, and most reached past the access and rate checks', async ({
    annotate,
  }) => {
    const passRequests = exercised().length * identities.reduce((sum, i) => sum + runsFor(i), 0);
    expect(passRequests).toBeGreaterThanOrEqual(MIN_REQUESTS);
    for (const operation of exercised())
      for (const identity of identities)
        expect(
          statuses.get(operation.key)?.get(identity)?.length ?? 0,
          `${identity} ${operation.key}`,
        ).toBeGreaterThanOrEqual(runsFor(identity));
    const all = [...statuses.values()].flatMap((byIdentity) => [...byIdentity.values()].flat());
    const share = (test: (status: number) => boolean) => all.filter(test).length / all.length;
    expect(share((s) => s === 429)).toBeLessThan(0.01);
    expect(share((s) => s !== 401 && s !== 403 && s !== 429)).toBeGreaterThan(0.5);
    // Handlers ran to a success on most operations for the admin: the generated values are not all refused.
    const succeeded = exercised().filter((o) =>
      statuses
        .get(o.key)
        ?.get('admin')
        ?.some((s) => s < 300),
    );
    expect(succeeded.length / exercised().length).toBeGreaterThan(0.6);
    await annotate(
      `${sent} requests (seed ${SEED}), ${sessionsRecreated} sessions re-created, ` +
        `${succeeded.length}/${exercised().length} operations answered 2xx to the admin`,
    );
  });

  it('left the server healthy and Object.prototype untouched', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
  });
});
