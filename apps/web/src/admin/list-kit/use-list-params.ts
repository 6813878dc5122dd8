import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters, search, sort and page, all kept in the URL query string so a view can be shared
 * and survives a reload. Changing anything but the page goes back to page 1 (spec 02 §9).
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const get = useCallback((key: string) => params.get(key) ?? '', [params]);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const update = useCallback(
    (changes: Record<string, string | null | undefined>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          }
          if (!('page' in changes)) next.delete('page');
          if (next.get('page') === '1') next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const setPage = useCallback((value: number) => update({ page: String(value) }), [update]);
  return { params, get, page, update, setPage };
}
