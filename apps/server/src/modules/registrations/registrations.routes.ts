import {
  apiErrorSchema,
  dataEnvelope,
  idParamsSchema,
  incompleteRegistrationListSchema,
  incompleteRegistrationsQuerySchema,
} from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '../../lib/request-context';
import { createRegistrationsService } from './registrations.service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** The analytics' incomplete users, doctors and patients (spec 02 §2 "Admin analytics"). */
export const registrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const registrations = createRegistrationsService({
    db: app.db,
    clock: app.clock,
    onDirectoryChange: () => app.directoryVersion.invalidate(),
  });

  app.get(
    '/admin/registrations/incomplete',
    {
      config: { access: 'analytics:read' },
      schema: {
        tags: ['admin'],
        summary: 'Patient and doctor accounts whose registration is not complete (kind: user, doctor, patient)',
        querystring: incompleteRegistrationsQuerySchema,
        response: { 200: incompleteRegistrationListSchema, ...errors },
      },
    },
    async (request) => registrations.listIncomplete(requestContext(request), request.query),
  );

  app.delete(
    '/admin/registrations/incomplete/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Deletes an account whose registration is not complete (and a doctor’s record)',
        params: idParamsSchema,
        response: { 200: dataEnvelope(z.object({ id: z.number().int(), role: z.string() })), ...errors },
      },
    },
    async (request) => ({ data: await registrations.remove(requestContext(request), request.params.id) }),
  );
};
