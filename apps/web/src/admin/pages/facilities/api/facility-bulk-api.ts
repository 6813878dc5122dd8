import {
  BULK_CHUNK_SIZE,
  type AdminFacilityListQuery,
  type FacilityBulkAction,
  type FacilityBulkResult,
  type facilityBulkResultSchema,
  type facilityIdsResponseSchema,
} from '@hc/shared';
import { apiRequest } from '../../../../lib/api-client';
import { listExportUrl } from '../../../list-kit';
import { facilitiesRequestQuery } from './facilities-api';

// Bulk actions on the Facilities list (issue 36, docs/decisions/2026-11-29-bulk-actions.md): the client
// sends the selection in chunks of BULK_CHUNK_SIZE ids, so it can say "120 of 200" between them; the
// server changes each row apart and answers each row's result.

/** The ids of every facility the list's filters match (the server refuses more than it allows at once). */
export async function fetchMatchingIds(query: AdminFacilityListQuery): Promise<number[]> {
  const answer = await apiRequest<typeof facilityIdsResponseSchema>('/api/admin/facilities/ids', {
    query: facilitiesRequestQuery(query),
  });
  return answer.data.ids;
}

export type BulkProgress = { done: number; total: number };

/**
 * Runs the action over the ids, a chunk after another, reporting progress after each; the results of
 * every chunk together. A failure of a whole chunk (the network, the session) stops there and is thrown
 * with the results so far, so the page can say how far it went.
 */
export async function runBulkAction(options: {
  action: FacilityBulkAction;
  ids: readonly number[];
  reason?: string;
  onProgress: (progress: BulkProgress) => void;
}): Promise<FacilityBulkResult> {
  const results: FacilityBulkResult['results'] = [];
  const total = options.ids.length;
  options.onProgress({ done: 0, total });
  for (let start = 0; start < total; start += BULK_CHUNK_SIZE) {
    const ids = options.ids.slice(start, start + BULK_CHUNK_SIZE);
    try {
      const answer = await apiRequest<typeof facilityBulkResultSchema>('/api/admin/facilities/bulk', {
        method: 'POST',
        body: { action: options.action, ids, ...(options.reason ? { reason: options.reason } : {}) },
      });
      results.push(...answer.data.results);
    } catch (error) {
      throw new BulkStoppedError(error, totalsOf(results));
    }
    options.onProgress({ done: results.length, total });
  }
  return { results, totals: totalsOf(results) };
}

const totalsOf = (results: FacilityBulkResult['results']) => ({
  done: results.filter((result) => result.ok).length,
  refused: results.filter((result) => !result.ok).length,
});

/** A bulk run that stopped part-way: why, and what was done before. */
export class BulkStoppedError extends Error {
  constructor(
    readonly failure: unknown,
    readonly totals: FacilityBulkResult['totals'],
  ) {
    super('The bulk action stopped part-way');
  }
}

/** The CSV export of the rows ticked (the export's own columns and format). */
export const selectionCsvUrl = (ids: readonly number[]) =>
  listExportUrl('/api/admin/facilities/export.csv', { ids: ids.join(',') });
