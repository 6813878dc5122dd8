import type { Db } from '@hc/db';
import type { Mailer } from './lib/mail/mailer';
import type { Config } from './config';
import type { Clock } from './lib/clock';
import type { DirectoryVersion } from './lib/directory-version';
import type { ResponseCache } from './lib/response-cache';
import type { LatencyRecorder } from './lib/analytics/latency';
import type { IngestionQueue } from './lib/analytics/ingestion-queue';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    clock: Clock;
    config: Config;
    responseCache: ResponseCache;
    mailer: Mailer;
    directoryVersion: DirectoryVersion;
    /** First-party analytics beacons, written after the 202. */
    analytics: IngestionQueue;
    latency: LatencyRecorder;
    /** Readiness: resolves when the database answers within the time given (AppOptions.pingDatabase). */
    pingDatabase: (timeoutMs: number) => Promise<void>;
    /** The page policies (plugins/security.ts), for a page answered before any hook ran. */
    setPageSecurityHeaders: (request: FastifyRequest, reply: FastifyReply) => void;
    /** The web app's page (index.html), or null when the site is not built (plugins/spa.ts). */
    sitePage: string | null;
  }
}
