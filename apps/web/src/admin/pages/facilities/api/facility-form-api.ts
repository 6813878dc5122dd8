import type { AdminFacility, AdminFacilityCreate, adminFacilitySchema, AdminFacilityUpdate } from '@hc/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type DataOf } from '../../../../lib/api-client';
import { facilitiesKey, facilityQueryOptions } from './facilities-api';

/**
 * What the Add and Edit pages hand to the facility's record page (react-router `state`) after a save:
 * the translated notice to show there ("Saved. The facility is pending approval."), and the list's
 * query string when the form was opened from a filtered list.
 */
export type FacilitySavedState = { savedNotice: string; listSearch: string };

/** After a write, every facilities list and record is out of date; the answer is the record itself. */
function useFacilityWrite<Input>(call: (input: Input) => Promise<{ data: AdminFacility }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => (await call(input)).data,
    onSuccess: (facility) => {
      client.setQueryData(facilityQueryOptions(facility.id).queryKey, facility);
      void client.invalidateQueries({ queryKey: facilitiesKey });
    },
  });
}

/** POST /api/admin/facilities: the new facility is pending until approved. */
export const useCreateFacility = () =>
  useFacilityWrite((body: AdminFacilityCreate) =>
    apiRequest<DataOf<typeof adminFacilitySchema>>('/api/admin/facilities', { method: 'POST', body }),
  );

/** PATCH /api/admin/facilities/:id with the version read: a stale one answers 409 `changed_meanwhile`. */
export const useUpdateFacility = (id: number) =>
  useFacilityWrite((body: AdminFacilityUpdate) =>
    apiRequest<DataOf<typeof adminFacilitySchema>>(`/api/admin/facilities/${id}`, { method: 'PATCH', body }),
  );
