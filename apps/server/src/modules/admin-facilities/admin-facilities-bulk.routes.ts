import {
  BULK_SELECTION_MAX,
  facilityBulkFilterSchema,
  facilityBulkRequestSchema,
  facilityBulkResultSchema,
  facilityIdsResponseSchema,
  fieldError,
  type FacilityBulkResult,
} from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { requestContext, type RequestContext } from '../../lib/request-context';
import { logRequestEvent } from '../../lib/system-log';
import { scopeRegionOf } from '../../plugins/region-scope';
import { listMatchingIds, type FacilityFilter } from './admin-facilities.repository';
import type { AdminFacilitiesService } from './admin-facilities.service';
import { facilityErrors } from './responses';

// Bulk actions on the Facilities list (issue 36, docs/decisions/2026-11-29-bulk-actions.md). Each row is
// changed apart, through the same transition as its own Approve or Suspend button: its own transaction,
// history entry and system-log line, and the four-eyes rule. A refused row does not stop the others.

const tooMany = (total: number) =>
  new AppError(
    'validation_failed',
    `The filters match ${total} facilities; a bulk action takes at most ${BULK_SELECTION_MAX}: narrow the filters`,
    [fieldError('filter', 'selection_too_large', { maximum: BULK_SELECTION_MAX })],
  );

/** Every row the filters match (in the caller's region only), or the refusal when they are too many. */
async function resolveFilter(
  app: Parameters<FastifyPluginAsyncZod>[0],
  filter: FacilityFilter,
  scope: number | null,
): Promise<number[]> {
  const scoped = scope === null ? filter : { ...filter, region: String(scope) };
  const { ids, total } = await listMatchingIds(app.db, scoped, BULK_SELECTION_MAX);
  if (total > BULK_SELECTION_MAX) throw tooMany(total);
  return ids;
}

export const facilityBulkRoutes: FastifyPluginAsyncZod<{ facilities: AdminFacilitiesService }> = async (
  app,
  { facilities },
) => {
  app.get(
    '/admin/facilities/ids',
    {
      // A region-limited account's `region` filter is set to its region (the list's rule).
      config: { access: 'facilities:read', regionScope: { list: true } },
      schema: {
        tags: ['admin'],
        summary: `The ids of every facility the list's filters match (at most ${BULK_SELECTION_MAX}), for a bulk action`,
        querystring: facilityBulkFilterSchema,
        response: { 200: facilityIdsResponseSchema, ...facilityErrors },
      },
    },
    async (request) => {
      const { ids, total } = await listMatchingIds(app.db, request.query, BULK_SELECTION_MAX);
      if (total > BULK_SELECTION_MAX) throw tooMany(total);
      return { data: { ids, total } };
    },
  );

  app.post(
    '/admin/facilities/bulk',
    {
      // Region scope is applied row by row: another region's facility is answered `not_found` in its result,
      // and a `filter` is limited to the caller's region (a body of ids is not a rule the plugin can check).
      config: { access: 'facilities:write' },
      schema: {
        tags: ['admin'],
        summary:
          'Approve, or suspend with one reason, the facilities named by `ids` (at most 500) or matched by ' +
          `\`filter\` (at most ${BULK_SELECTION_MAX}): each row apart, with its own result`,
        body: facilityBulkRequestSchema,
        response: { 200: facilityBulkResultSchema, ...facilityErrors },
      },
    },
    async (request) => {
      const context = requestContext(request);
      const scope = scopeRegionOf(request);
      const { action, reason } = request.body;
      const ids = request.body.ids
        ? [...new Set(request.body.ids)]
        : await resolveFilter(app, request.body.filter ?? {}, scope);
      const results: FacilityBulkResult['results'] = [];
      // One row after another: each is its own transaction, and a long selection never holds many connections.
      for (const id of ids) {
        const outcome = await facilities.attemptTransition(context, id, action, reason, scope);
        results.push(outcome.ok ? { id, ok: true } : { id, ok: false, code: outcome.code });
      }
      const totals = { done: results.filter((r) => r.ok).length, refused: results.filter((r) => !r.ok).length };
      await logBulk(app, context, action, ids.length, totals);
      return { data: { results, totals } };
    },
  );
};

/** One line for the whole request besides each row's own: who ran which bulk action on how many. */
async function logBulk(
  app: Parameters<FastifyPluginAsyncZod>[0],
  context: RequestContext,
  action: string,
  selected: number,
  totals: FacilityBulkResult['totals'],
) {
  await logRequestEvent({ db: app.db, clock: app.clock }, context, {
    level: 'INFO',
    source: 'FACILITY',
    message: `Bulk ${action} of ${selected} facilities: ${totals.done} done, ${totals.refused} refused`,
    event: {
      key: action === 'suspend' ? 'facility.bulkSuspended' : 'facility.bulkApproved',
      params: { selected, done: totals.done, refused: totals.refused },
    },
    details: { action: `bulk_${action}`, selected, ...totals },
  });
}
