import type {
  ApiError,
  facilityDuplicatesListSchema,
  FacilityDuplicatesQuery,
  FacilityImportReport,
  facilityMergeResultSchema,
  facilityNotDuplicateResultSchema,
} from '@hc/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiClientError, apiRequest, type DataOf } from '../../../../lib/api-client';
import { facilitiesKey } from './facilities-api';

// CSV import, possible duplicates and merge of the Facilities section (docs/decisions/2026-11-23-facility-import-and-merge.md). Cached
// under ['admin', 'facilities', …] like the rest of the section, so an import or a merge refreshes the
// list, the records and the duplicates in one invalidation.

/** A refused import (400): nothing was imported, and the report says why, row by row. */
export class ImportRejectedError extends Error {
  constructor(readonly report: FacilityImportReport) {
    super('The import was refused');
  }
}

export type UploadProgress = { loaded: number; total: number };

type ImportOptions = {
  /** Bytes of the file sent so far (the upload phase). */
  onUploadProgress?: (progress: UploadProgress) => void;
  /** The file is on the server: from now on it is checking (or importing) it. */
  onUploaded?: () => void;
  signal?: AbortSignal;
};

/**
 * Sends the CSV file to `POST /api/admin/facilities/import?dryRun=…` as `text/csv`. XMLHttpRequest, not
 * fetch: only it reports the upload's progress. Resolves with the report; a refusal with a report
 * rejects with ImportRejectedError, any other failure with an ApiClientError (as every API call).
 */
export function sendFacilityImport(
  file: Blob,
  dryRun: boolean,
  { onUploadProgress, onUploaded, signal }: ImportOptions = {},
): Promise<FacilityImportReport> {
  return new Promise((resolve, reject) => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      reject(new ApiClientError('offline', 'You are offline'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/admin/facilities/import?dryRun=${dryRun}`);
    xhr.setRequestHeader('content-type', 'text/csv');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploadProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.upload.onload = () => onUploaded?.();
    xhr.onerror = () => reject(new ApiClientError('network', 'Could not connect to server'));
    xhr.onabort = () => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's error page): described by its status alone.
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve((payload as { data: FacilityImportReport }).data);
        return;
      }
      const body = payload as (ApiError & { data?: FacilityImportReport }) | null;
      if (xhr.status === 400 && body?.data) {
        reject(new ImportRejectedError(body.data));
        return;
      }
      reject(
        new ApiClientError(
          'server',
          body?.error?.message ?? 'Unknown error',
          xhr.status,
          body?.error?.code,
          body?.error?.fields,
          body?.error?.requestId,
        ),
      );
    };
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}

/** Invalidates the whole Facilities section after an import or a merge. */
export function useRefreshFacilities() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: facilitiesKey });
}

/** The query string of a duplicates request: defaults left out. */
export const duplicatesRequestQuery = (query: FacilityDuplicatesQuery) => ({
  page: query.page > 1 ? query.page : undefined,
  category: query.category,
  q: query.q || undefined,
});

export const facilityDuplicatesQueryOptions = (query: FacilityDuplicatesQuery) => {
  const request = duplicatesRequestQuery(query);
  return queryOptions({
    queryKey: [...facilitiesKey, 'duplicates', request],
    queryFn: ({ signal }) =>
      apiRequest<typeof facilityDuplicatesListSchema>('/api/admin/facilities/duplicates', { query: request, signal }),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
};

/** Keeps `keptId` and merges `duplicateId` into it (admins only). */
/** Issue 36: says a pair is two different places; the list is read again without it. */
export function useDismissDuplicate() {
  const refresh = useRefreshFacilities();
  return useMutation({
    mutationFn: async ({ id, otherId }: { id: number; otherId: number }) =>
      (
        await apiRequest<DataOf<typeof facilityNotDuplicateResultSchema>>(`/api/admin/facilities/${id}/not-duplicate`, {
          method: 'POST',
          body: { facilityId: otherId },
        })
      ).data,
    onSuccess: () => refresh(),
  });
}

export function useMergeFacilities() {
  const refresh = useRefreshFacilities();
  return useMutation({
    mutationFn: async ({ keptId, duplicateId }: { keptId: number; duplicateId: number }) =>
      (
        await apiRequest<DataOf<typeof facilityMergeResultSchema>>(`/api/admin/facilities/${keptId}/merge`, {
          method: 'POST',
          body: { duplicateId },
        })
      ).data,
    onSuccess: () => refresh(),
  });
}
