import pg from 'pg';

/**
 * A database that accepts TCP but never answers (frozen host, stalled disk, a proxy hanging) makes a
 * query wait forever: no error ever comes back, and the server-side statement_timeout cannot fire. A
 * slow query and a frozen server look the same from its own connection, so the question is asked on a
 * fresh one: when a connection has been busy for a while, a probe (connect + SELECT 1, bounded) tells
 * "the server is working on it" from "the server is gone"; when gone, every connection the pool holds
 * is cut, so the waiting queries fail at once (the API answers 503) and the pool reconnects later.
 */
export type StallWatchdogOptions = {
  connectionString: string;
  /** A connection busy this long starts a probe (and probes are at most this often). */
  stallAfterMs?: number;
  /** The probe's whole budget: connect and SELECT 1. */
  probeTimeoutMs?: number;
};

export type StallWatchdog = { stop(): void };

const CHECK_EVERY_MS = 100;

export function watchForStalls(pool: pg.Pool, options: StallWatchdogOptions): StallWatchdog {
  const stallAfterMs = options.stallAfterMs ?? 500;
  const probeTimeoutMs = options.probeTimeoutMs ?? 1000;
  const clients = new Set<pg.PoolClient>();
  const busySince = new Map<pg.PoolClient, number>();
  let timer: NodeJS.Timeout | undefined;
  let probing = false;
  let lastProbeAt = 0;

  const check = () => {
    if (busySince.size === 0) {
      clearInterval(timer);
      timer = undefined;
      return;
    }
    const now = Date.now();
    const oldest = Math.min(...busySince.values());
    if (probing || now - oldest < stallAfterMs || now - lastProbeAt < stallAfterMs) return;
    probing = true;
    lastProbeAt = now;
    const suspects = [...clients];
    const readBefore = suspects.map(bytesReadOf);
    void isServerAnswering(options.connectionString, probeTimeoutMs).then((answering) => {
      probing = false;
      // A connection that received anything meanwhile proves the server alive, however slow the probe was.
      const heardFrom = suspects.some((client, index) => bytesReadOf(client) !== readBefore[index]);
      if (!answering && !heardFrom) suspects.forEach(cutConnection);
    });
  };

  pool.on('connect', (client) => clients.add(client));
  pool.on('remove', (client) => {
    clients.delete(client);
    busySince.delete(client);
  });
  pool.on('acquire', (client) => {
    busySince.set(client, Date.now());
    if (!timer) {
      timer = setInterval(check, CHECK_EVERY_MS);
      timer.unref();
    }
  });
  pool.on('release', (_error, client) => busySince.delete(client));

  return { stop: () => clearInterval(timer) };
}

type WithSocket = { connection?: { stream?: { destroy(): void; bytesRead?: number } } };

function bytesReadOf(client: pg.ClientBase): number {
  return (client as unknown as WithSocket).connection?.stream?.bytesRead ?? 0;
}

/**
 * Destroys the socket under a pg client: its query fails with "Connection terminated unexpectedly" and
 * the pool drops it. `end()` would wait for the frozen server's reply; pg-pool's own connect timeout
 * cuts a client the same way.
 */
export function cutConnection(client: pg.ClientBase): void {
  (client as unknown as WithSocket).connection?.stream?.destroy();
}

const BUDGET_TICK_MS = 50;

/**
 * A timeout that counts only time the event loop was free to read the answer. A plain timer fires late
 * after the loop was blocked (a large CSV parsed synchronously) and, timers running before I/O, reports
 * "no answer" while the answer sits unread in the socket: a healthy server would be cut off. Each tick
 * counts at most two tick lengths, however late it comes.
 */
function eventLoopBudget(ms: number): { spent: Promise<void>; cancel(): void } {
  let ticker: NodeJS.Timeout | undefined;
  const spent = new Promise<void>((resolve) => {
    let used = 0;
    let last = performance.now();
    ticker = setInterval(() => {
      const now = performance.now();
      used += Math.min(now - last, BUDGET_TICK_MS * 2);
      last = now;
      if (used >= ms) resolve();
    }, BUDGET_TICK_MS);
  });
  return { spent, cancel: () => clearInterval(ticker) };
}

/** True when the server answers within the budget, even with an error (too many connections): it is alive. */
export async function isServerAnswering(connectionString: string, timeoutMs: number): Promise<boolean> {
  const client = new pg.Client({ connectionString });
  client.on('error', () => {});
  const budget = eventLoopBudget(timeoutMs);
  const answered = client
    .connect()
    .then(() => client.query('SELECT 1'))
    .then(
      () => true,
      (error: unknown) => error instanceof pg.DatabaseError,
    );
  const answering = await Promise.race([answered, budget.spent.then(() => false)]);
  budget.cancel();
  if (answering) void client.end().catch(() => {});
  else cutConnection(client);
  return answering;
}
