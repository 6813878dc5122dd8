/**
 * kill -9 during acknowledged writes: writers subscribe new addresses to the newsletter (one row inserted
 * per 201), the server is killed with SIGKILL while writes are in flight half-way and again at the end,
 * restarted on the same data in between, and every address that was answered 201 must be in the table.
 */
import { queryRows } from '@hc/db';
import { sql } from 'drizzle-orm';
import type { ScenarioLog } from './chaos-scenario';
import { onCleanup } from './cleanup';
import { request, sleep } from './http';
import { withScratch } from './prepare-directory';
import { createScratch, serverDatabase, type Engine } from './scratch-database';
import { startServer, type ServerProcess, type ServerOptions } from './server-process';

const ACKNOWLEDGED_WRITES = 1000;
const WRITERS = 8;
/** Writes in flight per writer are one at a time: 8 in flight when the kill comes. */
const KILL_AFTER = [500, ACKNOWLEDGED_WRITES];
const RAISED_LIMIT = '100000000';

export async function killDuringWrites(log: ScenarioLog, engine: Engine, port: number): Promise<void> {
  const scratch = await createScratch(engine, `chaos_writes_${engine}`);
  onCleanup(`drop ${scratch.label}`, () => scratch.drop());
  const serverOptions: ServerOptions = {
    port,
    database: serverDatabase(scratch),
    // One address sends every write: the per-address API limit would refuse most of them.
    env: { RATE_LIMIT_PER_MINUTE: RAISED_LIMIT },
  };
  let server: ServerProcess = await startServer(serverOptions);
  onCleanup('kill the writes server', () => server.kill9());

  const run = `${process.pid.toString(36)}${Date.now().toString(36)}`;
  const acknowledged: string[] = [];
  const unexpected = new Map<number, number>();
  let sent = 0;
  let serving = true;
  const restartTimes: number[] = [];

  const writer = async () => {
    while (!log.ended && acknowledged.length < ACKNOWLEDGED_WRITES) {
      if (!serving) {
        await sleep(20);
        continue;
      }
      const email = `chaos-${run}-${sent++}@chaos.invalid`;
      const answer = await request(`${server.origin}/api/newsletter`, {
        method: 'POST',
        body: { email, source: 'footer', language: 'en' },
      });
      if (answer.status === 201) acknowledged.push(email);
      else if (answer.status !== 0) unexpected.set(answer.status, (unexpected.get(answer.status) ?? 0) + 1);
      // Status 0: the connection died with the server; that write was never acknowledged.
    }
  };

  const killer = async () => {
    for (const [i, after] of KILL_AFTER.entries()) {
      while (!log.ended && acknowledged.length < after) await sleep(1);
      if (log.ended) return;
      serving = false;
      await server.kill9();
      log.note(`kill -9 of pid ${server.pid} after ${acknowledged.length} acknowledged writes (${sent} sent)`);
      if (i === KILL_AFTER.length - 1) return;
      const started = performance.now();
      server = await startServer(serverOptions);
      restartTimes.push(performance.now() - started);
      log.note(`restarted on the same data as pid ${server.pid} in ${(restartTimes.at(-1)! / 1000).toFixed(1)} s`);
      serving = true;
    }
  };

  await Promise.all([killer(), ...Array.from({ length: WRITERS }, writer)]);
  // The folder is opened here after a kill -9: the dead holder's lock is taken over, as a restart would.
  const stored = await withScratch(scratch, async (database) => {
    const rows = await queryRows<{ email: string }>(
      database.db,
      sql`SELECT email FROM newsletter_subscriptions WHERE email LIKE ${`chaos-${run}-%`}`,
    );
    return new Set(rows.map((r) => r.email));
  });
  const lost = acknowledged.filter((email) => !stored.has(email));
  const unacknowledgedStored = stored.size - (acknowledged.length - lost.length);
  log.figure('acknowledged', acknowledged.length);
  log.figure('sent', sent);
  log.figure('lost', lost.length);
  log.figure('storedWithoutAcknowledgement', unacknowledgedStored);
  log.figure(
    'restartSeconds',
    restartTimes.map((ms) => Number((ms / 1000).toFixed(1))),
  );
  log.check(
    'every acknowledged write is stored',
    lost.length === 0 && acknowledged.length >= ACKNOWLEDGED_WRITES,
    `${acknowledged.length} acknowledged, ${lost.length} lost (${sent} sent; ${unacknowledgedStored} in flight at a kill were stored without an answer)`,
  );
  log.check(
    'no answer other than 201 or a cut connection',
    unexpected.size === 0,
    unexpected.size === 0 ? 'none' : [...unexpected].map(([status, n]) => `${n} × ${status}`).join(', '),
  );
}
