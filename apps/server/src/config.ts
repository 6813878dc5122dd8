import { isIP } from 'node:net';
import path from 'node:path';
import { parseFourEyesRoles, staffRoles, type FourEyesRules, type StaffRole } from '@hc/shared';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** proxy-addr's names for whole ranges, accepted in a TRUST_PROXY list beside addresses. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY as fastify's `trustProxy` takes it; null when it is none of the accepted forms. */
export function parseTrustProxy(value: string): boolean | number | string[] | null {
  const text = value.trim();
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^\d{1,3}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : null;
}

const fourEyesRoles = z
  .string()
  .default('all')
  .transform((value, ctx): StaffRole[] => {
    const roles = parseFourEyesRoles(value);
    if (roles === null) {
      ctx.addIssue({ code: 'custom', message: `must be all, none, or staff roles (${staffRoles.join(', ')})` });
      return z.NEVER;
    }
    return roles;
  });

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ error: 'must be a number' })
      .int()
      .min(1)
      .max(65535, 'must be a port from 1 to 65535')
      .default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    /** PostgreSQL: longest wait for a connection before the request answers 503 unavailable. */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(100).default(1500),
    /** PostgreSQL: the server cancels a statement running longer (0 = no limit); migrations have none. */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(0).default(15_000),
    /** The longest pause between start-up attempts while the database cannot be reached. */
    DATABASE_RETRY_MAX_DELAY_MS: z.coerce.number({ error: 'must be a number' }).int().min(10).default(10_000),
    DATA_DIR: z.string().min(1).default('./data'),
    REFERENCE_DATA_DIR: z.string().min(1).default('../shared/data/cameroon'),
    DEMO_DATA: booleanFlag.default(true),
    ADMIN_EMAIL: z.email('must be an email address').optional(),
    ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Requests per minute one address may make to the public API. */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
    /**
     * Site pages (the app's HTML) one address may ask for per minute. Visitors behind one mobile carrier's
     * address share it, so the default leaves room for many of them; the files the pages load are not counted.
     */
    RATE_LIMIT_PAGES_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
    /** Folder of the built web app; unset means apps/web/dist. */
    WEB_DIST_DIR: z.string().optional(),
    /** smtp://user:pass@host:587 or smtps://…: mail leaves by SMTP; unset, it stays in the back-office Outbox. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    /** The From of every message. */
    MAIL_FROM: z.string().min(3).default('Cameroon Health Directory <no-reply@localhost>'),
    /**
     * Whose X-Forwarded-For (and X-Forwarded-Proto/Host) is believed: unset or `false`, no one's; `true`,
     * anyone's; a number, that many proxy hops in front of the server; or a comma-separated list of the
     * proxies' addresses and CIDR ranges. Believing it by default would let any client choose the address
     * that rate limits, lockouts and the audit log record.
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, ctx): boolean | number | string[] => {
        const parsed = parseTrustProxy(value);
        if (parsed === null) {
          ctx.addIssue({
            code: 'custom',
            message: 'must be true, false, a number of proxy hops, or comma-separated proxy addresses or CIDR ranges',
          });
          return z.NEVER;
        }
        return parsed;
      }),
    /**
     * How long a client may take (milliseconds): to send its request's headers (a slow client that trickles
     * them holds a connection for nothing), to send the whole request (uploads on a slow link included),
     * and to stay silent on an open connection.
     */
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(300_000),
    CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
    /**
     * On SIGTERM, how long the process goes on serving while its readiness answers 503, so a load balancer's
     * checks take it out before it stops accepting. 0 by default: a lone process has no balancer to tell,
     * and Ctrl-C should not wait. Behind one, about (fall + 2) × the check interval (2,500 ms in `npm run fleet`).
     */
    SHUTDOWN_DRAIN_MS: z.coerce.number({ error: 'must be a number' }).int().min(0).default(0),
    /** After the drain, how long requests in flight may take to finish before the process exits anyway (code 1). */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(100).default(10_000),
    /** The site's address: mailed links point there, and https:// marks cookies Secure. Required in production. */
    PUBLIC_URL: z.url('must be a URL').optional(),
    /** The secrets payment providers sign their notifications with; unset, that provider's callback is 404. */
    PAYMENT_WEBHOOK_SECRET_MTN_MOMO: z.string().min(16, 'must be at least 16 characters').optional(),
    PAYMENT_WEBHOOK_SECRET_ORANGE_MONEY: z.string().min(16, 'must be at least 16 characters').optional(),
    /**
     * Four eyes (issue 36): the roles whose approval of a new facility, or activation of a doctor, needs a
     * second person (the proposer may not approve): `all` (default), `none`, or roles such as `manager,support`.
     */
    FOUR_EYES_FACILITY_PUBLISH: fourEyesRoles,
    FOUR_EYES_DOCTOR_ACTIVATE: fourEyesRoles,
  })
  .refine((c) => !c.ADMIN_EMAIL === !c.ADMIN_PASSWORD, {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  // Node refuses a headers timeout longer than the whole request's.
  .refine((c) => c.HEADERS_TIMEOUT_MS <= c.REQUEST_TIMEOUT_MS, {
    message: 'must not be longer than REQUEST_TIMEOUT_MS',
    path: ['HEADERS_TIMEOUT_MS'],
  })
  // Reset and invitation links are built from PUBLIC_URL; without it they point at http://localhost:PORT,
  // which only reaches the service from the machine it runs on.
  .refine((c) => c.NODE_ENV !== 'production' || c.PUBLIC_URL !== undefined, {
    message: 'must be set in production (the address mailed links point to)',
    path: ['PUBLIC_URL'],
  });

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Reads the environment once at start-up; any bad value stops the server with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || 'config'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = result.data;
  return {
    ...config,
    DATA_DIR: path.resolve(cwd, config.DATA_DIR),
    REFERENCE_DATA_DIR: path.resolve(cwd, config.REFERENCE_DATA_DIR),
  };
}

/** The four-eyes rule table (packages/shared permissions.ts) as this deployment configures it. */
export const fourEyesRulesOf = (config: Config): FourEyesRules => ({
  'facility.publish': config.FOUR_EYES_FACILITY_PUBLISH,
  'doctor.activate': config.FOUR_EYES_DOCTOR_ACTIVATE,
});
