import {
  apiErrorSchema,
  facilityConfirmedSchema,
  facilityIdParamsSchema,
  managedDutyPeriodListSchema,
  managedFacilityListSchema,
  managedFacilityProposalReceivedSchema,
  managedFacilityProposalSchema,
  managedFacilityResponseSchema,
  managedFacilityUpdateSchema,
  specialDateInputSchema,
  specialDateListSchema,
  specialDateParamsSchema,
  specialDateResponseSchema,
} from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext, signedInSession } from '../../lib/request-context';
import { managerLinkOf } from '../../plugins/facility-manager-scope';
import { createSpecialDatesService } from '../../special-dates/special-dates.service';
import { createManagedFacilitiesService } from './managed-facilities.service';

/** What a manager's route may answer besides its success (the OpenAPI document lists them). */
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * The facility manager's space (issue 35): `/api/my/facilities` lists the facilities the signed-in
 * account runs; every `:id` route is limited to those by the facility-manager scope (404 otherwise,
 * whatever the role). The contact details, hours, services and special dates change at once; name, type
 * and place are proposed to staff.
 */
export const managedFacilitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const invalidate = () => app.directoryVersion.invalidate();
  const managed = createManagedFacilitiesService({ db: app.db, clock: app.clock, onDirectoryChange: invalidate });
  // The same service as the back-office's special dates, with the manager as the actor.
  const specialDates = createSpecialDatesService({ db: app.db, clock: app.clock, onDirectoryChange: invalidate });
  const own = { access: 'signed-in', managedFacility: {} } as const;
  const tags = ['my-facilities'];

  app.get(
    '/my/facilities',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The facilities the signed-in account manages, by name',
        response: { 200: managedFacilityListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ data: await managed.list(signedInSession(requestContext(request)).user.id) }),
  );

  app.get(
    '/my/facilities/:id',
    {
      config: own,
      schema: {
        tags,
        summary: 'One facility the account manages, as its manager edits it',
        params: facilityIdParamsSchema,
        response: { 200: managedFacilityResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await managed.get(request.params.id) }),
  );

  app.patch(
    '/my/facilities/:id',
    {
      config: own,
      schema: {
        tags,
        summary:
          'Changes the facility’s phones, e-mail, website, hours, services, specialties, tests, emergency and beds at once (public at once); `version` is the one read',
        params: facilityIdParamsSchema,
        body: managedFacilityUpdateSchema,
        response: { 200: managedFacilityResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await managed.update(requestContext(request), request.params.id, request.body) }),
  );

  app.post(
    '/my/facilities/:id/proposals',
    {
      config: own,
      schema: {
        tags,
        summary: 'Proposes a new name, type or place (subdivision, address, position) to staff review',
        params: facilityIdParamsSchema,
        body: managedFacilityProposalSchema,
        response: { 201: managedFacilityProposalReceivedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const pendingProposals = await managed.propose(requestContext(request), request.params.id, request.body);
      return reply.code(201).send({ data: { pendingProposals } });
    },
  );

  app.post(
    '/my/facilities/:id/confirm',
    {
      config: own,
      schema: {
        tags,
        summary: 'Confirms the listing is still right',
        params: facilityIdParamsSchema,
        response: { 200: facilityConfirmedSchema, ...errors },
      },
    },
    async (request) => ({
      data: await managed.confirm(requestContext(request), request.params.id, managerLinkOf(request).id),
    }),
  );

  app.get(
    '/my/facilities/:id/duty-periods',
    {
      config: own,
      schema: {
        tags,
        summary: 'A pharmacy’s duty periods from the start of this directory week, 8 weeks ahead (none for others)',
        params: facilityIdParamsSchema,
        response: { 200: managedDutyPeriodListSchema, ...errors },
      },
    },
    async (request) => ({ data: await managed.dutyPeriods(request.params.id) }),
  );

  app.get(
    '/my/facilities/:id/special-dates',
    {
      config: own,
      schema: {
        tags,
        summary: 'The facility’s special dates (closed, or other hours), past ones too, by start',
        params: facilityIdParamsSchema,
        response: { 200: specialDateListSchema, ...errors },
      },
    },
    async (request) => ({ data: await specialDates.list(request.params.id) }),
  );

  app.post(
    '/my/facilities/:id/special-dates',
    {
      config: own,
      schema: {
        tags,
        summary: 'Adds a special date: closed, or other hours, on a day or a range (Africa/Douala days)',
        params: facilityIdParamsSchema,
        body: specialDateInputSchema,
        response: { 201: specialDateResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await specialDates.create(requestContext(request), request.params.id, request.body);
      await managed.markConfirmedBySpecialDate(request.params.id);
      return reply.code(201).send({ data });
    },
  );

  app.patch(
    '/my/facilities/:id/special-dates/:dateId',
    {
      config: own,
      schema: {
        tags,
        summary: 'Replaces a special date’s fields with those given',
        params: specialDateParamsSchema,
        body: specialDateInputSchema,
        response: { 200: specialDateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, dateId } = request.params;
      const data = await specialDates.update(requestContext(request), id, dateId, request.body);
      await managed.markConfirmedBySpecialDate(id);
      return { data };
    },
  );

  app.delete(
    '/my/facilities/:id/special-dates/:dateId',
    {
      config: own,
      schema: {
        tags,
        summary: 'Removes a special date (answered as it was)',
        params: specialDateParamsSchema,
        response: { 200: specialDateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, dateId } = request.params;
      const data = await specialDates.remove(requestContext(request), id, dateId);
      await managed.markConfirmedBySpecialDate(id);
      return { data };
    },
  );
};
