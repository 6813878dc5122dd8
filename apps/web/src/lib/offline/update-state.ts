import { useSyncExternalStore } from 'react';

/** Set when a new version waits to take over: calling it switches to the new version and reloads. */
let applyUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();

export function offerUpdate(apply: () => void): void {
  applyUpdate = apply;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The waiting version's switch, while one waits (the page offers "Reload"). */
export function useWaitingUpdate(): (() => void) | null {
  return useSyncExternalStore(
    subscribe,
    () => applyUpdate,
    () => null,
  );
}
