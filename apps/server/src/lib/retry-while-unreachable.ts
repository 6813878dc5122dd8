export type RetryOptions = {
  /** Errors that another attempt may cure; any other error ends the retries at once. */
  isUnreachable: (error: unknown) => boolean;
  /** Told before each pause, to log it. */
  onRetry: (delayMs: number, attempt: number, error: unknown) => void;
  firstDelayMs?: number;
  maxDelayMs: number;
};

/** The pause after the nth failed attempt: doubling from the first, never past the cap. */
export function retryDelay(attempt: number, firstDelayMs: number, maxDelayMs: number): number {
  return Math.min(firstDelayMs * 2 ** (attempt - 1), maxDelayMs);
}

/**
 * Runs the task until it succeeds, pausing longer after each failure that means "not reachable yet":
 * a server started before its database (a machine's boot, a cluster's restart) waits for it instead
 * of exiting and leaving its supervisor to guess.
 */
export async function retryWhileUnreachable<T>(task: () => Promise<T>, options: RetryOptions): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (!options.isUnreachable(error)) throw error;
      const delayMs = retryDelay(attempt, options.firstDelayMs ?? 1000, options.maxDelayMs);
      options.onRetry(delayMs, attempt, error);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
