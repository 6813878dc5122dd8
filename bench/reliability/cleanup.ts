/**
 * What a suite must undo however it ends (servers it started, proxies, scratch databases), and the time
 * bound that ends it: past its bound, or on Ctrl-C, everything registered is undone and the process exits 1.
 */
type Task = { label: string; run: () => Promise<void> | void };

const tasks: Task[] = [];

/** Registers an undo step; the returned function runs it now (once) and forgets it. */
export function onCleanup(label: string, run: () => Promise<void> | void): () => Promise<void> {
  const task: Task = { label, run };
  tasks.push(task);
  return async () => {
    const at = tasks.indexOf(task);
    if (at < 0) return;
    tasks.splice(at, 1);
    await task.run();
  };
}

/** Runs every registered step, newest first; a failing one is reported and the others still run. */
export async function cleanupAll(): Promise<void> {
  while (tasks.length > 0) {
    const task = tasks.pop()!;
    try {
      await task.run();
    } catch (error) {
      console.error(`! cleanup "${task.label}" failed: ${String(error)}`);
    }
  }
}

let bound: NodeJS.Timeout | undefined;

/** The whole suite's time bound. */
export function boundSuite(name: string, ms: number): void {
  bound = setTimeout(() => {
    console.error(`\nFAIL ${name}: exceeded its time bound of ${Math.round(ms / 1000)} s; stopping.`);
    void cleanupAll().finally(() => process.exit(1));
  }, ms);
  bound.unref();
  process.once('SIGINT', () => {
    console.error(`\n${name} interrupted; cleaning up.`);
    void cleanupAll().finally(() => process.exit(130));
  });
}

/** Rejects when `promise` has not settled within `ms`: one scenario's own bound. */
export async function within<T>(ms: number, label: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: no result within ${Math.round(ms / 1000)} s`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
