import { useSyncExternalStore } from 'react';

/** The header the service worker sets on an answer it gave from its copy (service-worker/caching-rules.ts). */
const OFFLINE_COPY_HEADER = 'x-offline-copy';

let copiedAt: Date | null = null;
const listeners = new Set<() => void>();

function set(next: Date | null) {
  if (next?.getTime() === copiedAt?.getTime()) return;
  copiedAt = next;
  for (const listener of listeners) listener();
}

/**
 * Notes where an answer of the API came from: the device's copy (kept while online, given by the
 * service worker when the network failed) or the server. The page says "offline — data from …"
 * while what it shows comes from the copy; the oldest copy shown is the time given.
 */
export function noteAnswer(response: Response): void {
  const copied = response.headers.get(OFFLINE_COPY_HEADER);
  if (!copied) {
    // Only a directory answer that was checked with the server now says the data is current: reference
    // lists kept for a day (`max-age`) may come from the browser's cache even offline.
    if (/\bno-cache\b/.test(response.headers.get('cache-control') ?? '')) set(null);
    return;
  }
  noteOfflineCopy(new Date(copied));
}

/** Notes that what the page shows now comes from a copy on the device, current at `at`. */
export function noteOfflineCopy(at: Date): void {
  if (Number.isNaN(at.getTime())) return;
  set(copiedAt && copiedAt < at ? copiedAt : at);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** When the data on screen was current, while it comes from the device's copy; otherwise null. */
export function useOfflineCopyTime(): Date | null {
  return useSyncExternalStore(
    subscribe,
    () => copiedAt,
    () => null,
  );
}
