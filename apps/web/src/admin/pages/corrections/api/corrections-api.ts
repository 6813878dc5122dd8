import type {
  Correction,
  CorrectionField,
  CorrectionListQuery,
  correctionListSchema,
  correctionSchema,
} from '@hc/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type DataOf } from '../../../../lib/api-client';

/** Under the back-office's cache root ('admin'), so sign-out forgets it with the rest. */
const correctionsKey = ['admin', 'corrections'] as const;

/** The query string of a queue request: defaults left out (page 1, pending), so cache keys stay stable. */
export const correctionsRequestQuery = (query: CorrectionListQuery) => ({
  page: query.page > 1 ? query.page : undefined,
  status: query.status === 'pending' ? undefined : query.status,
});

export const correctionsQueryOptions = (query: CorrectionListQuery) => {
  const request = correctionsRequestQuery(query);
  return queryOptions({
    queryKey: [...correctionsKey, request],
    queryFn: ({ signal }) =>
      apiRequest<typeof correctionListSchema>('/api/admin/corrections', { query: request, signal }),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
};

/** A review changes the queue, and maybe a facility: both are fetched again. */
function useReview<Input>(call: (input: Input) => Promise<{ data: Correction }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => (await call(input)).data,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: correctionsKey });
      void client.invalidateQueries({ queryKey: ['admin', 'facilities'] });
    },
  });
}

/** POST /api/admin/corrections/{id}/accept with the fields chosen. */
export const useAcceptCorrection = () =>
  useReview(({ id, fields }: { id: number; fields: CorrectionField[] }) =>
    apiRequest<DataOf<typeof correctionSchema>>(`/api/admin/corrections/${id}/accept`, {
      method: 'POST',
      body: { fields },
    }),
  );

/** POST /api/admin/corrections/{id}/reject with the reason. */
export const useRejectCorrection = () =>
  useReview(({ id, reason }: { id: number; reason: string }) =>
    apiRequest<DataOf<typeof correctionSchema>>(`/api/admin/corrections/${id}/reject`, {
      method: 'POST',
      body: { reason },
    }),
  );
