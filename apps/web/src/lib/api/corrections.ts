import type { CorrectionSubmission } from '@hc/shared';
import { apiRequest } from '../api-client';

/**
 * A visitor's correction of a facility (POST /api/facilities/{id}/corrections): 202 once received.
 * The answer is the same whether or not it was kept, so the call returns nothing.
 */
export async function submitCorrection(facilityId: number, correction: CorrectionSubmission): Promise<void> {
  await apiRequest<{ data: { received: true } }>(`/api/facilities/${facilityId}/corrections`, {
    method: 'POST',
    body: correction,
  });
}
