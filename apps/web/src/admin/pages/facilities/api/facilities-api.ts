import type {
  AdminFacility,
  AdminFacilityListQuery,
  adminFacilityListSchema,
  adminFacilitySchema,
  facilityHistoryListSchema,
} from '@hc/shared';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, type DataOf } from '../../../../lib/api-client';
import { listExportUrl } from '../../../list-kit/export-button';
import { listQueryOptions, listRequestQuery, recordQueryOptions, refreshSection } from '../../../api/section-queries';

// The back-office Facilities section (docs/decisions/2026-11-23-facilities-back-office-api.md): list, record, history, lifecycle, exports.
// Everything is cached under ['admin', 'facilities', …], so one invalidation refreshes the list, the
// record and its history after any change (and sign-out forgets it with the rest of 'admin').
export const facilitiesKey = ['admin', 'facilities'] as const;

/** The query string of a list request: defaults left out, so URLs stay short and cache keys stable. */
export const facilitiesRequestQuery = (query: AdminFacilityListQuery) =>
  listRequestQuery(
    query,
    {
      region: query.region,
      division: query.division,
      subdivision: query.subdivision,
      status: query.status,
      type: query.type,
      needsData: query.needsData ? 'true' : undefined,
      archived: query.archived ? 'true' : undefined,
    },
    { sort: 'name', order: 'asc' },
  );

export const facilitiesQueryOptions = (query: AdminFacilityListQuery) =>
  listQueryOptions<typeof adminFacilityListSchema>(
    facilitiesKey,
    '/api/admin/facilities',
    facilitiesRequestQuery(query),
  );

/** The CSV of every facility the filters select (all pages): the list's filters, without the page. */
export const facilitiesCsvUrl = (query: AdminFacilityListQuery) =>
  listExportUrl('/api/admin/facilities/export.csv', facilitiesRequestQuery(query));

/** The same rows as GeoJSON points (those with a position). */
export const facilitiesGeoJsonUrl = (query: AdminFacilityListQuery) =>
  listExportUrl('/api/admin/facilities/export.geojson', facilitiesRequestQuery(query));

/**
 * One facility as staff see and edit it (GET /api/admin/facilities/:id), its `version` included: the
 * record page and the Edit page (which also never refetches on focus, so typing is not overwritten).
 */
export const facilityQueryOptions = (id: number) =>
  recordQueryOptions<typeof adminFacilitySchema>(facilitiesKey, `/api/admin/facilities/${id}`, id);

/** One page of the changes kept for the facility, newest first. */
export const facilityHistoryQueryOptions = (id: number, page = 1) =>
  queryOptions({
    queryKey: [...facilitiesKey, 'history', id, page],
    queryFn: ({ signal }) =>
      apiRequest<typeof facilityHistoryListSchema>(`/api/admin/facilities/${id}/history`, {
        query: { page: page > 1 ? page : undefined },
        signal,
      }),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });

/** The public pages cache the directory too: mark them stale, so a suspension or an archive shows there. */
const publicDirectoryKeys = [['facility-list'], ['facility'], ['featured'], ['search']] as const;

const refreshAfterChange = (client: QueryClient) => refreshSection(client, facilitiesKey, publicDirectoryKeys);

/**
 * A lifecycle call that answers with the facility: the record is replaced by it, then the list, the
 * record and the history are refetched, after a failure too (a 409 means the list is out of date).
 */
function useFacilityChange<Input extends { id: number }>(call: (input: Input) => Promise<{ data: AdminFacility }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => (await call(input)).data,
    onSuccess: (facility) => client.setQueryData(facilityQueryOptions(facility.id).queryKey, facility),
    onSettled: () => refreshAfterChange(client),
  });
}

const facilityPath = (id: number, action?: string) => `/api/admin/facilities/${id}${action ? `/${action}` : ''}`;

/** pending → approved: the facility becomes public. */
export const useApproveFacility = () =>
  useFacilityChange(({ id }: { id: number }) =>
    apiRequest<DataOf<typeof adminFacilitySchema>>(facilityPath(id, 'approve'), { method: 'POST' }),
  );

/** active|approved → suspended, with the reason (required, at most 500 characters). */
export const useSuspendFacility = () =>
  useFacilityChange(({ id, reason }: { id: number; reason: string }) =>
    apiRequest<DataOf<typeof adminFacilitySchema>>(facilityPath(id, 'suspend'), { method: 'POST', body: { reason } }),
  );

/** suspended → the status it had before. */
export const useReactivateFacility = () =>
  useFacilityChange(({ id }: { id: number }) =>
    apiRequest<DataOf<typeof adminFacilitySchema>>(facilityPath(id, 'reactivate'), { method: 'POST' }),
  );

/** Delete archives: hidden everywhere, restorable by an admin. */
export const useDeleteFacility = () =>
  useFacilityChange(({ id }: { id: number }) =>
    apiRequest<DataOf<typeof adminFacilitySchema>>(facilityPath(id), { method: 'DELETE' }),
  );

/** Admin only: brings an archived facility back. */
export const useRestoreFacility = () =>
  useFacilityChange(({ id }: { id: number }) =>
    apiRequest<DataOf<typeof adminFacilitySchema>>(facilityPath(id, 'restore'), { method: 'POST' }),
  );
