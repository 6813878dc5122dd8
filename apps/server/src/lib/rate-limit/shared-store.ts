import type { Hit, SharedCounter } from './shared-counter';

type Callback = (error: Error | null, result?: Hit) => void;

/**
 * A @fastify/rate-limit store over the shared counter. Every limiter shares the one counter, so each
 * must tell its keys apart: the API-wide limiter counts the bare address, and every other limiter
 * (site pages, per-route limits) builds its keys with its own name.
 */
export function sharedRateLimitStore(counter: SharedCounter) {
  return class SharedRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      counter.hit(key, timeWindow, max).then(
        (hit) => callback(null, hit),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child() {
      return new SharedRateLimitStore();
    }
  };
}
