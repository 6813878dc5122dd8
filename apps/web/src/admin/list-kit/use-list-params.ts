import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The sorted column and its direction, as kept in the URL (`sort`, `order`). */
export type SortState = { sort: string; order: 'asc' | 'desc' };

/** A value for `update`: `''`, `null` and `undefined` remove the key from the URL. */
export type ParamChanges = Record<string, string | number | null | undefined>;

/**
 * What `useListParams(schema)` needs of a schema: Zod's `safeParse` (any Zod 4 object schema fits,
 * e.g. `logsQuerySchema` of @hc/shared). Typed structurally, so the kit adds no Zod import of its own.
 */
export type ListQuerySchema<Query> = {
  safeParse(
    input: unknown,
  ):
    { success: true; data: Query } | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };
};

export type ListParamsOptions = {
  /**
   * The order the server uses when the URL names none (logs: newest first). Choosing it again removes
   * `sort` and `order` from the URL, so the default view keeps a clean address.
   */
  defaultSort?: SortState;
};

/**
 * The URL query as the section's list query: each key read once, and a key whose value the schema
 * refuses (a hand-edited `?level=LOUD`) is dropped rather than failing the page, as if it were absent.
 */
export function parseListQuery<Query>(schema: ListQuerySchema<Query>, params: URLSearchParams): Query {
  const input: Record<string, string> = {};
  for (const key of new Set(params.keys())) input[key] = params.get(key) ?? '';
  for (let attempt = 0; attempt <= Object.keys(input).length; attempt++) {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    const refused = result.error.issues.map((issue) => issue.path[0]).filter((key) => typeof key === 'string');
    const known = refused.filter((key) => key in input);
    if (known.length === 0) break;
    for (const key of known) delete input[key];
  }
  const empty = schema.safeParse({});
  if (empty.success) return empty.data;
  throw new Error('The list query schema must accept an empty query string');
}

export type ListParams = {
  params: URLSearchParams;
  /** The raw text of one key ('' when absent). */
  get: (key: string) => string;
  page: number;
  sort: SortState | undefined;
  /** Sets or removes keys. Any change but the page itself goes back to page 1 (spec 02 §9). */
  update: (changes: ParamChanges) => void;
  setPage: (page: number) => void;
  setSort: (next: SortState) => void;
  /** Removes every filter, the search, the sort and the page. */
  reset: () => void;
};

/**
 * A list's filters, search, sort and page, all kept in the URL query string so a view can be shared
 * and survives a reload. Changing anything but the page goes back to page 1 (spec 02 §9).
 *
 * Given the section's list query schema (`useListParams(logsQuerySchema)`), it also returns `query`:
 * the URL parsed by that schema, with its defaults, ready for the section's query options.
 */
export function useListParams(options?: ListParamsOptions): ListParams;
export function useListParams<Query>(
  schema: ListQuerySchema<Query>,
  options?: ListParamsOptions,
): ListParams & { query: Query };
export function useListParams<Query>(
  schemaOrOptions?: ListQuerySchema<Query> | ListParamsOptions,
  maybeOptions?: ListParamsOptions,
): ListParams & { query?: Query } {
  const schema =
    schemaOrOptions && 'safeParse' in schemaOrOptions ? (schemaOrOptions as ListQuerySchema<Query>) : undefined;
  const options = (schema ? maybeOptions : (schemaOrOptions as ListParamsOptions | undefined)) ?? {};
  const defaultSort = options.defaultSort;
  const [params, setParams] = useSearchParams();
  const get = useCallback((key: string) => params.get(key) ?? '', [params]);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const searchText = params.toString();
  const query = useMemo(
    () => (schema ? parseListQuery(schema, new URLSearchParams(searchText)) : undefined),
    [schema, searchText],
  );

  const sortKey = params.get('sort');
  const orderValue = params.get('order');
  const order = orderValue === 'asc' || orderValue === 'desc' ? orderValue : undefined;
  const sort: SortState | undefined =
    sortKey || order || defaultSort
      ? { sort: sortKey || defaultSort?.sort || '', order: order ?? defaultSort?.order ?? 'asc' }
      : undefined;

  const update = useCallback(
    (changes: ParamChanges) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
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

  const setPage = useCallback((value: number) => update({ page: value }), [update]);

  const defaultSortKey = defaultSort?.sort;
  const defaultOrder = defaultSort?.order;
  const setSort = useCallback(
    (next: SortState) =>
      update({
        sort: next.sort === defaultSortKey ? null : next.sort,
        order: next.sort === defaultSortKey && next.order === defaultOrder ? null : next.order,
      }),
    [update, defaultSortKey, defaultOrder],
  );

  const reset = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);

  return { params, get, page, sort, update, setPage, setSort, reset, query };
}
