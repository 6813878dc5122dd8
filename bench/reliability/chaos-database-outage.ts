/**
 * PostgreSQL stopped, then frozen, without touching the machine's PostgreSQL (others use it): the server
 * reaches its scratch database through a TCP proxy on 127.0.0.1 that can refuse connections (a stopped
 * server: the port closed, every connection cut) or freeze (connections accepted, no byte passed either
 * way: a hung host). While the fault lasts, readiness and database routes must answer 503 within 2 s and
 * liveness 200; when it ends, the same process must serve again by itself.
 */
import { startTcpProxy, type TcpProxy } from '../../apps/server/src/test/tcp-proxy';
import type { ScenarioLog } from './chaos-scenario';
import { onCleanup } from './cleanup';
import { request, sleep, type Answer } from './http';
import { createScratchPostgres, postgresAddress } from './scratch-database';
import { startServer, type ServerProcess } from './server-process';

/** The promise to a load balancer: a database fault is a 503 within 2 s. */
const ANSWER_WITHIN_MS = 2000;
const FAULT_SECONDS = 12;
const PROBE_EVERY_MS = 250;
/** Requests kept in flight on database routes from before the fault starts, so it catches pooled connections mid-query. */
const BACKGROUND_CLIENTS = 4;
const RECOVERY_BOUND_MS = 20_000;

/** `sentAt`: performance.now() when sent; judged against the fault's start afterwards. */
type Timed = Answer & { route: string; sentAt: number };

let unique = 0;
/** Database routes whose answers cannot come from the response cache: a name filter never asked before. */
const databaseRoute = () => `/api/facilities?query=chaos${(unique++).toString(36)}`;

async function timed(origin: string, route: string): Promise<Timed> {
  const sentAt = performance.now();
  const answer = await request(`${origin}${route}`, { timeoutMs: 15_000 });
  return { ...answer, route: route.startsWith('/api/facilities') ? 'database route' : route, sentAt };
}

/** Applies `fault`, watches the server through it, lifts it, and measures the way back. */
async function playFault(
  log: ScenarioLog,
  server: ServerProcess,
  proxy: TcpProxy,
  name: 'stopped' | 'frozen',
  fault: () => Promise<void> | void,
): Promise<void> {
  const origin = server.origin;
  const before = await Promise.all([timed(origin, '/api/health/ready'), timed(origin, databaseRoute())]);
  log.check(
    `${name}: serving before the fault`,
    before.every((a) => a.status === 200),
    before.map((a) => a.status).join(', '),
  );

  const background: Timed[] = [];
  let backgroundRunning = true;
  const backgroundClient = async () => {
    while (backgroundRunning && !log.ended) {
      const answer = await timed(origin, databaseRoute());
      background.push(answer);
      // Back to back while served, so the fault finds requests mid-query; fast 503s would make a flood.
      if (answer.status !== 200) await sleep(20);
    }
  };
  const clients = Array.from({ length: BACKGROUND_CLIENTS }, backgroundClient);
  await sleep(1_000);

  const faultAt = performance.now();
  await fault();
  const probes: Promise<Timed>[] = [];
  while (performance.now() - faultAt < FAULT_SECONDS * 1000 && !log.ended) {
    probes.push(timed(origin, '/api/health/ready'), timed(origin, databaseRoute()), timed(origin, '/api/health'));
    await sleep(PROBE_EVERY_MS);
  }
  backgroundRunning = false;
  const during = await Promise.all(probes);
  await Promise.all(clients);

  // Requests sent during the fault: 503 (the error code unavailable) within 2 s; liveness stays 200.
  const databaseAnswers = [
    ...during.filter((a) => a.route !== '/api/health'),
    ...background.filter((a) => a.sentAt >= faultAt),
  ];
  const slow = databaseAnswers.filter((a) => a.ms > ANSWER_WITHIN_MS);
  const not503 = databaseAnswers.filter((a) => a.status !== 503);
  const worst = Math.max(...databaseAnswers.map((a) => a.ms));
  log.check(
    `${name}: readiness and database routes answer 503`,
    not503.length === 0,
    `${databaseAnswers.length - not503.length}/${databaseAnswers.length} were 503${not503.length ? `; others: ${summarizeStatuses(not503)}` : ''}`,
  );
  log.check(
    `${name}: within ${ANSWER_WITHIN_MS / 1000} s`,
    slow.length === 0,
    `slowest ${Math.round(worst)} ms; ${slow.length} over ${ANSWER_WITHIN_MS} ms` +
      (slow.length
        ? ` (${slow
            .slice(0, 4)
            .map((a) => `${a.route} ${Math.round(a.ms)} ms`)
            .join(', ')})`
        : ''),
  );
  // Requests already waiting on the database when the fault began: answered (by anything) within 2 s of it.
  const caught = background.filter((a) => a.sentAt < faultAt && a.sentAt + a.ms > faultAt);
  const caughtWorst = caught.length ? Math.max(...caught.map((a) => a.sentAt + a.ms - faultAt)) : 0;
  log.check(
    `${name}: requests caught mid-way answered within ${ANSWER_WITHIN_MS / 1000} s of the fault`,
    caughtWorst <= ANSWER_WITHIN_MS,
    `${caught.length} caught (${summarizeStatuses(caught) || 'none'}), the last answered ${Math.round(caughtWorst)} ms after the fault`,
  );
  const liveness = during.filter((a) => a.route === '/api/health');
  log.check(
    `${name}: liveness stays 200`,
    liveness.every((a) => a.status === 200),
    summarizeStatuses(liveness),
  );
  const first503 = databaseAnswers
    .filter((a) => a.status === 503)
    .sort((a, b) => a.sentAt + a.ms - (b.sentAt + b.ms))[0];
  log.figure(`${name}.first503AfterMs`, first503 ? Math.round(first503.sentAt + first503.ms - faultAt) : null);
  log.figure(`${name}.slowest503Ms`, Math.round(worst));
  log.figure(`${name}.answersDuringFault`, databaseAnswers.length);

  const restoredAt = performance.now();
  await proxy.forward();
  let recoveredMs: number | null = null;
  while (performance.now() - restoredAt < RECOVERY_BOUND_MS && !log.ended) {
    const [ready, route] = await Promise.all([timed(origin, '/api/health/ready'), timed(origin, databaseRoute())]);
    if (ready.status === 200 && route.status === 200) {
      recoveredMs = performance.now() - restoredAt;
      break;
    }
    await sleep(100);
  }
  log.figure(`${name}.recoveryMs`, recoveredMs === null ? null : Math.round(recoveredMs));
  log.check(
    `${name}: recovers without a restart`,
    recoveredMs !== null && server.rssKiB() !== null,
    recoveredMs === null
      ? `not serving ${RECOVERY_BOUND_MS / 1000} s after the database returned`
      : `serving again ${Math.round(recoveredMs)} ms after the database returned, same pid ${server.pid}`,
  );
  const after = await Promise.all(
    Array.from({ length: 20 }, (_, i) => timed(origin, i % 2 ? '/api/health/ready' : databaseRoute())),
  );
  log.check(
    `${name}: all 200 once recovered`,
    after.every((a) => a.status === 200),
    summarizeStatuses(after),
  );
}

function summarizeStatuses(answers: Answer[]): string {
  const counts = new Map<number, number>();
  for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n} × ${status === 0 ? 'no answer' : status}`).join(', ');
}

export async function databaseOutage(
  log: ScenarioLog,
  serverPort: number,
  proxyPort: number,
  /** DATABASE_CONNECT_TIMEOUT_MS for the server; its default when undefined. */
  connectTimeoutMs?: number,
): Promise<void> {
  const scratch = await createScratchPostgres('chaos_outage');
  onCleanup(`drop ${scratch.label}`, () => scratch.drop());
  const proxy = await startTcpProxy(postgresAddress(), { port: proxyPort });
  onCleanup('close the proxy', () => proxy.close());
  const url = new URL(scratch.url);
  url.host = `127.0.0.1:${proxyPort}`;
  // The server's own timeouts (at their defaults unless --connect-timeout is given) are the ones under test;
  // only the per-address limit is raised, as every probe comes from 127.0.0.1.
  const server = await startServer({
    port: serverPort,
    database: { url: url.toString() },
    env: {
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...(connectTimeoutMs === undefined ? {} : { DATABASE_CONNECT_TIMEOUT_MS: String(connectTimeoutMs) }),
    },
  });
  log.note(`DATABASE_CONNECT_TIMEOUT_MS ${connectTimeoutMs ?? 'at its default'}`);
  onCleanup('kill the outage server', () => server.kill9());
  await playFault(log, server, proxy, 'stopped', () => proxy.refuse());
  await playFault(log, server, proxy, 'frozen', () => proxy.freeze());
}
