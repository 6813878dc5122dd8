import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { output, ZodType } from 'zod';
import { apiRequest, type DataOf, type RequestOptions } from '../../lib/api-client';
import type { SortState } from '../list-kit/use-list-params';

// The shapes every back-office section's api module shares: a section caches everything under one
// key (['admin', 'doctors']), so one invalidation refreshes its list and records after a change, and
// sign-out forgets it with the rest of 'admin'.

type RequestQuery = NonNullable<RequestOptions['query']>;

/** What every section's list query holds besides its filters: the page, the search and the sort. */
type PagedQuery = { page: number; q?: string | undefined; sort?: string | undefined; order?: SortState['order'] };

/**
 * The query string of a list request: the page, the search, the section's filters, the sort. Defaults
 * (page 1, no search, the server's own order) are left out, so URLs stay short and cache keys stable.
 */
export function listRequestQuery<Filters extends RequestQuery>(
  query: PagedQuery,
  filters: Filters,
  defaultSort: SortState,
) {
  return {
    page: query.page > 1 ? query.page : undefined,
    q: query.q || undefined,
    ...filters,
    sort: query.sort === defaultSort.sort ? undefined : query.sort,
    order: query.order === defaultSort.order ? undefined : query.order,
  };
}

/**
 * A back-office read is tried again once at most: its screen shows the failure with Retry, so staff
 * are not left 5 to 7 s before a skeleton while the API client's usual three retries run.
 */
export const ADMIN_READ_RETRIES = 1;

/**
 * One page of a section's list, typed by its contract (`listQueryOptions<typeof bookingListSchema>`); the
 * rows shown stay while the next page or filter loads.
 */
export const listQueryOptions = <Page extends ZodType>(key: QueryKey, path: string, request: RequestQuery) =>
  queryOptions({
    queryKey: [...key, 'list', request],
    queryFn: ({ signal }) => apiRequest<Page>(path, { query: request, signal, retries: ADMIN_READ_RETRIES }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** One record of a section, typed by its contract (`recordQueryOptions<typeof bookingSchema>`), fresh on every visit. */
export const recordQueryOptions = <Row extends ZodType>(key: QueryKey, path: string, id: number) =>
  queryOptions({
    queryKey: [...key, 'record', id],
    queryFn: ({ signal }) => requestData<Row>(path, { signal }),
    staleTime: 0,
  });

/** A request whose answer wraps the record's contract `Row` in `{ data }`, unwrapped. */
export async function requestData<Row extends ZodType>(path: string, options?: RequestOptions) {
  const answer = (await apiRequest<DataOf<Row>>(path, { retries: ADMIN_READ_RETRIES, ...options })) as {
    data: output<Row>;
  };
  return answer.data;
}

/**
 * After a change: the caches of other pages that show the same records (`staleKeys`) are marked stale
 * without a refetch now, then the section's own queries are refetched.
 */
export function refreshSection(client: QueryClient, key: QueryKey, staleKeys: readonly QueryKey[] = []) {
  for (const queryKey of staleKeys) void client.invalidateQueries({ queryKey, refetchType: 'none' });
  return client.invalidateQueries({ queryKey: key });
}

/** A change of a section; once it settles, failed or not (a 409 means the page is out of date), `refresh` runs. */
export function useSectionMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  refresh: (client: QueryClient) => Promise<unknown>,
) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => refresh(client) });
}
