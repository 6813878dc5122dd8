import {
  apiErrorSchema,
  dataEnvelope,
  idParamsSchema,
  patientCreateSchema,
  patientListQuerySchema,
  patientListSchema,
  patientSchema,
  patientStatsSchema,
  patientUpdateSchema,
} from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../../lib/request-context';
import { createPatientsService } from './patients.service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * The patient calls of spec 02 §7, staff-only (they are not under /api/admin, so each declares its
 * access rule): patients:read to list, read and count, patients:write to add, change and delete.
 */
export const patientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const patients = createPatientsService({ db: app.db, clock: app.clock });
  const patientResponse = { 200: dataEnvelope(patientSchema), ...errors };

  app.get(
    '/patients/all',
    {
      config: { access: 'patients:read' },
      schema: {
        tags: ['patients'],
        summary:
          'Patients, 10 a page: status, blood type, location (id or name) and search (name, email, username, id)',
        querystring: patientListQuerySchema,
        response: { 200: patientListSchema, ...errors },
      },
    },
    async (request) => patients.list(requestContext(request), request.query),
  );

  app.get(
    '/patients/stats',
    {
      config: { access: 'patients:read' },
      schema: {
        tags: ['patients'],
        summary: 'Patients by status, blood type and region, and new this month (Africa/Douala)',
        response: { 200: dataEnvelope(patientStatsSchema), ...errors },
      },
    },
    async (request) => ({ data: await patients.stats(requestContext(request)) }),
  );

  app.get(
    '/patients/:id',
    {
      config: { access: 'patients:read' },
      schema: { tags: ['patients'], params: idParamsSchema, response: patientResponse },
    },
    async (request) => ({ data: await patients.get(requestContext(request), request.params.id) }),
  );

  app.post(
    '/patients',
    {
      config: { access: 'patients:write' },
      schema: {
        tags: ['patients'],
        summary: 'Add Patient: a patient account with its password (typed twice)',
        body: patientCreateSchema,
        response: { 201: dataEnvelope(patientSchema), ...errors },
      },
    },
    async (request, reply) => {
      const data = await patients.create(requestContext(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  app.put(
    '/patients/:id',
    {
      config: { access: 'patients:write' },
      schema: {
        tags: ['patients'],
        summary: 'Replaces a patient’s details (not the password)',
        params: idParamsSchema,
        body: patientUpdateSchema,
        response: patientResponse,
      },
    },
    async (request) => ({ data: await patients.update(requestContext(request), request.params.id, request.body) }),
  );

  app.delete(
    '/patients/:id',
    {
      config: { access: 'patients:write' },
      schema: {
        tags: ['patients'],
        summary: 'Deletes the patient’s account',
        params: idParamsSchema,
        response: patientResponse,
      },
    },
    async (request) => ({ data: await patients.remove(requestContext(request), request.params.id) }),
  );
};
