import type { AdminFacility, AdminFacilityCreate, AdminFacilityUpdate } from '@hc/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** Every facilities cache of the back-office (list, record, history...) lives under this key. */
export const adminFacilitiesKey = ['admin', 'facilities'] as const;

/**
 * What the Add and Edit pages hand to the facility's record page (react-router `state`) after a save:
 * the translated notice to show there ("Saved. The facility is pending approval."), and the list's
 * query string when the form was opened from a filtered list.
 */
export type FacilitySavedState = { savedNotice: string; listSearch: string };

/** One facility as staff edit it (GET /api/admin/facilities/:id), its `version` included. */
export const adminFacilityQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...adminFacilitiesKey, 'record', id],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: AdminFacility }>(`/api/admin/facilities/${id}`, { signal })).data,
    // An edit starts from the latest version, never from a cached one.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

/** After a write, every facilities list and record is out of date; the answer is the record itself. */
function useFacilityWrite<Input>(call: (input: Input) => Promise<{ data: AdminFacility }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => (await call(input)).data,
    onSuccess: (facility) => {
      client.setQueryData(adminFacilityQueryOptions(facility.id).queryKey, facility);
      void client.invalidateQueries({ queryKey: adminFacilitiesKey });
    },
  });
}

/** POST /api/admin/facilities: the new facility is pending until approved. */
export const useCreateFacility = () =>
  useFacilityWrite((body: AdminFacilityCreate) =>
    apiRequest<{ data: AdminFacility }>('/api/admin/facilities', { method: 'POST', body }),
  );

/** PATCH /api/admin/facilities/:id with the version read: a stale one answers 409 `changed_meanwhile`. */
export const useUpdateFacility = (id: number) =>
  useFacilityWrite((body: AdminFacilityUpdate) =>
    apiRequest<{ data: AdminFacility }>(`/api/admin/facilities/${id}`, { method: 'PATCH', body }),
  );
