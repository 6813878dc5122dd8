/**
 * Two server processes on one PostgreSQL database must behave as one (ARCHITECTURE.md: sessions, lockout
 * counts and shared rate-limit counters live in the database): a session made on one works on the other
 * and ends on both when signed out on either; wrong passwords alternated between them lock an account at
 * the same attempt as on one process; a per-address limit is counted across both. On PGlite a second
 * process on the same folder must refuse to start, with a message naming the holder.
 */
import { LOGIN_MAX_FAILURES } from '@hc/shared';
import type { ScenarioLog } from './chaos-scenario';
import { onCleanup } from './cleanup';
import { request, sessionCookie, signIn, signInAttempt } from './http';
import { createStaffAccount, withScratch } from './prepare-directory';
import { createScratchFolder, createScratchPostgres, type PostgresScratch } from './scratch-database';
import { spawnServer, startServer, type ServerProcess } from './server-process';

const RAISED_LIMIT = '100000000';
/** Small enough to reach in a few requests, large enough that one process alone stays under it half-way. */
const SHARED_LIMIT = 30;
const WRONG_PASSWORD = 'not-the-password-1';

async function startPair(scratch: PostgresScratch, ports: [number, number], env: Record<string, string>) {
  // One after the other: the first migrates and seeds, the second finds it done (both would also be safe at once).
  const pair: ServerProcess[] = [];
  for (const port of ports) {
    const server = await startServer({ port, database: { url: scratch.url }, env });
    onCleanup(`stop server ${server.pid}`, () => server.kill9());
    pair.push(server);
  }
  return pair as [ServerProcess, ServerProcess];
}

const stopPair = (pair: ServerProcess[]) => Promise.all(pair.map((s) => s.stop()));

/** Sends attempts until the first 429, alternating over `servers`; the attempt number it came at (or null). */
async function attemptsUntilLocked(
  servers: ServerProcess[],
  email: string,
  max: number,
): Promise<{ at: number | null; statuses: number[] }> {
  const statuses: number[] = [];
  for (let n = 1; n <= max; n++) {
    const answer = await signInAttempt(servers[(n - 1) % servers.length]!.origin, email, WRONG_PASSWORD);
    statuses.push(answer.status);
    if (answer.status === 429) return { at: n, statuses };
  }
  return { at: null, statuses };
}

async function checkRateLimit(log: ScenarioLog, scratch: PostgresScratch, ports: [number, number]) {
  // A pair of its own, started first, so nothing else from 127.0.0.1 has been counted in this minute's window.
  const pair = await startPair(scratch, ports, { RATE_LIMIT_PER_MINUTE: String(SHARED_LIMIT) });
  const statuses: number[] = [];
  for (let n = 0; n < SHARED_LIMIT * 2 + 4; n++) {
    statuses.push((await request(`${pair[n % 2]!.origin}/api/regions`)).status);
  }
  const first429 = statuses.indexOf(429) + 1 || null;
  const okCount = statuses.filter((s) => s === 200).length;
  // The shared counter's documented bound (docs/decisions/2026-11-25-shared-rate-limits.md): a burst over N
  // processes may pass the limit by at most (N - 1) x half of it before each knows the others' counts.
  const bound = SHARED_LIMIT + Math.floor(SHARED_LIMIT / 2);
  log.figure('rateLimit.first429At', first429);
  log.figure('rateLimit.allowed', okCount);
  log.check(
    `per-address limit of ${SHARED_LIMIT}/min counted across both processes`,
    first429 !== null && okCount >= SHARED_LIMIT && okCount <= bound && first429 === okCount + 1,
    `requests alternated between the two: ${okCount} answered 200, the first 429 at request ${first429 ?? 'never'} ` +
      `(expected ${SHARED_LIMIT} to ${bound} allowed${first429 === SHARED_LIMIT * 2 + 1 ? '; each process counted its own' : ''})`,
  );
  await stopPair(pair);
}

async function checkSessionsAndLockout(log: ScenarioLog, scratch: PostgresScratch, ports: [number, number]) {
  const accounts = await withScratch(scratch, async (database) => ({
    session: await createStaffAccount(database, 'chaos-session@chaos.invalid', 'manager'),
    lockoutOne: await createStaffAccount(database, 'chaos-lockout-one@chaos.invalid', 'manager'),
    lockoutTwo: await createStaffAccount(database, 'chaos-lockout-two@chaos.invalid', 'manager'),
  }));
  const [a, b] = await startPair(scratch, ports, { RATE_LIMIT_PER_MINUTE: RAISED_LIMIT });

  const cookie = await signIn(a.origin, accounts.session);
  const meOnB = await request(`${b.origin}/api/auth/me`, { cookie });
  log.check(
    'a session made on process A works on process B',
    meOnB.status === 200 && meOnB.body.includes(accounts.session.email),
    `GET /api/auth/me on B: ${meOnB.status}`,
  );
  const signOut = await request(`${b.origin}/api/auth/sign-out`, { method: 'POST', cookie });
  const [meOnA, meOnBAfter] = await Promise.all([
    request(`${a.origin}/api/auth/me`, { cookie }),
    request(`${b.origin}/api/auth/me`, { cookie }),
  ]);
  log.check(
    'signed out on B, the session has ended on A and B',
    signOut.status === 200 && meOnA.status === 401 && meOnBAfter.status === 401,
    `sign-out on B ${signOut.status}; then /api/auth/me on A ${meOnA.status}, on B ${meOnBAfter.status}`,
  );

  const one = await attemptsUntilLocked([a], accounts.lockoutOne.email, LOGIN_MAX_FAILURES + 5);
  const two = await attemptsUntilLocked([a, b], accounts.lockoutTwo.email, LOGIN_MAX_FAILURES + 5);
  log.figure('lockout.oneProcessAt', one.at);
  log.figure('lockout.twoProcessesAt', two.at);
  log.check(
    'wrong passwords alternated between A and B lock the account at the same attempt as on one process',
    one.at !== null && one.at === two.at && one.at === LOGIN_MAX_FAILURES + 1,
    `one process: 429 at attempt ${one.at ?? 'never'} (${one.statuses.join(' ')}); two: at ${two.at ?? 'never'} (${two.statuses.join(' ')}); ` +
      `${LOGIN_MAX_FAILURES} failures allowed`,
  );
  // The right password is refused too while locked, on either process.
  const [rightOnA, rightOnB] = await Promise.all([
    signInAttempt(a.origin, accounts.lockoutTwo.email, accounts.lockoutTwo.password),
    signInAttempt(b.origin, accounts.lockoutTwo.email, accounts.lockoutTwo.password),
  ]);
  log.check(
    'the locked account is refused on both processes, right password included',
    rightOnA.status === 429 &&
      rightOnB.status === 429 &&
      !sessionCookie([...rightOnA.setCookies, ...rightOnB.setCookies]),
    `A ${rightOnA.status}, B ${rightOnB.status}`,
  );
  await stopPair([a, b]);
}

export async function twoPostgresProcesses(log: ScenarioLog, ports: [number, number]): Promise<void> {
  const scratch = await createScratchPostgres('chaos_pair');
  onCleanup(`drop ${scratch.label}`, () => scratch.drop());
  await checkRateLimit(log, scratch, ports);
  await checkSessionsAndLockout(log, scratch, ports);
}

export async function secondPgliteProcess(log: ScenarioLog, ports: [number, number]): Promise<void> {
  const scratch = createScratchFolder('chaos_pglite_pair');
  onCleanup(`remove ${scratch.label}`, () => scratch.drop());
  const first = await startServer({ port: ports[0], database: { dataDir: scratch.dataDir } });
  onCleanup(`stop server ${first.pid}`, () => first.kill9());
  const second = spawnServer({ port: ports[1], database: { dataDir: scratch.dataDir } });
  onCleanup(`stop server ${second.pid}`, () => second.kill9());
  const started = performance.now();
  const code = await Promise.race([
    second.exited,
    new Promise<'running'>((r) => setTimeout(() => r('running'), 60_000)),
  ]);
  const seconds = (performance.now() - started) / 1000;
  const message =
    second
      .output()
      .trim()
      .split('\n')
      .find((line) => line.includes('in use')) ?? second.output().trim().slice(-300);
  log.figure('pgliteSecond.exitSeconds', Number(seconds.toFixed(1)));
  log.check(
    'a second process on the same PGlite folder refuses to start',
    code !== 'running' && code !== 0,
    code === 'running' ? 'still running after 60 s' : `exited with ${code} in ${seconds.toFixed(1)} s`,
  );
  log.check(
    'with a clear message naming the holder',
    message.includes(`pid ${first.pid}`) && message.includes(scratch.dataDir),
    message,
  );
  const ready = await request(`${first.origin}/api/health/ready`);
  log.check('the first process goes on serving', ready.status === 200, `/api/health/ready ${ready.status}`);
}
