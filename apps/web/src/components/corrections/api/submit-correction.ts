import type { correctionReceivedSchema, CorrectionSubmission } from '@hc/shared';
import { apiRequest } from '../../../lib/api-client';

/**
 * A visitor's correction of a facility (POST /api/facilities/{id}/corrections): 202 once received.
 * The answer is the same whether or not it was kept, so the call returns nothing.
 */
export async function submitCorrection(facilityId: number, correction: CorrectionSubmission): Promise<void> {
  await apiRequest<typeof correctionReceivedSchema>(`/api/facilities/${facilityId}/corrections`, {
    method: 'POST',
    body: correction,
  });
}
