import { fieldError, findUnstorableText } from '@hc/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * Refuses, for every route at once, text PostgreSQL cannot store (a NUL, a lone surrogate) in the path
 * parameters, the query string or the parsed body, keys included: a 400 naming the field, where each
 * query would otherwise fail as a 500. A raw body (bytes) is not text; multipart fields are read by
 * their route and checked there with the same function.
 */
export const storableTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findUnstorableText(part);
      if (path)
        throw new AppError('validation_failed', 'Some fields are not valid', [
          fieldError(path.join('.') || 'request', 'invalid_characters'),
        ]);
    }
  });
});
