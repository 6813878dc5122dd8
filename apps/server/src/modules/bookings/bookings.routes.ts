import {
  apiErrorSchema,
  bookingActionNames,
  bookingIdParamsSchema,
  bookingActions,
  bookingCancelSchema,
  bookingCreateSchema,
  bookingDetailSchema,
  bookingDoctorChoicesQuerySchema,
  bookingDoctorChoicesSchema,
  bookingListQuerySchema,
  bookingListSchema,
  bookingTransitionSchema,
  dataEnvelope,
} from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../../lib/request-context';
import { createBookingsService } from './bookings.service';

/** The failures every route of the section may answer (the OpenAPI document lists them). */
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

const actionSummaries = {
  confirm: 'Confirms a pending booking',
  complete: 'Marks a confirmed booking completed',
  'no-show': 'Marks a confirmed booking as a no-show',
  cancel: 'Cancels a pending or confirmed booking (a reason is required); its slot is free again',
} as const;

/**
 * The back-office Bookings section (spec 02 "Bookings", issue 12): bookings:read to list and read,
 * bookings:write to record a booking and move it through its statuses. A region-limited account sees
 * only its region's bookings (another's answer 404) and books only at its region's facilities (403).
 */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const bookings = createBookingsService({ db: app.db, clock: app.clock });
  const detailResponse = { 200: dataEnvelope(bookingDetailSchema), ...errors };

  app.get(
    '/admin/bookings',
    {
      config: { access: 'bookings:read' },
      schema: {
        tags: ['admin'],
        summary: 'Bookings, 10 a page: status, from/to (inclusive Douala days), specialty, doctor, location and search',
        querystring: bookingListQuerySchema,
        response: { 200: bookingListSchema, ...errors },
      },
    },
    async (request) => bookings.list(requestContext(request), request.query),
  );

  app.post(
    '/admin/bookings',
    {
      config: { access: 'bookings:write' },
      schema: {
        tags: ['admin'],
        summary: 'New Booking: a patient with a doctor at a facility where they practise, on a free half-hour slot',
        body: bookingCreateSchema,
        response: { 201: dataEnvelope(bookingDetailSchema), ...errors },
      },
    },
    async (request, reply) => {
      const data = await bookings.create(requestContext(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  // A static path: the router ranks it above /admin/bookings/:id.
  app.get(
    '/admin/bookings/doctors',
    {
      config: { access: 'bookings:read' },
      schema: {
        tags: ['admin'],
        summary:
          'Doctors to choose from: those bookable at a facility (`facility`), or any whose name or id matches `q`',
        querystring: bookingDoctorChoicesQuerySchema,
        response: { 200: bookingDoctorChoicesSchema, ...errors },
      },
    },
    async (request) => ({ data: await bookings.doctorChoices(requestContext(request), request.query) }),
  );

  app.get(
    '/admin/bookings/:id',
    {
      config: { access: 'bookings:read', regionScope: { record: 'booking' } },
      schema: {
        tags: ['admin'],
        summary: 'Booking Details: the booking, its history, payments and claims',
        params: bookingIdParamsSchema,
        response: detailResponse,
      },
    },
    async (request) => ({ data: await bookings.get(requestContext(request), request.params.id) }),
  );

  for (const action of bookingActionNames) {
    app.post(
      `/admin/bookings/:id/${action}`,
      {
        config: { access: 'bookings:write', regionScope: { record: 'booking' } },
        schema: {
          tags: ['admin'],
          summary: `${actionSummaries[action]} (to ${bookingActions[action]}; any other move answers 409)`,
          params: bookingIdParamsSchema,
          body: action === 'cancel' ? bookingCancelSchema : bookingTransitionSchema.nullish(),
          response: detailResponse,
        },
      },
      async (request) => {
        const body = request.body as { reason?: string | null } | undefined;
        const data = await bookings.transition(
          requestContext(request),
          request.params.id,
          action,
          body?.reason ?? null,
        );
        return { data };
      },
    );
  }
};
