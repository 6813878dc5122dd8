import {
  apiErrorSchema,
  dataEnvelope,
  FACILITY_CONFIRM_EVERY_MONTHS,
  facilityDetailSchema,
  facilityListQuerySchema,
  facilitySummarySchema,
  getDirectoryWeek,
  hospitalListQuerySchema,
  idParamsSchema,
  type FacilityListQuery,
  type HospitalListQuery,
  type LaboratoryListQuery,
  type PharmacyListQuery,
  laboratoryListQuerySchema,
  listEnvelope,
  onCallPharmacySchema,
  onCallQuerySchema,
  onCallAlternativesQuerySchema,
  onCallAlternativesSchema,
  pharmacyListQuerySchema,
  type FacilityCategory,
} from '@hc/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { addMonths } from '../../lib/calendar-months';
import { listOnCallAlternatives } from './on-call/alternatives';
import { createWeekRotas } from './on-call/week-rota';
import { readSummaries, type SummaryCache } from './summary/summary-cache';
import { sendPublicRead } from '../../lib/public-read';
import { getFacility, listFacilities, listFeaturedFacilities } from './facilities.repository';
import type { DirectoryListings } from './listing/directory-listings';
import type { FacilityFilters } from './list-filters.repository';
import { listOnCallPharmacies } from './on-call.repository';

const listResponse = listEnvelope(facilitySummarySchema);
const onCallResponse = listEnvelope(onCallPharmacySchema);
const MINUTE_MS = 60_000;
const featuredResponse = dataEnvelope(z.array(facilitySummarySchema));
const detailResponse = dataEnvelope(facilityDetailSchema);
/** "Confirmed recently" (issue 35): by the facility's own managers in the last FACILITY_CONFIRM_EVERY_MONTHS months. */
const confirmedSince = (now: Date): Date => addMonths(now, -FACILITY_CONFIRM_EVERY_MONTHS);
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema };

const collections: { path: string; category: FacilityCategory; tag: string; label: string }[] = [
  { path: '/hospitals', category: 'hospital', tag: 'hospitals', label: 'Hospital' },
  { path: '/pharmacies', category: 'pharmacy', tag: 'pharmacies', label: 'Pharmacy' },
  { path: '/laboratories', category: 'laboratory', tag: 'laboratories', label: 'Laboratory' },
];

/** The public facility reads: lists, one facility, featured, and the on-call list. */
export const facilitiesRoutes: FastifyPluginAsyncZod<{ summaries: SummaryCache; listings: DirectoryListings }> = async (
  app,
  { summaries, listings },
) => {
  const week = () => getDirectoryWeek(app.clock());
  const weekRotas = createWeekRotas(app.db);
  const page = (q: { page: number; pageSize: number }) => ({ page: q.page, pageSize: q.pageSize });
  const currentMinute = () => Math.floor(app.clock().getTime() / MINUTE_MS) * MINUTE_MS;
  /**
   * A list read; with `openNow`, open at the current minute, which then names the answer in the cache
   * and the ETag (as the on-call list's "now"), so no cached "open now" is older than a minute. The same
   * for `confirmed` (issue 35): "confirmed in the last 6 months" is counted from the current minute.
   */
  const listRead = (
    request: FastifyRequest,
    reply: FastifyReply,
    timed: { openNow?: boolean | undefined; confirmed?: boolean | undefined },
    compute: (at: { openAt: Date | undefined; confirmedSince: Date | undefined }) => Promise<unknown>,
  ) => {
    const minute = currentMinute();
    const at = {
      openAt: timed.openNow ? new Date(minute) : undefined,
      confirmedSince: timed.confirmed ? confirmedSince(new Date(minute)) : undefined,
    };
    return sendPublicRead(
      request,
      reply,
      () => compute(at),
      timed.openNow || timed.confirmed ? { variant: `m${minute}` } : {},
    );
  };
  const location = (q: FacilityFilters) => ({
    region: q.region,
    division: q.division,
    subdivision: q.subdivision,
    query: q.query,
    near: q.near,
    radiusKm: q.radiusKm,
  });

  app.get(
    '/facilities/:id',
    {
      schema: {
        tags: ['facilities'],
        summary: 'One public facility of any category',
        params: idParamsSchema,
        response: { 200: detailResponse, ...errors },
      },
    },
    (request, reply) =>
      sendPublicRead(request, reply, async () => {
        const facility = await getFacility(app.db, request.params.id, week());
        if (!facility) throw notFound('Facility');
        return { data: facility };
      }),
  );

  app.get(
    '/pharmacies/on-call',
    {
      schema: {
        tags: ['pharmacies'],
        summary:
          'Pharmacies to go to at `at` (ISO 8601 with offset, default now): on duty then first, then those on duty later that week (Monday to Sunday, Africa/Douala time), each with its duty window',
        querystring: onCallQuerySchema,
        response: { 200: onCallResponse, ...errors },
      },
    },
    (request, reply) => {
      // "Now" is the current minute: it names the answer in the cache and the ETag, so a cached or
      // revalidated "now" is never older than a minute. An explicit `at` is in the URL already.
      const now = currentMinute();
      const at = request.query.at ? new Date(request.query.at) : new Date(now);
      return sendPublicRead(
        request,
        reply,
        async () => {
          const version = await app.directoryVersion.current();
          const current = week();
          const asked = getDirectoryWeek(at);
          const filters = {
            ...location(request.query),
            openAt: request.query.openNow ? at : undefined,
            confirmedSince: request.query.confirmed ? confirmedSince(new Date(now)) : undefined,
          };
          return listOnCallPharmacies(app.db, filters, page(request.query), at, {
            rota: (of) => weekRotas(version, of),
            // Summaries are kept for the current week only: another week's page reads its own.
            summaries: (ids) =>
              asked.start.getTime() === current.start.getTime()
                ? summaries.get(ids, version, current, 0)
                : readSummaries(app.db, ids, asked),
          });
        },
        request.query.at ? {} : { variant: `m${now}` },
      );
    },
  );

  app.get(
    '/pharmacies/on-call/alternatives',
    {
      schema: {
        tags: ['pharmacies'],
        summary:
          'Where no pharmacy on call is published: pharmacies open at `at` by their hours, those open 24 hours, and hospitals with an emergency service, in the place given (widened to its division, then region, when it has none) or nearest `near`',
        querystring: onCallAlternativesQuerySchema,
        response: { 200: dataEnvelope(onCallAlternativesSchema), ...errors },
      },
    },
    (request, reply) => {
      const now = currentMinute();
      const { at, near, region, division, subdivision } = request.query;
      const instant = at ? new Date(at) : new Date(now);
      return sendPublicRead(
        request,
        reply,
        async () => ({
          data: await listOnCallAlternatives(
            app.db,
            { place: { region, division, subdivision }, near },
            instant,
            getDirectoryWeek(instant),
          ),
        }),
        at ? {} : { variant: `m${now}` },
      );
    },
  );

  /** One public list: the filters every list has, and what its own querystring adds. */
  const listRoute = <Q extends FacilityListQuery | HospitalListQuery | PharmacyListQuery | LaboratoryListQuery>(
    path: string,
    schema: { tag: string; summary: string; querystring: z.ZodType<Q> },
    filters: (query: Q) => FacilityFilters,
  ) =>
    app.get(
      path,
      {
        schema: {
          tags: [schema.tag],
          summary: schema.summary,
          querystring: schema.querystring,
          response: { 200: listResponse, ...errors },
        },
      },
      (request, reply) => {
        // Validated by `schema.querystring`; the type provider cannot narrow a generic schema's output itself.
        const query = request.query as Q;
        return listRead(request, reply, query, async ({ openAt, confirmedSince }) => {
          const listFilters = { openAt, confirmedSince, ...location(query), sort: query.sort, ...filters(query) };
          const current = week();
          // From the read model search uses; by distance, or while a large directory's model is rebuilt, by SQL.
          const fromMemory = await listings(listFilters, page(query), current, await app.directoryVersion.current());
          return fromMemory ?? listFacilities(app.db, listFilters, page(query), current);
        });
      },
    );

  listRoute(
    '/facilities',
    {
      tag: 'facilities',
      summary:
        'List public facilities of every category; `sort` is useful (default), name, distance (needs `near`) or confirmed (by the facility, most recent first); `confirmed=true` keeps those the facility confirmed in the last 6 months',
      querystring: facilityListQuerySchema,
    },
    (query) => ({ category: query.type, facilityType: query.facilityType }),
  );
  listRoute(
    '/hospitals',
    {
      tag: 'hospitals',
      summary:
        'List hospitals; `query` matches the hospital or a doctor who practises there; `facilityType` keeps one type (a CSI, a district hospital…)',
      querystring: hospitalListQuerySchema,
    },
    (query) => ({
      category: 'hospital',
      facilityType: query.facilityType,
      emergencyOnly: query.emergency,
      specialty: query.specialty,
      queryMatchesDoctors: true,
    }),
  );
  listRoute(
    '/pharmacies',
    {
      tag: 'pharmacies',
      summary: 'List pharmacies; onCall=true keeps those on duty this week',
      querystring: pharmacyListQuerySchema,
    },
    (query) => ({ category: 'pharmacy', onCallOnly: query.onCall }),
  );
  listRoute(
    '/laboratories',
    {
      tag: 'laboratories',
      summary: 'List laboratories; testType is a test id or name',
      querystring: laboratoryListQuerySchema,
    },
    (query) => ({ category: 'laboratory', testType: query.testType }),
  );

  for (const collection of collections) {
    app.get(
      `${collection.path}/featured`,
      {
        schema: {
          tags: [collection.tag],
          summary: `Featured ${collection.tag} (at most 10)`,
          response: { 200: featuredResponse, ...errors },
        },
      },
      (request, reply) =>
        sendPublicRead(request, reply, async () => ({
          data: await listFeaturedFacilities(app.db, collection.category, week()),
        })),
    );

    app.get(
      `${collection.path}/:id`,
      {
        schema: {
          tags: [collection.tag],
          summary: `One public ${collection.category}`,
          params: idParamsSchema,
          response: { 200: detailResponse, ...errors },
        },
      },
      (request, reply) =>
        sendPublicRead(request, reply, async () => {
          const facility = await getFacility(app.db, request.params.id, week(), collection.category);
          if (!facility) throw notFound(collection.label);
          return { data: facility };
        }),
    );
  }
};
