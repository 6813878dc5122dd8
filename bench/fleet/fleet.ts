/**
 * A fleet as operators run one: several built server processes (apps/server/dist/server.js) on one PostgreSQL
 * database, HAProxy in front checking their readiness. Processes start one after another: migrations and the
 * import take no lock, so two processes starting together on an empty database could both apply them; once the
 * first has prepared the database, the others only find nothing to do.
 */
import { onCleanup } from '../reliability/cleanup';
import { startServer, type ServerProcess } from '../reliability/server-process';
import { ensureHaproxy, haproxyVersion, startHaproxy, type Haproxy, type HaproxyOptions } from './haproxy';

/** Readiness every 500 ms, out after 2 failures, back after 2 successes. */
export const CHECK_INTERVAL_MS = 500;
export const CHECK_FALL = 2;
export const CHECK_RISE = 2;
/**
 * The drain (SHUTDOWN_DRAIN_MS): the balancer needs `fall` failed checks to take a process out, up to one
 * interval before the first one comes, and a check may take a while on a busy machine: (fall + 2) intervals,
 * plus half a second.
 */
export const FLEET_DRAIN_MS = (CHECK_FALL + 2) * CHECK_INTERVAL_MS + 500;
/** Requests in flight may take this long to finish once a process stops accepting. */
export const FLEET_SHUTDOWN_TIMEOUT_MS = 15_000;

/**
 * Requests in flight per process; the rest wait in HAProxy's queue. A process given 64 at once on a busy 2-core
 * machine answered its readiness check after more than 2 s, and HAProxy took all three out together (every client
 * then got HAProxy's 503): kept short, a process's queue stays in the balancer and its checks answer in time.
 */
export const SERVER_MAXCONN = 16;

export type FleetOptions = {
  databaseUrl: string;
  /** Where HAProxy listens. */
  host: string;
  port: number;
  /** One server process per port (127.0.0.1 only). */
  serverPorts: number[];
  /** More server variables (raised rate limits for a load test, ADMIN_EMAIL…). */
  env?: Record<string, string>;
  serverMaxConn?: number;
  /** How long a process may take to start (migrations, import, search index). */
  startBoundMs?: number;
};

export type FleetMember = { name: string; port: number; server: ServerProcess | null };

export type Fleet = {
  origin: string;
  haproxy: Haproxy;
  haproxyVersion: string;
  members: FleetMember[];
  /** Starts the member's process and resolves once HAProxy sends it traffic: ms from spawn to port open, to UP. */
  start(member: FleetMember): Promise<{ listeningMs: number; upMs: number }>;
  /** SIGTERM: the process drains, finishes its requests and exits; resolves with its exit code and time taken. */
  stop(member: FleetMember): Promise<{ exit: number | string; ms: number }>;
  kill9(member: FleetMember): Promise<void>;
  close(): Promise<void>;
};

export async function startFleet(options: FleetOptions): Promise<Fleet> {
  const binary = ensureHaproxy();
  const members: FleetMember[] = options.serverPorts.map((port, i) => ({ name: `s${i + 1}`, port, server: null }));
  const haproxyOptions: HaproxyOptions = {
    host: options.host,
    port: options.port,
    backends: members.map(({ name, port }) => ({ name, port })),
    checkIntervalMs: CHECK_INTERVAL_MS,
    fall: CHECK_FALL,
    rise: CHECK_RISE,
    serverMaxConn: options.serverMaxConn ?? SERVER_MAXCONN,
  };
  const haproxy = await startHaproxy(binary, haproxyOptions);
  onCleanup('stop HAProxy', () => haproxy.stop());

  const serverEnv = {
    SHUTDOWN_DRAIN_MS: String(FLEET_DRAIN_MS),
    SHUTDOWN_TIMEOUT_MS: String(FLEET_SHUTDOWN_TIMEOUT_MS),
    // Client addresses (rate limits, lockouts, the audit log) come from HAProxy's X-Forwarded-For.
    TRUST_PROXY: 'loopback',
    PUBLIC_URL: haproxy.origin,
    ...options.env,
  };

  const fleet: Fleet = {
    origin: haproxy.origin,
    haproxy,
    haproxyVersion: haproxyVersion(binary),
    members,
    async start(member) {
      const spawned = performance.now();
      const server = await startServer({
        port: member.port,
        database: { url: options.databaseUrl },
        env: serverEnv,
        readyTimeoutMs: options.startBoundMs ?? 300_000,
      });
      member.server = server;
      onCleanup(`kill server ${member.name} (pid ${server.pid})`, () => server.kill9());
      const listeningMs = performance.now() - spawned;
      await haproxy.waitFor(member.name, 'UP', 30_000);
      return { listeningMs, upMs: performance.now() - spawned };
    },
    async stop(member) {
      const server = member.server;
      if (!server) return { exit: 'not running', ms: 0 };
      const started = performance.now();
      await server.stop(FLEET_DRAIN_MS + FLEET_SHUTDOWN_TIMEOUT_MS + 5_000);
      member.server = null;
      return { exit: await server.exited, ms: performance.now() - started };
    },
    async kill9(member) {
      await member.server?.kill9();
      member.server = null;
    },
    async close() {
      await Promise.all(members.map((m) => fleet.stop(m)));
      await haproxy.stop();
    },
  };
  for (const member of members) await fleet.start(member);
  return fleet;
}
