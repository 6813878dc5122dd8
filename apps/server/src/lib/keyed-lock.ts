/**
 * Runs tasks one at a time per key, in the order they arrived, within this process. Used in front of a
 * database lock: requests that would all wait on the same database lock wait here instead, without each
 * holding one of the pool's few connections (which would starve every other route).
 */
export function createKeyedLock() {
  const tails = new Map<string, Promise<void>>();

  async function withKey<T>(key: string, run: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => done);
    tails.set(key, tail);
    await previous;
    try {
      return await run();
    } finally {
      release();
      if (tails.get(key) === tail) tails.delete(key);
    }
  }

  return {
    /** Holds the keys in the order given (callers must agree on one order, as with database locks). */
    withKeys<T>(keys: readonly string[], run: () => Promise<T>): Promise<T> {
      return keys.reduceRight<() => Promise<T>>((inner, key) => () => withKey(key, inner), run)();
    },
    /** Keys with a task running or waiting (for tests: nothing is left behind). */
    get size() {
      return tails.size;
    },
  };
}
