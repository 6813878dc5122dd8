import type { adminFacilityListSchema } from '@hc/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

// Shared by the sections whose forms link a facility (New Booking, a doctor's facilities): the
// back-office's facilities whose id or name holds the text (10 at most), for the facility picker.
export const facilityChoicesQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['admin', 'facilities', 'choices', text],
    queryFn: ({ signal }) =>
      apiRequest<typeof adminFacilityListSchema>('/api/admin/facilities', { query: { q: text }, signal }),
    enabled: text.trim().length > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
