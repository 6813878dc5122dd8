import type {
  ApiError,
  RotaImportCommit,
  RotaImportPreview,
  rotaImportPreviewResultSchema,
  RotaImportResult,
} from '@hc/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiClientError } from '../../../../lib/api-client';
import { requestData } from '../../../api/section-queries';
import { pharmacyCallsKey } from './pharmacy-calls-api';

// Import of a published duty list (docs/decisions/2026-11-28-rota-list-import.md): a preview that
// writes nothing, then the import with staff's decisions, all or nothing.

/** A refused import (409): nothing was written; the result says which lines conflict. */
export class RotaImportRejectedError extends Error {
  constructor(readonly result: RotaImportResult) {
    super('The import was refused');
  }
}

/** Reads the list and matches its pharmacies (`POST /api/admin/pharmacy-calls/import/preview`). */
export const usePreviewRotaImport = () =>
  useMutation({
    mutationFn: (input: RotaImportPreview) =>
      requestData<typeof rotaImportPreviewResultSchema>('/api/admin/pharmacy-calls/import/preview', {
        method: 'POST',
        body: input,
      }),
  });

/**
 * Sends the decisions. Not through apiRequest: a 409 carries every line's outcome, which it would drop.
 * Resolves with the result; a refusal rejects with RotaImportRejectedError, any other failure with an
 * ApiClientError (as every API call).
 */
export async function sendRotaImport(input: RotaImportCommit): Promise<RotaImportResult> {
  let response: Response;
  try {
    response = await fetch('/api/admin/pharmacy-calls/import', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(input),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiClientError('network', 'Could not connect to server');
  }
  const payload = (await response.json().catch(() => null)) as (Partial<ApiError> & { data?: RotaImportResult }) | null;
  if (response.ok && payload?.data) return payload.data;
  if (response.status === 409 && payload?.data) throw new RotaImportRejectedError(payload.data);
  const error = payload?.error;
  throw new ApiClientError(
    'server',
    error?.message ?? 'Unknown error',
    response.status,
    error?.code,
    error?.fields,
    error?.requestId,
  );
}

/** The import; once it settles, the section's list and the facilities (new pending ones) are refreshed. */
export function useCommitRotaImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendRotaImport,
    onSettled: async () => {
      void client.invalidateQueries({ queryKey: ['admin', 'facilities'], refetchType: 'none' });
      await client.invalidateQueries({ queryKey: pharmacyCallsKey });
    },
  });
}
