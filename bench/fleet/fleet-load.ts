/** The runner's side of the fleet's load client: forks it, names the phases, keeps its per-second figures. */
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onCleanup } from '../reliability/cleanup';
import type {
  FleetLoadCommand,
  FleetLoadMessage,
  FleetLoadRequest,
  PhaseFigures,
  SecondFigures,
} from './fleet-load-client';

const here = path.dirname(fileURLToPath(import.meta.url));

export type FleetLoad = {
  /** One entry per second since the load started, oldest first. */
  seconds: SecondFigures[];
  phase(name: string): void;
  /** Stops the clients (each finishes its request) and resolves with every phase's figures. */
  stop(): Promise<{ phases: Record<string, PhaseFigures>; acknowledged: string[] }>;
};

export function startFleetLoad(request: FleetLoadRequest): FleetLoad {
  const child = fork(path.join(here, 'fleet-load-client.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stopChild = onCleanup('stop the fleet load client', () => void child.kill('SIGKILL'));
  const seconds: SecondFigures[] = [];
  let finish: (result: { phases: Record<string, PhaseFigures>; acknowledged: string[] }) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const finished = new Promise<{ phases: Record<string, PhaseFigures>; acknowledged: string[] }>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  // Nobody may be waiting yet when the client fails: the failure is kept for stop().
  finished.catch(() => undefined);
  child.on('message', (message: FleetLoadMessage) => {
    if (message.type === 'second') seconds.push(message.figures);
    else if (message.type === 'error') fail(new Error(message.error));
    else finish({ phases: message.phases, acknowledged: message.acknowledged });
  });
  child.once('exit', (code) => fail(new Error(`the fleet load client exited (${code}) before its summary`)));
  child.send(request);
  const command = (message: FleetLoadCommand) => child.send(message);
  return {
    seconds,
    phase: (name) => command({ type: 'phase', name }),
    async stop() {
      command({ type: 'stop' });
      const result = await finished;
      child.disconnect();
      await stopChild();
      return result;
    },
  };
}

/** Requests answered per second, averaged over the seconds that started within [from, to) (epoch ms). */
export function throughput(seconds: SecondFigures[], from: number, to: number): number {
  const within = seconds.filter((s) => s.at >= from && s.at < to);
  return within.length ? within.reduce((sum, s) => sum + s.answered, 0) / within.length : 0;
}
