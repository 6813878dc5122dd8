import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

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
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(100).default(2000),
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
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
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
     * Whose X-Forwarded-For is believed (fastify's trustProxy): `true`, `false`, or addresses and ranges
     * (comma-separated). The default trusts proxies on loopback and private networks only, so a client
     * reaching the server directly cannot choose the address that rate limits and lockouts count.
     */
    TRUST_PROXY: z
      .string()
      .default('loopback,linklocal,uniquelocal')
      .transform((v): boolean | string => (v === 'true' ? true : v === 'false' ? false : v)),
    /** The site's address: mailed links point there, and https:// marks cookies Secure. Required in production. */
    PUBLIC_URL: z.url('must be a URL').optional(),
    /** The secrets payment providers sign their notifications with; unset, that provider's callback is 404. */
    PAYMENT_WEBHOOK_SECRET_MTN_MOMO: z.string().min(16, 'must be at least 16 characters').optional(),
    PAYMENT_WEBHOOK_SECRET_ORANGE_MONEY: z.string().min(16, 'must be at least 16 characters').optional(),
  })
  .refine((c) => !c.ADMIN_EMAIL === !c.ADMIN_PASSWORD, {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  // Reset and invitation links are built from PUBLIC_URL; without it they follow the request's Host header,
  // which a caller chooses: acceptable on a developer's machine, not on the public service.
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
