import pg from 'pg';
import { cutConnection } from './stall-watchdog';

/** Rejects when `work` has not settled within `timeoutMs` (a frozen server accepts and never replies). */
export async function within<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([work, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

export type ReadinessProbe = {
  /** Resolves when the server answers SELECT 1 within the time given; rejects otherwise. */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
};

/**
 * Readiness asks PostgreSQL on a connection of its own, kept open between checks. On a pooled one it
 * waited for a free connection: a process whose pool was busy with slow requests answered "not ready",
 * and a load balancer taking it out would have moved that load onto the other processes. A check that
 * gets no answer in time cuts its connection (a frozen server never replies) and the next opens anew.
 */
export function createReadinessProbe(connectionString: string): ReadinessProbe {
  let client: pg.Client | null = null;
  // Checks arriving together (several load balancers) share one question.
  let inFlight: Promise<void> | null = null;
  let isClosed = false;

  const drop = (lost: pg.Client) => {
    if (client === lost) client = null;
    cutConnection(lost);
  };

  async function askOnNewConnection(): Promise<void> {
    const fresh = new pg.Client({ connectionString, keepAlive: true });
    // A lost connection is noticed at the next check; an 'error' event must not end the process.
    fresh.on('error', () => drop(fresh));
    fresh.on('end', () => drop(fresh));
    client = fresh;
    await fresh.connect();
    await fresh.query('SELECT 1');
  }

  async function ask(): Promise<void> {
    const kept = client;
    if (!kept) return askOnNewConnection();
    try {
      await kept.query('SELECT 1');
    } catch {
      // The kept connection was closed under it (a server restart, an idle timeout): ask once more anew.
      drop(kept);
      await askOnNewConnection();
    }
  }

  return {
    ping(timeoutMs) {
      if (isClosed) return Promise.reject(new Error('the readiness probe is closed'));
      inFlight ??= within(ask(), timeoutMs)
        .catch((error: unknown) => {
          if (client) drop(client);
          throw error;
        })
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
    async close() {
      isClosed = true;
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}
