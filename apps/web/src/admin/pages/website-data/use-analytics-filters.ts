import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseListQuery, type ListQuerySchema } from '../../list-kit';

/**
 * An analytics page's filters, kept in the URL and parsed by the shared query schema (defaults
 * filled, a hand-edited bad value dropped). Not the list kit's `useListParams`: these pages have no
 * pager, and the website's page filter is itself called `page`, which the list kit resets on every
 * change. Choosing a filter's default removes it from the URL, so the default view has a clean address.
 */
export function useAnalyticsFilters<Query extends Record<string, unknown>>(schema: ListQuerySchema<Query>) {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const query = useMemo(() => parseListQuery(schema, new URLSearchParams(search)), [schema, search]);
  const defaults = useMemo(() => parseListQuery(schema, new URLSearchParams()), [schema]);

  const set = useCallback(
    (key: keyof Query & string, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === '' || value === defaults[key]) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setParams, defaults],
  );

  return { query, set };
}
