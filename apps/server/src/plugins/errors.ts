import {
  errorStatus,
  fieldError,
  fieldErrorFromIssue,
  type ApiError,
  type ErrorCode,
  type FieldError,
} from '@hc/shared';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { isDatabaseUnavailable } from '../lib/database-unavailable';
import { errorKind } from '../lib/error-kind';
import { writeSystemLog } from '../lib/system-log';

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

/** The longest path parameter the router reads (Fastify's `maxParamLength` default). */
export const MAX_PARAM_LENGTH = 100;

/**
 * Fastify's `frameworkErrors`: a path the router cannot decode (`%zz`, `%FF`, an encoded lone surrogate)
 * or whose parameter is longer than the router reads. Fastify answers these itself, in its own shape
 * (`{ error: 'Bad Request', code: 'FST_ERR_BAD_URL' }`, a 414 for the long parameter), before any hook or
 * the error handler runs; here they are the API's 400 like any other path parameter that is not valid,
 * never stored by a cache (the path is no route's), and a page path gets the site's 404 page.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // No hook ran: the request id and the headers that matter on an error answer are set here.
  reply.header('x-request-id', request.id).header('x-content-type-options', 'nosniff');
  const pathname = request.url.split('?')[0] ?? '/';
  const sitePage = request.server.sitePage;
  if (sitePage && request.method === 'GET' && pathname !== '/api' && !pathname.startsWith('/api/')) {
    // A page link cut inside an escape (a shared link truncated by a chat app): the site's own
    // "Page Not Found", not the API's JSON.
    request.server.setPageSecurityHeaders(request, reply);
    return reply.status(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(sitePage);
  }
  reply.header('cache-control', 'no-store');
  const field =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? fieldError('path', 'too_long', { maximum: MAX_PARAM_LENGTH })
      : fieldError('path', 'invalid_characters');
  return sendError(reply, request, 'validation_failed', 'The address is not valid', [field]);
}

/** What Node's HTTP parser refused before any request existed, as the API's code and message. */
function clientErrorAnswer(error: ConnectionError): { code: ErrorCode; message: string } {
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return { code: 'headers_too_large', message: 'The address and headers of the request are larger than accepted' };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { code: 'request_timeout', message: 'The request took too long to arrive' };
  return { code: 'validation_failed', message: 'The request is not valid HTTP' };
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser cannot read (a head over 16 KB, a broken chunked
 * body, headers that never finish arriving). No request exists to answer, and Fastify's default writes
 * its own shape; this writes the API's to the socket and closes it, as there is no telling where the
 * next request would start.
 */
export function answerClientError(error: ConnectionError, socket: Socket) {
  // The client is gone, or a response on this connection has begun: writing now would corrupt it (Node's own
  // default checks the same).
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const { code, message } = clientErrorAnswer(error);
  const body = JSON.stringify({ error: { code, message } } satisfies ApiError);
  const status = errorStatus[code];
  socket.write(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
      body,
  );
  socket.destroy();
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
    if (error.statusCode === 415)
      return sendError(reply, request, 'unsupported_media_type', 'This route does not accept that content type');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's other client errors (malformed JSON, an empty JSON body).
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
        event: { key: 'server.error', params: { route, kind } },
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
