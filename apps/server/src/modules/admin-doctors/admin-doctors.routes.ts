import multipart from '@fastify/multipart';
import {
  adminDoctorCreateSchema,
  adminDoctorDeleteSchema,
  adminDoctorListQuerySchema,
  adminDoctorListSchema,
  adminDoctorSchema,
  adminDoctorUpdateSchema,
  apiErrorSchema,
  dataEnvelope,
  DOCTOR_VERIFY_BODY_MAX_BYTES,
  doctorDocumentParamsSchema,
  doctorIdParamsSchema,
} from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendDocumentImage } from '../../document-images/image-response';
import { fourEyesRulesOf } from '../../config';
import { requestContext } from '../../lib/request-context';
import { createAdminDoctorsService } from './admin-doctors.service';
import { readVerifyUpload, verifyMultipartLimits } from './doctor-documents';

/** The failures every route of the section may answer (the OpenAPI document lists them). */
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * The back-office Doctors section (spec 02 "Doctors"): list, Add Doctor, Validate Doctors (approve,
 * delete), Update Doctor (with the facilities where they practise) and Verify Doctor (multipart: the
 * ID images), and the stored images, to staff only and never cached.
 */
export const adminDoctorsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart bodies are parsed only in this plugin's scope (Verify Doctor), not by the whole API.
  await app.register(multipart, { limits: verifyMultipartLimits, throwFileSizeLimit: false });
  const doctors = createAdminDoctorsService({
    db: app.db,
    clock: app.clock,
    onDirectoryChange: () => app.directoryVersion.invalidate(),
    fourEyes: fourEyesRulesOf(app.config),
  });
  const doctorResponse = { 200: dataEnvelope(adminDoctorSchema), ...errors };

  app.get(
    '/admin/doctors',
    {
      config: { access: 'doctors:read' },
      schema: {
        tags: ['admin'],
        summary: 'Doctors, 10 a page: status, specialty (id or name), location (id or name) and a search',
        querystring: adminDoctorListQuerySchema,
        response: { 200: adminDoctorListSchema, ...errors },
      },
    },
    async (request) => doctors.list(requestContext(request), request.query),
  );

  app.post(
    '/admin/doctors',
    {
      config: { access: 'doctors:write' },
      schema: {
        tags: ['admin'],
        summary: "Add Doctor: creates the doctor's account (role doctor) and the doctor record, active",
        body: adminDoctorCreateSchema,
        response: { 201: dataEnvelope(adminDoctorSchema), ...errors },
      },
    },
    async (request, reply) => {
      const data = await doctors.create(requestContext(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/admin/doctors/:id',
    {
      config: { access: 'doctors:read' },
      schema: { tags: ['admin'], params: doctorIdParamsSchema, response: doctorResponse },
    },
    async (request) => ({ data: await doctors.get(requestContext(request), request.params.id) }),
  );

  app.patch(
    '/admin/doctors/:id',
    {
      config: { access: 'doctors:write' },
      schema: {
        tags: ['admin'],
        summary:
          'Update Doctor: fields, status (not verified; pending to active needs the same evidence as Validate ' +
          'Doctors) and the facilities where they practise',
        params: doctorIdParamsSchema,
        body: adminDoctorUpdateSchema,
        response: doctorResponse,
      },
    },
    async (request) => ({
      data: await doctors.update(requestContext(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/admin/doctors/:id',
    {
      config: { access: 'doctors:write' },
      schema: {
        tags: ['admin'],
        summary: 'Deletes the doctor, their links and documents, and their doctor account',
        params: doctorIdParamsSchema,
        response: { 200: dataEnvelope(adminDoctorDeleteSchema), ...errors },
      },
    },
    async (request) => ({ data: await doctors.remove(requestContext(request), request.params.id) }),
  );

  app.post(
    '/admin/doctors/:id/approve',
    {
      config: { access: 'doctors:write' },
      schema: {
        tags: ['admin'],
        summary:
          'Validate Doctors: a pending doctor becomes active, only with their ID number, licence number and both ' +
          'ID images stored (409 otherwise, each missing one a `required` field: idNumber, licenceNumber, front, back)',
        params: doctorIdParamsSchema,
        response: doctorResponse,
      },
    },
    async (request) => ({ data: await doctors.approve(requestContext(request), request.params.id) }),
  );

  app.post(
    '/admin/doctors/:id/verify',
    {
      config: { access: 'doctors:write' },
      bodyLimit: DOCTOR_VERIFY_BODY_MAX_BYTES,
      schema: {
        tags: ['admin'],
        summary:
          'Verify Doctor (multipart/form-data): idNumber, licenceNumber, and the front and back ID images ' +
          '(JPEG, PNG or WebP, at most 5 MB each; metadata removed)',
        consumes: ['multipart/form-data'],
        params: doctorIdParamsSchema,
        response: doctorResponse,
      },
    },
    async (request) => {
      const upload = await readVerifyUpload(request);
      return { data: await doctors.verify(requestContext(request), request.params.id, upload) };
    },
  );

  app.get(
    '/admin/doctors/:id/documents/:side',
    {
      config: { access: 'doctors:read' },
      schema: {
        tags: ['admin'],
        summary: 'An identity document image (front or back), for staff only; never cached',
        produces: ['image/jpeg', 'image/png', 'image/webp'],
        // No response schema: the answer is the image's bytes (failures keep the usual error shape).
        params: doctorDocumentParamsSchema,
      },
    },
    async (request, reply) => {
      const document = await doctors.document(requestContext(request), request.params.id, request.params.side);
      return sendDocumentImage(reply, document, `doctor-${request.params.id}-${request.params.side}`);
    },
  );
};
