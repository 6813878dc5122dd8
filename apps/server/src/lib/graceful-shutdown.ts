import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from './lifecycle';

export type ShutdownOptions = {
  app: FastifyInstance;
  lifecycle: Lifecycle;
  /** How long to go on serving with readiness at 503 (SHUTDOWN_DRAIN_MS). */
  drainMs: number;
  /** How long requests in flight may take once the port is closed (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  /** How the drain and the time limit wait; tests pass pauses they end themselves. */
  wait?: (ms: number, purpose: 'drain' | 'timeout') => Promise<void>;
};

/**
 * Once draining, every answer closes its connection. Node's `server.close()` closes only the keep-alive
 * connections idle at that instant; one busy then would stay open after its answer until its keep-alive
 * timeout (72 s), holding the shutdown that long. And a balancer's pooled connections end one by one as
 * they are used during the drain, instead of all at once when the port closes.
 */
export function closeConnectionsWhileDraining(app: FastifyInstance, lifecycle: Lifecycle): void {
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.phase === 'draining') reply.header('connection', 'close');
  });
}

/** `closed`: every request answered and the pool closed; otherwise the caller exits anyway. */
export type ShutdownOutcome = 'closed' | 'timed-out' | 'failed';

const realWait = (ms: number, purpose: 'drain' | 'timeout') =>
  // The time limit must not be what keeps the process alive once everything else has closed.
  delay(ms, undefined, { ref: purpose === 'drain' });

/**
 * What a process does when told to stop behind a load balancer: answer readiness 503 while still serving
 * everything else, long enough for the balancer's checks to take it out of rotation (so no new request is
 * sent to a port about to close); then stop accepting, let the requests in flight finish (keep-alive
 * connections left idle are closed, and a request arriving on a busy one is answered 503 with
 * `Connection: close`, which the balancer may retry elsewhere), and close the database pool (an onClose hook).
 */
export async function shutDownGracefully(options: ShutdownOptions): Promise<ShutdownOutcome> {
  const { app, lifecycle, drainMs, timeoutMs } = options;
  const wait = options.wait ?? realWait;
  lifecycle.startDraining();
  if (drainMs > 0) {
    app.log.info({ drainMs }, 'draining: readiness answers 503, requests are still served');
    await wait(drainMs, 'drain');
  }
  app.log.info({ timeoutMs }, 'closing: no new connections, waiting for the requests in flight');
  const closed = app.close().then(
    (): ShutdownOutcome => 'closed',
    (error: unknown): ShutdownOutcome => {
      app.log.error({ err: error }, 'shutdown failed');
      return 'failed';
    },
  );
  const timedOut = wait(timeoutMs, 'timeout').then((): ShutdownOutcome => 'timed-out');
  const outcome = await Promise.race([closed, timedOut]);
  if (outcome === 'timed-out') app.log.error({ timeoutMs }, 'requests still in flight at the shutdown limit');
  return outcome;
}
