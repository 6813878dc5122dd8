import {
  apiErrorSchema,
  offlineDirectoryQuerySchema,
  offlineDirectorySchema,
  offlineDirectorySizeSchema,
  type OfflineDirectory,
  type OfflineDirectorySize,
} from '@hc/shared';
import { constants, gzipSync } from 'node:zlib';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '@hc/db';
import { sendPublicRead } from '../../lib/public-read';
import { OPEN_DATA_LICENSE } from '../../lib/open-data-license';
import { parseCursor, readOfflineDirectory, type OfflineCursor } from './offline-directory.repository';

const HOUR_MS = 60 * 60 * 1000;
const errors = { 400: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema };

/**
 * The copy is computed once an hour (per directory version): its duty windows run from the start of the
 * hour, a week and an hour ahead being more than the week a visitor is promised.
 */
const hourOf = (now: Date) => new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);

async function copyOf(db: Db, since: OfflineCursor | null, hour: Date): Promise<OfflineDirectory> {
  const current = await readOfflineDirectory(db, since, hour);
  // A cursor from ahead of this database (it was restored from an older backup): start the copy again.
  const ahead = since !== null && since.version > parseCursor(current.cursor).version;
  const copy = ahead ? await readOfflineDirectory(db, null, hour) : current;
  return { ...copy, generatedAt: hour.toISOString(), attribution: OPEN_DATA_LICENSE.attribution };
}

/** The directory a visitor may save for offline use (issue 15): the compact copy and what it costs. */
export const offlineDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/offline-directory',
    {
      schema: {
        tags: ['offline'],
        summary: 'The compact public directory for offline use; with ?since= only the changes after that copy',
        querystring: offlineDirectoryQuerySchema,
        response: { 200: offlineDirectorySchema, ...errors },
      },
    },
    (request, reply) => {
      const hour = hourOf(app.clock());
      const since = request.query.since ? parseCursor(request.query.since) : null;
      return sendPublicRead(request, reply, () => copyOf(app.db, since, hour), { variant: `h${hour.getTime()}` });
    },
  );

  // An estimate ("≈ N KB") measured at most once an hour per process: the footer of every page may ask for it,
  // while computing it builds and compresses the whole copy, which every change to the directory would
  // otherwise invalidate.
  let size: { hour: number; value: Promise<OfflineDirectorySize> } | null = null;
  const estimateSize = (hour: Date): Promise<OfflineDirectorySize> => {
    if (size?.hour !== hour.getTime()) {
      const value = copyOf(app.db, null, hour).then((copy) => ({
        facilities: copy.facilities.length,
        bytes: gzipSync(JSON.stringify(copy), { level: constants.Z_BEST_COMPRESSION }).length,
      }));
      size = { hour: hour.getTime(), value };
      // A failure is not kept: the next visitor's request tries again.
      value.catch(() => {
        if (size?.value === value) size = null;
      });
    }
    return size.value;
  };

  app.get(
    '/offline-directory/size',
    {
      schema: {
        tags: ['offline'],
        summary: 'How many facilities the offline copy holds and its compressed size (an hourly estimate)',
        response: { 200: offlineDirectorySizeSchema, ...errors },
      },
    },
    async (_request, reply) => {
      const value = await estimateSize(hourOf(app.clock()));
      return reply.header('cache-control', 'public, max-age=3600').send(value);
    },
  );
};
