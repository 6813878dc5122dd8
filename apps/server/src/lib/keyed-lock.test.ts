import { describe, expect, it } from 'vitest';
import { createKeyedLock } from './keyed-lock';

/** A task that records when it starts and ends, and finishes when the test says so. */
function controlledTask(log: string[], name: string) {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  return {
    run: async () => {
      log.push(`${name} start`);
      await finished;
      log.push(`${name} end`);
      return name;
    },
    finish,
  };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('keyed lock', () => {
  it('runs tasks on one key one at a time, in arrival order, and tasks on other keys meanwhile', async () => {
    const lock = createKeyedLock();
    const log: string[] = [];
    const [a1, a2, b1] = [controlledTask(log, 'a1'), controlledTask(log, 'a2'), controlledTask(log, 'b1')];
    const results = [lock.withKeys(['a'], a1.run), lock.withKeys(['a'], a2.run), lock.withKeys(['b'], b1.run)];
    await settle();
    expect(log).toEqual(['a1 start', 'b1 start']);
    a1.finish();
    await settle();
    expect(log).toEqual(['a1 start', 'b1 start', 'a1 end', 'a2 start']);
    a2.finish();
    b1.finish();
    expect(await Promise.all(results)).toEqual(['a1', 'a2', 'b1']);
    expect(lock.size).toBe(0);
  });

  it('holds every key of a task: a task on two keys waits for both, and a failure releases them', async () => {
    const lock = createKeyedLock();
    const log: string[] = [];
    const onAccount = controlledTask(log, 'account');
    const first = lock.withKeys(['account:1'], onAccount.run);
    const failing = lock.withKeys(['account:1', 'address:x'], async () => {
      log.push('both start');
      throw new Error('refused');
    });
    const onAddress = lock.withKeys(['address:x'], async () => log.push('address start'));
    await settle();
    expect(log).toEqual(['account start', 'address start']);
    onAccount.finish();
    await first;
    await expect(failing).rejects.toThrow('refused');
    await onAddress;
    expect(await lock.withKeys(['account:1', 'address:x'], async () => 'free again')).toBe('free again');
    expect(lock.size).toBe(0);
  });
});
