import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { tables, type Db } from '@hc/db';
import { isKnownPagePath, type FacilityCategory } from '@hc/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicFacility } from '../sql/public-facility.repository';
import { createFirstScreens } from '../lib/first-screen';
import { createPageDescription } from '../lib/page-description';
import { createPagePreloads, pageLanguage } from '../lib/page-preloads';
import { sendError } from './errors';

const { facilities } = tables;

/** The detail pages of the web app and the category each one shows (apps/web/src/app/router.tsx). */
const detailPagePatterns: { pattern: RegExp; category: FacilityCategory }[] = [
  { pattern: /^\/hospitals\/(\d+)$/, category: 'hospital' },
  { pattern: /^\/pharmacies\/(\d+)$/, category: 'pharmacy' },
  { pattern: /^\/medical-facilities\/pharmacies\/(\d+)$/, category: 'pharmacy' },
  { pattern: /^\/medical-facilities\/laboratories\/(\d+)$/, category: 'laboratory' },
];

const MAX_ID = 2_147_483_647;
/** Where the app draws itself in index.html, and the first screen goes before it starts. */
const ROOT = '<div id="root"></div>';

/** The facility a detail path names, or null when the path is no detail page. */
export function matchDetailPath(pathname: string): { id: number; category: FacilityCategory } | null {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const { pattern, category } of detailPagePatterns) {
    const match = pattern.exec(normalized);
    if (match) return { id: Number(match[1]), category };
  }
  return null;
}

/** Whether a public facility of that category has that id: the detail page has something to show. */
async function isPublicFacility(db: Db, id: number, category: FacilityCategory): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return false;
  const rows = await db
    .select({ id: facilities.id })
    .from(facilities)
    .where(and(eq(facilities.id, id), eq(facilities.category, category), publicFacility))
    .limit(1);
  return rows.length > 0;
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and
 * index.html for every page path, with 404 for paths that are no page at all and for detail pages
 * of facilities that do not exist, are not public or are of another category.
 */
export const spaPlugin = fp(async (app: FastifyInstance, options: { distDir: string; pagesPerMinute: number }) => {
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
      // Without this, send's own "max-age=0" header replaces the one set below.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const relative = path.relative(options.distDir, filePath);
        res.setHeader(
          'cache-control',
          relative.startsWith(`assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : // The service worker is asked for again on every visit, so a new deployment reaches every phone.
              relative.startsWith('sw.js')
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
  }
  // A hashed file never changes under its name and is cached for a year: its validators and byte ranges are
  // never used, yet each of the 20-odd files of a first visit would carry them (about 100 bytes a file).
  // The service worker, icons and manifest keep theirs: they are asked for again, and a 304 saves a download.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/assets/')) {
      reply.removeHeader('etag');
      reply.removeHeader('last-modified');
      reply.removeHeader('accept-ranges');
      // The type RFC 9239 names for JavaScript, without a charset (module scripts are read as UTF-8 whatever
      // the header says): 23 bytes fewer than send's "application/javascript; charset=utf-8" on each file.
      if (/\.m?js$/.test(request.url.split('?')[0]!) && reply.statusCode === 200)
        reply.header('content-type', 'text/javascript');
    }
  });
  const indexHtml = hasBuild ? readFileSync(indexPath, 'utf8') : '';
  app.decorate('sitePage', hasBuild ? indexHtml : null);
  const preloads = createPagePreloads(options.distDir);
  const firstScreens = createFirstScreens(options.distDir);
  const describe = createPageDescription(options.distDir);

  async function pageStatus(pathname: string): Promise<200 | 404> {
    if (!isKnownPagePath(pathname)) return 404;
    const detail = matchDetailPath(pathname);
    if (!detail) return 200;
    try {
      return (await isPublicFacility(app.db, detail.id, detail.category)) ? 200 : 404;
    } catch (error) {
      // The database is away: serve the page, which then shows the API's own error and a Retry.
      app.log.warn({ err: error, pathname }, 'could not check the facility of a detail page');
      return 200;
    }
  }

  app.setNotFoundHandler(
    {
      preHandler: app.rateLimit
        ? app.rateLimit({
            max: options.pagesPerMinute,
            timeWindow: '1 minute',
            keyGenerator: (request) => `pages:${request.ip}`,
          })
        : undefined,
    },
    async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname === '/api' || pathname.startsWith('/api/') || request.method !== 'GET' || !hasBuild) {
        return sendError(reply, request, 'not_found', `No route for ${request.method} ${pathname}`);
      }
      const status = await pageStatus(pathname);
      const search = request.url.slice(pathname.length);
      const language = pageLanguage(request.headers.cookie, request.headers['accept-language']);
      const links = status === 200 ? preloads(pathname, search, language, request.headers.cookie) : '';
      const frame = firstScreens(pathname, language, request.headers.cookie);
      // The page's language from the first byte, for screen readers and the first screen, before the app sets it.
      let html = describe(indexHtml.replace('<html lang="en">', `<html lang="${language}">`), language);
      if (links) html = html.replace('</head>', `${links}</head>`);
      if (frame) html = html.replace(ROOT, `<div id="root">${frame}</div>`);
      return reply
        .status(status)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-language, cookie')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
});
