import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import { within, type Db } from '@hc/db';
import type { Transporter } from 'nodemailer';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { systemClock, type Clock } from './lib/clock';
import { createMailer } from './lib/mail/mailer';
import { withRedaction } from './lib/log-redaction';
import { createDirectoryVersion } from './lib/directory-version';
import { readStateVersion } from './sql/state-version.repository';
import { cachedBodyBytes, createResponseCache } from './lib/response-cache';
import { doctorsRoutes } from './modules/doctors/doctors.routes';
import { directoryRoutes } from './modules/directory/directory.routes';
import { geographyRoutes } from './modules/geography/geography.routes';
import { healthRoutes } from './modules/health/health.routes';
import { closeConnectionsWhileDraining } from './lib/graceful-shutdown';
import type { Lifecycle } from './lib/lifecycle';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { offlineDirectoryRoutes } from './modules/offline-directory/offline-directory.routes';
import { openDataRoutes } from './modules/open-data/open-data.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { adminFacilitiesRoutes } from './modules/admin-facilities/admin-facilities.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { systemLogsRoutes } from './modules/system-logs/system-logs.routes';
import { dutyGroupsRoutes } from './modules/duty-groups/duty-groups.routes';
import { pharmacyCallsRoutes } from './modules/pharmacy-calls/pharmacy-calls.routes';
import { employeesRoutes } from './modules/employees/employees.routes';
import { invitationsRoutes } from './modules/invitations/invitations.routes';
import { outboxRoutes } from './modules/outbox/outbox.routes';
import { adminDoctorsRoutes } from './modules/admin-doctors/admin-doctors.routes';
import { patientsRoutes } from './modules/patients/patients.routes';
import { registrationsRoutes } from './modules/registrations/registrations.routes';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { eventsRoutes } from './modules/analytics/events.routes';
import { createIngestionQueue } from './lib/analytics/ingestion-queue';
import { createVisitorKeys } from './lib/analytics/visitor-keys';
import { createLatencyRecorder } from './lib/analytics/latency';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { claimsRoutes } from './modules/claims/claims.routes';
import { managedFacilitiesRoutes } from './modules/managed-facilities/managed-facilities.routes';
import { facilityConfirmationsRoutes } from './modules/managed-facilities/facility-confirmations.routes';
import { createFacilityConfirmations } from './facility-confirmations/confirmations.service';
import { linkBase } from './lib/invitations';
import { adminAnalyticsRoutes } from './modules/admin-analytics/admin-analytics.routes';
import { facilityClaimsRoutes } from './modules/facility-claims/facility-claims.routes';
import { facilityManagersRoutes } from './modules/facility-claims/facility-managers.routes';
import { authPlugin } from './plugins/auth';
import { regionScopePlugin } from './plugins/region-scope';
import { facilityManagerScopePlugin } from './plugins/facility-manager-scope';
import { answerClientError, answerFrameworkError, errorsPlugin, MAX_PARAM_LENGTH } from './plugins/errors';
import { openApiPlugin } from './plugins/openapi';
import { sameOriginPlugin } from './plugins/same-origin';
import { isBuildAsset, securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';
import { selectOne } from './sql/ping.repository';
import { noStorePlugin } from './plugins/no-store';
import { storableTextPlugin } from './plugins/storable-text';
import { streamedBodyLimitPlugin } from './plugins/streamed-body-limit';

export type AppOptions = {
  db: Db;
  /**
   * Readiness: resolves when the database answers in time (`Database.ping`, which asks PostgreSQL on a
   * connection of its own). Without it, a query through `db`.
   */
  pingDatabase?: (timeoutMs: number) => Promise<void>;
  config: Config;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** For tests: a nodemailer transport standing in for SMTP_URL's. */
  mailTransporter?: Transporter;
  /** For tests: from how many facilities searches are ranked on a worker thread (20,000 by default). */
  searchWorkerMinFacilities?: number;
  /** For the bench: how many worker threads rank searches (the search ranker's default otherwise). */
  searchWorkers?: number;
  /**
   * Whether the hourly jobs run on their own (the listing confirmation e-mails, issue 35); true by default.
   * Tests turn them off and call them at the instant they choose.
   */
  scheduledJobs?: boolean;
  /** The process's phase for readiness (start.ts: starting, ready, draining); unset, ready from the start. */
  lifecycle?: Lifecycle;
};

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

/** The public answers kept in memory per process: enough for every popular search and list page. */
const RESPONSE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * TRUST_PROXY as fastify's `trustProxy`. A hop count trusts the nearest `n` hops whoever they are, as
 * Express reads it; fastify 5 itself reads a bare number as trusting no one.
 */
const trustProxyOption = (trust: Config['TRUST_PROXY']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

export function defaultWebDistDir(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

/** Builds the whole server (plugins, then routes) without listening: tests drive it through inject. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Whatever logger a caller asks for (a test's stream included) gets the same redaction: no secret, no SQL.
    logger: withRedaction(options.logger, options.config.LOG_LEVEL),
    // A caller's request id is kept when it looks like one, so a failure can be traced across services.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    trustProxy: trustProxyOption(options.config.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    connectionTimeout: options.config.CONNECTION_TIMEOUT_MS,
    requestTimeout: options.config.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: options.config.HEADERS_TIMEOUT_MS,
      requestTimeout: options.config.REQUEST_TIMEOUT_MS,
      // Node looks for late connections only this often (30 s by default, which would triple a 10 s limit).
      connectionsCheckingInterval: Math.min(1_000, options.config.HEADERS_TIMEOUT_MS),
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API reads JSON (and, in their own scopes, CSV and the providers' raw callbacks): without Fastify's
  // default text/plain parser a text body is a 415, not a string failing validation as a 400.
  app.removeContentTypeParser('text/plain');
  const clock = options.clock ?? systemClock;
  app.decorate('db', options.db);
  app.decorate('clock', clock);
  app.decorate('config', options.config);
  app.decorate(
    'pingDatabase',
    options.pingDatabase ?? ((timeoutMs: number) => within(selectOne(options.db), timeoutMs).then(() => {})),
  );
  // Entries live 10 minutes, but their keys carry the directory's change counter: any change to the data
  // (in any process) makes new keys at once, and the old entries simply age out.
  app.decorate(
    'responseCache',
    createResponseCache({ maxBytes: RESPONSE_CACHE_MAX_BYTES, sizeOf: cachedBodyBytes, ttlMs: 10 * 60_000 }),
  );
  app.decorate(
    'mailer',
    createMailer({
      db: options.db,
      clock,
      log: app.log,
      smtpUrl: options.config.SMTP_URL,
      from: options.config.MAIL_FROM,
      ...(options.mailTransporter ? { transporter: options.mailTransporter } : {}),
    }),
  );
  app.decorate(
    'directoryVersion',
    createDirectoryVersion(
      () => readStateVersion(options.db, 'directory_state'),
      () => clock().getTime(),
    ),
  );

  app.decorate(
    'analytics',
    createIngestionQueue({ db: options.db, clock, log: app.log, keys: createVisitorKeys(options.db) }),
  );
  app.decorate('latency', createLatencyRecorder(options.db));
  // The server's own latency per API route (issue 13's app analytics), added up once a minute.
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route?.startsWith('/api/')) app.latency.record(`${request.method} ${route}`, reply.elapsedTime, clock());
  });
  const latencyFlush = setInterval(() => {
    app.latency.flush().catch((error: unknown) => app.log.warn({ err: error }, 'latency: flush failed'));
  }, 60_000);
  latencyFlush.unref();
  // Issue 35: every hour, the facility managers whose listing is due for confirmation get their e-mail.
  app.decorate(
    'facilityConfirmations',
    createFacilityConfirmations({
      db: options.db,
      clock,
      mailer: app.mailer,
      log: app.log,
      linkBase: linkBase(options.config),
      onDirectoryChange: () => app.directoryVersion.invalidate(),
    }),
  );
  const confirmationRequests =
    options.scheduledJobs === false
      ? null
      : setInterval(() => {
          app.facilityConfirmations
            .sendDueConfirmationRequests()
            .catch((error: unknown) => app.log.warn({ err: error }, 'facility confirmations: sending failed'));
        }, 60 * 60_000);
  confirmationRequests?.unref();
  app.addHook('onClose', async () => {
    if (confirmationRequests) clearInterval(confirmationRequests);
    clearInterval(latencyFlush);
    await app.analytics.drain();
    await app.latency.flush().catch(() => {});
  });

  if (options.lifecycle) closeConnectionsWhileDraining(app, options.lifecycle);
  app.addHook('onRequest', async (request, reply) => {
    // A build file's request is no one's to trace: its bytes are the same for everyone.
    if (!isBuildAsset(request.url)) reply.header('x-request-id', request.id);
  });
  // "A filter with an empty value means no restriction" (spec 01 §5): drop empty query values before validation.
  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (!query || typeof query !== 'object') return;
    for (const [key, value] of Object.entries(query)) if (value === '') delete query[key];
  });

  await app.register(errorsPlugin);
  await app.register(storableTextPlugin);
  await app.register(streamedBodyLimitPlugin);
  await app.register(securityPlugin, { rateLimitPerMinute: options.config.RATE_LIMIT_PER_MINUTE });
  await app.register(compress, { threshold: 1024, encodings: ['gzip', 'deflate'] });
  await app.register(openApiPlugin);
  await app.register(authPlugin);
  await app.register(noStorePlugin);
  await app.register(regionScopePlugin);
  await app.register(facilityManagerScopePlugin);

  await app.register(
    async (api) => {
      const rateLimited = api.rateLimit();
      // Routes that opt out with `config: { rateLimit: false }` (the health probes) are not counted or refused.
      api.addHook('onRequest', async (request, reply) => {
        if (request.routeOptions.config.rateLimit === false) return;
        await rateLimited.call(api, request, reply);
      });
      await api.register(sameOriginPlugin);
      await api.register(healthRoutes, { lifecycle: options.lifecycle });
      await api.register(geographyRoutes);
      await api.register(referenceRoutes);
      await api.register(directoryRoutes, {
        searchWorkerMinFacilities: options.searchWorkerMinFacilities,
        searchWorkers: options.searchWorkers,
      });
      await api.register(doctorsRoutes);
      await api.register(newsletterRoutes);
      await api.register(openDataRoutes);
      await api.register(offlineDirectoryRoutes);
      await api.register(authRoutes);
      await api.register(adminRoutes);
      await api.register(systemLogsRoutes);
      await api.register(adminFacilitiesRoutes);
      await api.register(dutyGroupsRoutes);
      await api.register(pharmacyCallsRoutes);
      await api.register(employeesRoutes);
      await api.register(invitationsRoutes);
      await api.register(outboxRoutes);
      await api.register(adminDoctorsRoutes);
      await api.register(patientsRoutes);
      await api.register(registrationsRoutes);
      await api.register(eventsRoutes);
      await api.register(analyticsRoutes);
      await api.register(bookingsRoutes);
      await api.register(paymentsRoutes);
      await api.register(claimsRoutes);
      await api.register(managedFacilitiesRoutes);
      await api.register(facilityConfirmationsRoutes, { confirmations: app.facilityConfirmations });
      await api.register(adminAnalyticsRoutes);
      await api.register(facilityClaimsRoutes);
      await api.register(facilityManagersRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(spaPlugin, {
    distDir: options.config.WEB_DIST_DIR ?? defaultWebDistDir(),
    pagesPerMinute: options.config.RATE_LIMIT_PAGES_PER_MINUTE,
  });
  return app;
}
