/** Counts kept at most, across filter sets; the oldest goes first. */
const MAX_ENTRIES = 500;

/**
 * Remembers a back-office list's totals per filter set for one version of its data. Counting every
 * row a broad filter selects costs more than reading a page of them, and staff page through the same
 * filters: the count is computed once per filter set until the data changes (the version, kept by
 * triggers, moves on every write through any process).
 */
export function createListCounts(version: () => Promise<string>) {
  let counts = new Map<string, Promise<number>>();
  let countedAt = '';
  return async (key: string, compute: () => Promise<number>): Promise<number> => {
    const current = await version();
    if (current !== countedAt) {
      counts = new Map();
      countedAt = current;
    }
    let total = counts.get(key);
    if (total === undefined) {
      const kept = counts;
      total = compute();
      kept.set(key, total);
      // A failed count is not remembered.
      total.catch(() => kept.delete(key));
      if (kept.size > MAX_ENTRIES) kept.delete(kept.keys().next().value!);
    }
    return total;
  };
}
export type ListCounts = ReturnType<typeof createListCounts>;
