import {
  adminAnalyticsQuerySchema,
  analyticsDoctorChoicesQuerySchema,
  analyticsDoctorChoicesSchema,
  apiErrorSchema,
  bookingAnalyticsSchema,
  dataEnvelope,
  doctorAnalyticsQuerySchema,
  doctorAnalyticsSchema,
  patientAnalyticsSchema,
  userAnalyticsSchema,
} from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../../lib/request-context';
import { createAdminAnalyticsService } from './admin-analytics.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const periodHelp =
  'period: all (default), year, month, week or day: the Douala calendar period so far; region: a region id';

/**
 * The back-office Analytics' tabs (spec 02 "Admin analytics", issue 13): analytics:read. A
 * region-limited account's figures are its region's, whatever region it asks for.
 */
export const adminAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const analytics = createAdminAnalyticsService({ db: app.db, clock: app.clock });

  app.get(
    '/admin/analytics/users',
    {
      config: { access: 'analytics:read' },
      schema: {
        tags: ['admin'],
        summary: `Users & Platform: accounts and registrations, site and app visitors, searches (${periodHelp})`,
        querystring: adminAnalyticsQuerySchema,
        response: { 200: dataEnvelope(userAnalyticsSchema), ...errors },
      },
    },
    async (request) => ({ data: await analytics.users(requestContext(request), request.query) }),
  );

  app.get(
    '/admin/analytics/doctors',
    {
      config: { access: 'analytics:read' },
      schema: {
        tags: ['admin'],
        summary: `Doctors: doctors, their bookings and earnings, the highest-earning (${periodHelp}; doctor: a doctor id)`,
        querystring: doctorAnalyticsQuerySchema,
        response: { 200: dataEnvelope(doctorAnalyticsSchema), ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => ({ data: await analytics.doctors(requestContext(request), request.query) }),
  );

  app.get(
    '/admin/analytics/patients',
    {
      config: { access: 'analytics:read' },
      schema: {
        tags: ['admin'],
        summary: `Patients: patients, first bookings, app installs, onboarding rate, the most active (${periodHelp})`,
        querystring: adminAnalyticsQuerySchema,
        response: { 200: dataEnvelope(patientAnalyticsSchema), ...errors },
      },
    },
    async (request) => ({ data: await analytics.patients(requestContext(request), request.query) }),
  );

  app.get(
    '/admin/analytics/bookings',
    {
      config: { access: 'analytics:read' },
      schema: {
        tags: ['admin'],
        summary: `Bookings & Finance: bookings, complaints, income, peak months (${periodHelp})`,
        querystring: adminAnalyticsQuerySchema,
        response: { 200: dataEnvelope(bookingAnalyticsSchema), ...errors },
      },
    },
    async (request) => ({ data: await analytics.bookings(requestContext(request), request.query) }),
  );

  app.get(
    '/admin/analytics/doctor-choices',
    {
      config: { access: 'analytics:read' },
      schema: {
        tags: ['admin'],
        summary: 'Doctors for the Doctors tab’s filter: those whose name holds `q`, or whose id it is',
        querystring: analyticsDoctorChoicesQuerySchema,
        response: { 200: analyticsDoctorChoicesSchema, ...errors },
      },
    },
    async (request) => ({ data: await analytics.doctorChoices(requestContext(request), request.query) }),
  );
};
