/**
 * The fleet chaos run's phases, each played under load and measured the same way: from its first action to
 * "full capacity" (every process UP in HAProxy again, and the answered requests per second of three
 * seconds after that back to CAPACITY_SHARE of the baseline).
 *   A. kill -9 of one process, started again at once as a supervisor (systemd Restart=always) would
 *   B. a rolling restart, as a deploy does: SIGTERM one process, wait until it has gone, start it, wait until
 *      HAProxy sends it traffic, then the next
 *   C. PostgreSQL restarted (the run's own; fleet-postgres.ts), the servers left running
 */
import { sleep } from '../reliability/http';
import type { Fleet, FleetMember } from './fleet';
import { throughput, type FleetLoad } from './fleet-load';
import type { FleetPostgres } from './fleet-postgres';

/** Full capacity: this share of the baseline's answers per second (a busy 2-core machine's seconds vary by ±10 %). */
export const CAPACITY_SHARE = 0.8;
const CAPACITY_WINDOW_SECONDS = 3;
/** After the last action and full capacity, requests still in flight are counted in the phase they were sent in. */
const SETTLE_MS = 3_000;
const CAPACITY_BOUND_MS = 90_000;

export type PhaseContext = { fleet: Fleet; load: FleetLoad; postgres: FleetPostgres; baseline: number };

export type PhaseReport = {
  name: string;
  startedAt: number;
  endedAt: number;
  /** From the phase's first action to full capacity; null when not reached within the bound. */
  fullCapacityMs: number | null;
  /** What was done and how long each step took. */
  steps: string[];
  /** Invariants of the phase beyond the clients' figures (true when held). */
  held: Record<string, boolean>;
};

/** Ms from `since` to full capacity, watching HAProxy and the load's seconds; null past the bound. */
async function waitFullCapacity(context: PhaseContext, since: number): Promise<number | null> {
  const { fleet, load, baseline } = context;
  let allUpAt: number | null = null;
  while (Date.now() - since < CAPACITY_BOUND_MS) {
    const states = await fleet.haproxy.states();
    const allUp = fleet.members.every((m) => states[m.name] === 'UP');
    if (!allUp) allUpAt = null;
    else allUpAt ??= Date.now();
    if (allUpAt !== null) {
      const after = load.seconds.filter((s) => s.at >= allUpAt!);
      for (let i = 0; i + CAPACITY_WINDOW_SECONDS <= after.length; i++) {
        const window = after.slice(i, i + CAPACITY_WINDOW_SECONDS);
        const from = window[0]!.at;
        if (throughput(window, from, Infinity) >= CAPACITY_SHARE * baseline) return from - since;
      }
    }
    await sleep(250);
  }
  return null;
}

/** Resolves with ms from `since` until HAProxy reports `member` DOWN (polled every 50 ms), or null at `stop()`. */
function watchMarkedDown(fleet: Fleet, member: FleetMember, since: number) {
  let stopped = false;
  const seen = (async () => {
    while (!stopped) {
      const state = (await fleet.haproxy.states())[member.name] ?? '';
      if (state.startsWith('DOWN')) return Date.now() - since;
      await sleep(50);
    }
    return null;
  })();
  return {
    seen,
    stop: () => {
      stopped = true;
    },
  };
}

const seconds = (ms: number | null) => (ms === null ? 'never' : `${(ms / 1000).toFixed(1)} s`);

async function play(
  context: PhaseContext,
  name: string,
  act: (steps: string[], held: Record<string, boolean>) => Promise<void>,
): Promise<PhaseReport> {
  console.log(`\n--- ${name}`);
  context.load.phase(name);
  const startedAt = Date.now();
  const steps: string[] = [];
  const held: Record<string, boolean> = {};
  await act(steps, held);
  const fullCapacityMs = await waitFullCapacity(context, startedAt);
  steps.push(`full capacity after ${seconds(fullCapacityMs)}`);
  console.log(`    full capacity after ${seconds(fullCapacityMs)}`);
  await sleep(SETTLE_MS);
  return { name, startedAt, endedAt: Date.now(), fullCapacityMs, steps, held };
}

/** A step, with the time of day it ended, to place the clients' failures of that second against it. */
const note = (steps: string[], line: string) => {
  const stamped = `${new Date().toISOString().slice(11, 21)} ${line}`;
  steps.push(stamped);
  console.log(`    ${stamped}`);
};

export function killOneProcess(context: PhaseContext): Promise<PhaseReport> {
  return play(context, 'A kill -9', async (steps, held) => {
    const { fleet } = context;
    const member = fleet.members[1]!;
    const since = Date.now();
    const watch = watchMarkedDown(fleet, member, since);
    const pid = member.server?.pid;
    await fleet.kill9(member);
    note(steps, `kill -9 of ${member.name} (pid ${pid}); started again at once`);
    const started = await fleet.start(member);
    watch.stop();
    const markedDown = await watch.seen;
    note(steps, `HAProxy marked it DOWN after ${seconds(markedDown)}`);
    note(
      steps,
      `new pid ${member.server?.pid} listening after ${seconds(started.listeningMs)}, UP after ${seconds(Date.now() - since)}`,
    );
    held['the killed process was taken out by HAProxy'] = markedDown !== null;
  });
}

export function rollingRestart(context: PhaseContext): Promise<PhaseReport> {
  return play(context, 'B rolling restart', async (steps, held) => {
    const { fleet } = context;
    let allExitedCleanly = true;
    let allOutBeforeExit = true;
    for (const member of fleet.members) {
      const since = Date.now();
      const watch = watchMarkedDown(fleet, member, since);
      const stopped = await fleet.stop(member);
      watch.stop();
      const markedDown = await watch.seen;
      // The balancer must have stopped sending to it before its port closed: marked down within the drain.
      const outBeforeExit = markedDown !== null && markedDown < stopped.ms;
      allOutBeforeExit &&= outBeforeExit;
      allExitedCleanly &&= stopped.exit === 0;
      const started = await fleet.start(member);
      note(
        steps,
        `${member.name}: SIGTERM, DOWN in HAProxy after ${seconds(markedDown)}, exited (${stopped.exit}) after ` +
          `${seconds(stopped.ms)}; restarted, listening after ${seconds(started.listeningMs)}, UP after ${seconds(started.upMs)}`,
      );
    }
    held['every process exited 0 after SIGTERM'] = allExitedCleanly;
    held['HAProxy took each process out before it exited'] = allOutBeforeExit;
  });
}

export function restartPostgres(context: PhaseContext, downMs: number): Promise<PhaseReport> {
  return play(context, 'C PostgreSQL restart', async (steps, held) => {
    const { fleet, postgres } = context;
    const pids = fleet.members.map((m) => m.server?.pid);
    const { unreachableMs } = await postgres.restart(downMs);
    note(
      steps,
      `PostgreSQL (${postgres.kind}) stopped, kept down ${seconds(downMs)}, answering again after ${seconds(unreachableMs)}`,
    );
    // Not restarted: each process must find its database again by itself.
    held['the same processes serve again'] = fleet.members.every(
      (m, i) => m.server !== null && m.server.pid === pids[i] && m.server.rssKiB() !== null,
    );
  });
}
