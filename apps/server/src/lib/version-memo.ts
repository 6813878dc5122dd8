/** Facts kept at most, across filter sets; the oldest goes first. */
const MAX_ENTRIES = 500;

/** A remembered fact and the version of the data it was read at. */
export type Recalled<Value> = { version: string; value: Value };

/**
 * What a back-office list learnt about a filter set (its total, the ids its place names stand for) at one
 * version of a change counter kept by triggers. A list reads the counter in the same statement as its page,
 * so a fact is used only when that statement proves the data has not moved since: it is never staler than
 * the page beside it, whichever process wrote last. Facts of an older version are dropped when a newer one
 * is remembered.
 */
export function createVersionMemo<Value>() {
  let version: string | null = null;
  let facts = new Map<string, Value>();
  return {
    recall(key: string): Recalled<Value> | undefined {
      const value = facts.get(key);
      return version === null || value === undefined ? undefined : { version, value };
    },
    remember(at: string, key: string, value: Value): void {
      if (at !== version) {
        facts = new Map();
        version = at;
      }
      facts.set(key, value);
      if (facts.size > MAX_ENTRIES) facts.delete(facts.keys().next().value!);
    },
  };
}
export type VersionMemo<Value> = ReturnType<typeof createVersionMemo<Value>>;
