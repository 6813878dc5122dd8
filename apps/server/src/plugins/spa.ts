import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isKnownPagePath } from '@hc/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and
 * index.html for every page path, with 404 for paths that are no page at all.
 */
export const spaPlugin = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const indexPath = path.join(options.distDir, 'index.html');
  const hasBuild = existsSync(indexPath);
  if (!hasBuild)
    app.log.warn({ distDir: options.distDir }, 'web app not built: only the API is served (run npm run build)');

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const relative = path.relative(options.distDir, filePath);
        res.setHeader(
          'cache-control',
          relative.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
  const indexHtml = hasBuild ? readFileSync(indexPath, 'utf8') : '';

  app.setNotFoundHandler(
    { preHandler: app.rateLimit ? app.rateLimit({ max: 300, timeWindow: '1 minute' }) : undefined },
    async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname === '/api' || pathname.startsWith('/api/') || request.method !== 'GET' || !hasBuild) {
        return sendError(reply, request, 'not_found', `No route for ${request.method} ${pathname}`);
      }
      return reply
        .status(isKnownPagePath(pathname) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml);
    },
  );
});
