import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as NeededOffline from './needed-offline';

// The registry is the module's own: each test starts with a fresh one, as a fresh page does.
let registry: typeof NeededOffline;
beforeEach(async () => {
  vi.resetModules();
  registry = await import('./needed-offline');
});
afterEach(() => localStorage.clear());

describe('code needed offline', () => {
  it('is told done only once every registered part has come, so "Saved" is true at once offline', async () => {
    let release: () => void = () => undefined;
    registry.neededOffline(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    let isDone = false;
    const fetching = registry.fetchCodeNeededOffline().then(() => {
      isDone = true;
    });
    await Promise.resolve();
    expect(isDone).toBe(false);
    release();
    await fetching;
    expect(isDone).toBe(true);
  });

  it('a part that fails to download does not stop the others or the save', async () => {
    let hasOtherCome = false;
    registry.neededOffline(() => Promise.reject(new Error('offline')));
    registry.neededOffline(async () => {
      hasOtherCome = true;
    });
    await expect(registry.fetchCodeNeededOffline()).resolves.toBeUndefined();
    expect(hasOtherCome).toBe(true);
  });

  it('a part registered on a device holding a saved directory is fetched at once', () => {
    localStorage.setItem('savedDirectory', '{}');
    expect(registry.hasSavedDirectory()).toBe(true);
    let calls = 0;
    registry.neededOffline(async () => {
      calls += 1;
    });
    expect(calls).toBe(1);
  });
});
