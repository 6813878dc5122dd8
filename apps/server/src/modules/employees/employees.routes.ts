import {
  apiErrorSchema,
  dataEnvelope,
  employeeCreateSchema,
  employeeIdParamsSchema,
  employeeInvitationResultSchema,
  employeeInvitationSchema,
  employeeListQuerySchema,
  employeeListSchema,
  employeeSchema,
  employeeUpdateSchema,
} from '@hc/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invitationLocale, linkBase } from '../../lib/invitations';
import { requestContext } from '../../lib/request-context';
import { createEmployeesService } from './employees.service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** The back-office Employees section (spec 02 "Employees"): staff accounts, admin only. */
export const employeesRoutes: FastifyPluginAsyncZod = async (app) => {
  const employees = createEmployeesService({ db: app.db, clock: app.clock, mailer: app.mailer });
  const employeeResponse = { 200: dataEnvelope(employeeSchema), ...errors };
  /** The invitation's language (from the form or the admin's browser) and the base of its link. */
  const mailOf = (request: FastifyRequest, locale: string | undefined) => ({
    locale: invitationLocale(locale, request.headers['accept-language']),
    baseUrl: linkBase(app.config),
  });

  app.get(
    '/admin/employees',
    {
      config: { access: 'employees:read' },
      schema: {
        tags: ['admin'],
        summary: 'Staff accounts; location filters match a place id or name',
        querystring: employeeListQuerySchema,
        response: { 200: employeeListSchema, ...errors },
      },
    },
    async (request) => employees.list(request.query),
  );

  app.get(
    '/admin/employees/:id',
    {
      config: { access: 'employees:read' },
      schema: { tags: ['admin'], params: employeeIdParamsSchema, response: employeeResponse },
    },
    async (request) => ({ data: await employees.get(request.params.id) }),
  );

  app.post(
    '/admin/employees',
    {
      config: { access: 'employees:write' },
      schema: {
        tags: ['admin'],
        summary: 'Adds a staff account without a password and mails it a single-use invitation (72 hours)',
        body: employeeCreateSchema,
        response: { 201: dataEnvelope(employeeSchema), ...errors },
      },
    },
    async (request, reply) => {
      const data = await employees.create(requestContext(request), request.body, mailOf(request, request.body.locale));
      return reply.code(201).send({ data });
    },
  );

  app.patch(
    '/admin/employees/:id',
    {
      config: { access: 'employees:write' },
      schema: {
        tags: ['admin'],
        summary: 'Changes a staff account; inactive or on leave ends its sessions at once',
        params: employeeIdParamsSchema,
        body: employeeUpdateSchema,
        response: employeeResponse,
      },
    },
    async (request) => ({ data: await employees.update(requestContext(request), request.params.id, request.body) }),
  );

  app.delete(
    '/admin/employees/:id',
    {
      config: { access: 'employees:write' },
      schema: {
        tags: ['admin'],
        summary: 'Deletes a staff account that no history names (else 409 employee_has_history: deactivate it)',
        params: employeeIdParamsSchema,
        response: { 200: z.object({ data: z.object({ deleted: z.literal(true) }) }), ...errors },
      },
    },
    async (request) => {
      await employees.remove(requestContext(request), request.params.id);
      return { data: { deleted: true as const } };
    },
  );

  app.post(
    '/admin/employees/:id/invitation',
    {
      config: { access: 'employees:write' },
      schema: {
        tags: ['admin'],
        summary: 'Sends a new invitation (older links stop working) to an employee who has not accepted yet',
        params: employeeIdParamsSchema,
        body: employeeInvitationSchema.optional(),
        response: { 200: employeeInvitationResultSchema, ...errors },
      },
    },
    async (request) => ({
      data: await employees.resendInvitation(
        requestContext(request),
        request.params.id,
        mailOf(request, request.body?.locale),
      ),
    }),
  );
};
