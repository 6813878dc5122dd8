import {
  errorStatus,
  fieldError,
  fieldErrorFromIssue,
  type ApiError,
  type ErrorCode,
  type FieldError,
} from '@hc/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { errorKind } from '../lib/error-kind';
import { writeSystemLog } from '../lib/system-log';

/** Error codes of node-postgres / the network that mean "the database is not reachable right now". */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  '57P01',
  '57P03',
  '53300',
  '08006',
  '08001',
  '08003',
]);

export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  code: ErrorCode,
  message: string,
  fields?: FieldError[],
) {
  const body: ApiError = { error: { code, message, requestId: request.id, ...(fields ? { fields } : {}) } };
  return reply.status(errorStatus[code]).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/** Messages of drivers whose connection is gone: the pg pool or PGlite closed (shutdown), or the server hung up. */
const unavailableMessage =
  /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Cannot use a pool after calling end on the pool|PGlite is closed|Client has encountered a connection error/i;

/**
 * Drizzle wraps every driver error in a DrizzleQueryError ("Failed query: …") whose `cause` is the
 * driver's own error, so the whole cause chain is inspected, not just the outer error.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; cause?: unknown; message?: unknown };
    if (typeof candidate.code === 'string' && unavailableCodes.has(candidate.code)) return true;
    if (typeof candidate.message === 'string' && unavailableMessage.test(candidate.message)) return true;
    current = candidate.cause;
  }
  return false;
}

function validatedPart(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'body') return request.body;
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return undefined;
}

function valueAt(source: unknown, path: string[]): unknown {
  let current = source;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Zod drops the input from its issues; the value is looked up again so "missing" is told from "wrong".
      const source = validatedPart(request, error.validationContext);
      const fields = error.validation.map((issue) => {
        const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean);
        return fieldErrorFromIssue({
          ...(issue.params as Record<string, unknown>),
          code: String(issue.keyword),
          path,
          message: issue.message,
          input: valueAt(source, path),
        });
      });
      return sendError(reply, request, 'validation_failed', 'Some fields are not valid', fields);
    }
    if (error instanceof AppError) return sendError(reply, request, error.code, error.message, error.fields);
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return sendError(reply, request, 'internal', 'Something went wrong on our side');
    }
    if (error.statusCode === 429)
      return sendError(reply, request, 'rate_limited', 'Too many requests, please wait a moment');
    if (error.statusCode === 413) {
      // The limit in bytes, so a client can say how large a file may be.
      const limit = request.routeOptions.bodyLimit;
      return sendError(reply, request, 'payload_too_large', `The body is larger than the ${limit} bytes accepted`, [
        fieldError('request', 'too_large', { maximum: limit }),
      ]);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (malformed JSON, body too large, bad content type).
      const code: ErrorCode = error.statusCode === 404 ? 'not_found' : 'validation_failed';
      return sendError(reply, request, code, error.message);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return sendError(
        reply,
        request,
        'unavailable',
        'The service is temporarily unavailable, please try again shortly',
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    // One line staff can act on, the same for every repeat: no message (a database error's holds its SQL).
    const route = `${request.method} ${request.routeOptions.url ?? 'unknown route'}`;
    const kind = errorKind(error);
    void writeSystemLog(
      app.db,
      {
        level: 'ERROR',
        source: 'API',
        message: `Server error on ${route}: ${kind}`,
        userId: request.session?.user.id ?? null,
        ip: request.ip,
        requestId: request.id,
        at: app.clock(),
        repeatOf: `server-error ${route} ${kind}`,
      },
      request.log,
    );
    return sendError(reply, request, 'internal', 'Something went wrong on our side');
  });
});
