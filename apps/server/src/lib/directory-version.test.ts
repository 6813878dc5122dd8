import { describe, expect, it } from 'vitest';
import { createDirectoryVersion } from './directory-version';

/** A counter read whose answers the test hands out one by one, as a slow database would. */
function controlledReads() {
  const waiting: ((value: string) => void)[] = [];
  return {
    read: () => new Promise<string>((resolve) => waiting.push(resolve)),
    get count() {
      return waiting.length;
    },
    answer(index: number, value: string) {
      waiting[index]!(value);
    },
  };
}

describe('the directory version a process trusts', () => {
  it('is read again once a second has passed, and meanwhile comes from memory', async () => {
    let time = 0;
    let counter = 1;
    const version = createDirectoryVersion(
      async () => String(counter),
      () => time,
    );
    expect(await version.current()).toBe('1');
    counter = 2;
    time = 999;
    expect(await version.current()).toBe('1');
    time = 1000;
    expect(await version.current()).toBe('2');
  });

  it('answers other readers with the last value while a slow re-read is under way, for a few seconds', async () => {
    let time = 0;
    const reads = controlledReads();
    const version = createDirectoryVersion(reads.read, () => time);
    const first = version.current();
    reads.answer(0, '1');
    expect(await first).toBe('1');

    time = 1500;
    // The first reader past the second starts the read and waits for it: an idle server is exact.
    const waiting = version.current();
    // Those arriving while it waits in a busy queue are not held behind it.
    expect(await version.current()).toBe('1');
    expect(reads.count).toBe(2);
    reads.answer(1, '2');
    expect(await waiting).toBe('2');
    expect(await version.current()).toBe('2');

    // Past the bound, everyone waits for the fresh value rather than an older one.
    time = 1500 + 1000 + 5000;
    const late = version.current();
    const alsoLate = version.current();
    let isAnswered = false;
    void alsoLate.then(() => (isAnswered = true));
    await Promise.resolve();
    expect(isAnswered).toBe(false);
    reads.answer(2, '3');
    expect([await late, await alsoLate]).toEqual(['3', '3']);
  });

  it('after a write through this process, never answers with a read started before it', async () => {
    const reads = controlledReads();
    const version = createDirectoryVersion(reads.read, () => 0);
    const before = version.current();
    // The write commits and invalidates while that read is still on its way.
    version.invalidate();
    const after = version.current();
    expect(reads.count).toBe(2);
    reads.answer(1, '8');
    reads.answer(0, '7');
    expect(await before).toBe('7');
    expect(await after).toBe('8');
    // The older answer, arriving late, did not replace the newer one.
    expect(await version.current()).toBe('8');
  });
});
