/**
 * Memoizes `read` by key in `map`, at most `max` entries (the oldest goes first); a failed read is not kept,
 * so the next caller reads again. The map belongs to the caller, which drops it when what it read is stale.
 */
export function remembered<T>(
  map: Map<string, Promise<T>>,
  max: number,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  let value = map.get(key);
  if (!value) {
    if (map.size >= max) map.delete(map.keys().next().value!);
    value = read();
    map.set(key, value);
    value.catch(() => map.delete(key));
  }
  return value;
}
