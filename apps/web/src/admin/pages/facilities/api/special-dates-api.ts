import type { holidayListSchema, specialDateListSchema, specialDateSchema, SpecialDateValues } from '@hc/shared';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest, type DataOf } from '../../../../lib/api-client';
import { refreshSection, useSectionMutation } from '../../../api/section-queries';

// A facility's special dates (issue 35). The back-office reaches them under its facility's record; the
// facility managers' space will give its own `path` to the same hooks and section.

/** Where a facility's special dates are read and written, by default the back-office's path. */
export const adminSpecialDatesPath = (facilityId: number) => `/api/admin/facilities/${facilityId}/special-dates`;

/** Under the facilities' key: a change refreshes the record and its history with them. */
const specialDatesKey = (path: string) => ['admin', 'facilities', 'special-dates', path] as const;

/** The public pages cache the directory: marked stale so "Closed today" shows there after a change. */
const publicDirectoryKeys = [['facility-list'], ['facility'], ['featured'], ['search']] as const;

export const specialDatesQueryOptions = (path: string) =>
  queryOptions({
    queryKey: specialDatesKey(path),
    queryFn: ({ signal }) => apiRequest<typeof specialDateListSchema>(path, { signal }),
    staleTime: 0,
  });

/** Cameroon's public holidays of a year (they change only with a release). */
export const holidaysQueryOptions = (year: number) =>
  queryOptions({
    queryKey: ['holidays', year],
    queryFn: ({ signal }) => apiRequest<typeof holidayListSchema>('/api/holidays', { query: { year }, signal }),
    staleTime: Infinity,
  });

const refresh = (client: QueryClient) => refreshSection(client, ['admin', 'facilities'], publicDirectoryKeys);

/** Adds a date (no `id`) or replaces one's fields. */
export const useSaveSpecialDate = (path: string) =>
  useSectionMutation(
    ({ id, values }: { id?: number; values: SpecialDateValues }) =>
      apiRequest<DataOf<typeof specialDateSchema>>(id === undefined ? path : `${path}/${id}`, {
        method: id === undefined ? 'POST' : 'PATCH',
        body: values,
      }),
    refresh,
  );

export const useDeleteSpecialDate = (path: string) =>
  useSectionMutation(
    (id: number) => apiRequest<DataOf<typeof specialDateSchema>>(`${path}/${id}`, { method: 'DELETE' }),
    refresh,
  );
