import { useEffect, useState } from 'react';

/** Spec 01 §9: the name search waits for the typing to stop for this long. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The value once it has stayed the same for `delayMs`; every change restarts the wait. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
