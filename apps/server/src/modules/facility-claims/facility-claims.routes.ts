import multipart from '@fastify/multipart';
import {
  apiErrorSchema,
  DOCTOR_DOCUMENT_MAX_BYTES,
  doctorDocumentTypes,
  FACILITY_CLAIM_BODY_MAX_BYTES,
  FACILITY_CLAIM_EVIDENCE_FIELD,
  facilityClaimListQuerySchema,
  facilityClaimListSchema,
  facilityClaimRejectSchema,
  facilityClaimResponseSchema,
  idParamsSchema,
  myFacilityClaimListSchema,
  myFacilityClaimResponseSchema,
} from '@hc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendDocumentImage } from '../../document-images/image-response';
import { readImageUpload, type ImageForm } from '../../document-images/image-upload';
import { linkBase } from '../../lib/invitations';
import { requestContext } from '../../lib/request-context';
import { createFacilityClaimsService } from './facility-claims.service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** The claim form: one evidence image (the doctors' document rules), a few short text fields. */
const claimForm: ImageForm<typeof FACILITY_CLAIM_EVIDENCE_FIELD> = {
  name: 'the facility claim form',
  imageFields: [FACILITY_CLAIM_EVIDENCE_FIELD],
  limits: {
    fileSize: DOCTOR_DOCUMENT_MAX_BYTES,
    files: 1,
    fields: 10,
    // `newFacility` is JSON of at most 4,000 characters, each up to 4 bytes in UTF-8; the schema counts characters.
    fieldSize: 16_000,
    parts: 12,
  },
};

/**
 * Issue 35: "Do you run this facility?" A signed-in account asks to manage a facility (or lists a new
 * one) with evidence, and follows its requests; staff work the queue (facilities permissions, region
 * limited) and see the evidence, never cached.
 */
export const facilityClaimsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart bodies are parsed only in this plugin's scope (the claim form), not by the whole API.
  await app.register(multipart, { limits: claimForm.limits, throwFileSizeLimit: false });
  const claims = createFacilityClaimsService({
    db: app.db,
    clock: app.clock,
    mailer: app.mailer,
    linkBase: linkBase(app.config),
    onDirectoryChange: () => app.directoryVersion.invalidate(),
  });
  const oneClaim = { 200: facilityClaimResponseSchema, ...errors };
  const record = { record: 'facilityClaim' } as const;

  app.post(
    '/facility-claims',
    {
      config: { access: 'signed-in' },
      bodyLimit: FACILITY_CLAIM_BODY_MAX_BYTES,
      schema: {
        tags: ['facility-managers'],
        summary:
          'Ask to manage a facility (multipart/form-data): facilityId or newFacility (JSON; created pending), ' +
          'roleAtFacility, licenceNumber, message, and the evidence image (JPEG, PNG or WebP, at most 5 MB; ' +
          'metadata removed). At most 5 a day per account (429).',
        consumes: ['multipart/form-data'],
        response: { 201: myFacilityClaimResponseSchema, ...errors, 413: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const upload = await readImageUpload(request, claimForm);
      const data = await claims.submit(requestContext(request), upload);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/facility-claims/mine',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['facility-managers'],
        summary: "The signed-in account's requests to manage a facility, newest first",
        response: { 200: myFacilityClaimListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ data: await claims.mine(requestContext(request)) }),
  );

  app.get(
    '/admin/facility-claims',
    {
      config: { access: 'facilities:read', regionScope: { list: true } },
      schema: {
        tags: ['admin'],
        summary: 'Requests to manage a facility, 10 a page: pending first (oldest first), then the decided ones',
        querystring: facilityClaimListQuerySchema,
        response: { 200: facilityClaimListSchema, ...errors },
      },
    },
    async (request) => claims.list(request.query),
  );

  app.get(
    '/admin/facility-claims/:id',
    {
      config: { access: 'facilities:read', regionScope: record },
      schema: { tags: ['admin'], params: idParamsSchema, response: oneClaim },
    },
    async (request) => ({ data: await claims.get(request.params.id) }),
  );

  app.get(
    '/admin/facility-claims/:id/evidence',
    {
      config: { access: 'facilities:read', regionScope: record },
      schema: {
        tags: ['admin'],
        summary: "A claim's evidence image, for staff only; never cached",
        produces: [...doctorDocumentTypes],
        // No response schema: the answer is the image's bytes (failures keep the usual error shape).
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const image = await claims.evidence(request.params.id);
      return sendDocumentImage(reply, image, `facility-claim-${request.params.id}`);
    },
  );

  app.post(
    '/admin/facility-claims/:id/approve',
    {
      config: { access: 'facilities:write', regionScope: record },
      schema: {
        tags: ['admin'],
        summary:
          "Approve a pending claim: the account becomes one of the facility's managers (a facility the claim " +
          'created stays pending for its own review); 409 when already decided',
        params: idParamsSchema,
        response: oneClaim,
      },
    },
    async (request) => ({ data: await claims.approve(requestContext(request), request.params.id) }),
  );

  app.post(
    '/admin/facility-claims/:id/reject',
    {
      config: { access: 'facilities:write', regionScope: record },
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending claim with a reason (mailed to the requester); 409 when already decided',
        params: idParamsSchema,
        body: facilityClaimRejectSchema,
        response: oneClaim,
      },
    },
    async (request) => ({
      data: await claims.reject(requestContext(request), request.params.id, request.body.reason),
    }),
  );
};
