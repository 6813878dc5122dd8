import type { PGlite } from '@electric-sql/pglite';
import { setImmediate as nextLoopTurn } from 'node:timers/promises';

/**
 * PGlite runs each statement in this thread, and its own queue hands the next waiting statement over in a
 * microtask: while statements wait, Node never gets back to its sockets. At 100 connections of uncached
 * listings, a request that needs no database at all (liveness) waited until the whole queue drained: seconds,
 * often more than 15 (docs/decisions/2026-11-25-pglite-single-visitor.md).
 *
 * This puts the public entry points (query, exec, transaction: each one turn, as PGlite's own lock makes
 * them) in a queue of our own that lets the event loop run once between two turns, so such a request waits
 * at most for the statement running. A transaction keeps its turn until it ends, as it did: statements it
 * runs through its `tx` are not queued again.
 */
export function takeTurnsWithTheEventLoop(client: PGlite): void {
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const turn = last.then(
      () => nextLoopTurn(),
      () => nextLoopTurn(),
    );
    const result = turn.then(run);
    last = result.catch(() => undefined);
    return result;
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (...args: Parameters<PGlite['query']>) => inTurn(() => query(...args)) as never;
  client.exec = (...args: Parameters<PGlite['exec']>) => inTurn(() => exec(...args));
  client.transaction = (...args: Parameters<PGlite['transaction']>) => inTurn(() => transaction(...args)) as never;
}
