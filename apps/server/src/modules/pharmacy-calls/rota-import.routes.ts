import multipart from '@fastify/multipart';
import {
  apiErrorSchema,
  dataEnvelope,
  fieldError,
  ROTA_IMPORT_MAX_BYTES,
  rotaImportCommitSchema,
  rotaImportPreviewResultSchema,
  rotaImportPreviewSchema,
  rotaImportRejectedSchema,
  rotaImportResultSchema,
} from '@hc/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { requestContext } from '../../lib/request-context';
import { createRotaImportService } from './rota-import.service';

/** The multipart form of a preview: one file, the place and week fields. */
const multipartLimits = { fileSize: ROTA_IMPORT_MAX_BYTES, files: 1, fields: 6, fieldSize: 100, parts: 8 };
/** A JSON body holds the text (escaped, so up to twice its size) and, to import, one decision a line. */
const BODY_LIMIT = 3 * ROTA_IMPORT_MAX_BYTES;

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
};

/** The file as text: UTF-8 (a BOM is fine), else Windows-1252, which French spreadsheet programs still write. */
function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const unreadableForm = () =>
  new AppError('validation_failed', 'The form data cannot be read (malformed multipart/form-data)');

/**
 * A multipart preview as the JSON one: its `file` (a text or CSV file, by its content: a PDF or a
 * spreadsheet is refused) becomes `text`, its fields `divisionId`, `subdivisionId` and `week`.
 */
async function readMultipartPreview(request: FastifyRequest): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  try {
    for await (const part of request.parts({ limits: multipartLimits })) {
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value.trim() : '';
        if (value === '') continue;
        body[part.fieldname] = /^\d{1,9}$/.test(value) ? Number(value) : value;
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'file')
        throw new AppError('validation_failed', 'Unknown file field', [fieldError(part.fieldname, 'unknown_field')]);
      if (part.file.truncated)
        throw new AppError('payload_too_large', 'The file is too large', [
          fieldError('file', 'file_too_large', { maximum: ROTA_IMPORT_MAX_BYTES }),
        ]);
      if ((await fileTypeFromBuffer(bytes)) !== undefined || bytes.includes(0))
        throw new AppError('validation_failed', 'The file is not a text or CSV file', [
          fieldError('file', 'invalid_format'),
        ]);
      body.text = decodeText(bytes);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadableForm();
  }
  return body;
}

/**
 * `POST /admin/pharmacy-calls/import/preview` and `POST /admin/pharmacy-calls/import`: a duty list as a
 * town's pharmacists' order publishes it, read, matched to the directory, then imported with staff's
 * decisions (docs/decisions/2026-11-28-rota-list-import.md).
 */
export const rotaImportRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart bodies are parsed only in this plugin's scope (the preview's file).
  await app.register(multipart, { limits: multipartLimits, throwFileSizeLimit: false });
  const imports = createRotaImportService({
    db: app.db,
    clock: app.clock,
    onDirectoryChange: () => app.directoryVersion.invalidate(),
  });
  // The place must be in a region-limited account's region (checked again by the service).
  const config = {
    access: 'rota:write' as const,
    regionScope: { body: ['divisionId' as const, 'subdivisionId' as const] },
  };

  app.post(
    '/admin/pharmacy-calls/import/preview',
    {
      config,
      bodyLimit: BODY_LIMIT,
      // A file upload is read here, before validation: the same schema then checks both kinds of body.
      preValidation: async (request) => {
        if (request.isMultipart()) (request as { body: unknown }).body = await readMultipartPreview(request);
      },
      schema: {
        tags: ['admin'],
        summary: 'Reads a published duty list and matches its pharmacies to the directory; writes nothing',
        description:
          'JSON `{ text, divisionId, subdivisionId?, week? }`, or multipart/form-data with the list as `file` (text or CSV) and the same fields. At most 500 lines and 200 KB (413 past them).',
        consumes: ['application/json', 'multipart/form-data'],
        body: rotaImportPreviewSchema,
        response: { 200: dataEnvelope(rotaImportPreviewResultSchema), ...errors },
      },
    },
    async (request) => ({ data: await imports.preview(requestContext(request), request.body) }),
  );

  app.post(
    '/admin/pharmacy-calls/import',
    {
      config,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary:
          'Imports a previewed duty list with staff decisions, all or nothing: 409 (with every line) when a line conflicts',
        body: rotaImportCommitSchema,
        response: {
          200: dataEnvelope(rotaImportResultSchema),
          ...errors,
          409: z.union([rotaImportRejectedSchema, apiErrorSchema]),
        },
      },
    },
    async (request, reply) => {
      const { result, isRejected } = await imports.commit(requestContext(request), request.body);
      if (!isRejected) return { data: result };
      return reply.code(409).send({
        error: {
          code: 'conflict' as const,
          message: `Nothing was imported: ${result.counts.conflicts} line(s) conflict, listed in data.lines`,
          requestId: request.id,
        },
        data: result,
      });
    },
  );
};
