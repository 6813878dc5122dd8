/** Percentiles of a set of latencies (milliseconds), by sorting: the suites' sets are small enough. */
export type LatencySummary = { count: number; p50: number; p99: number; max: number };

export function summarize(values: ArrayLike<number>): LatencySummary {
  const sorted = Float64Array.from(values).sort();
  const at = (q: number) =>
    sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.length ? sorted[sorted.length - 1]! : 0 };
}

/** A growable list of numbers without per-value objects: a five-minute run records a million latencies. */
export class NumberList {
  private values = new Float64Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }

  view(): Float64Array {
    return this.values.subarray(0, this.length);
  }
}
