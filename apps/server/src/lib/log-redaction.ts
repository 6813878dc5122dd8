import type { FastifyServerOptions } from 'fastify';

/**
 * Every logger of the server goes through these options: what a log line may never hold is listed once here.
 * Keys are matched at the top of a log object and one level down (pino's `redact` wildcards go no deeper),
 * which is where the server puts them (`{ err }`, `{ event }`, `{ req }`, `{ res }`).
 */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'password_hash',
  'token',
  'tokenHash',
  'resetToken',
  'invitationToken',
  'sessionId',
  'totpSecret',
  'totp_secret',
  'secret',
  'code',
  'recoveryCode',
  'cookie',
  'authorization',
  'set-cookie',
  'params',
  'query',
];
/** `code` is a TOTP or recovery code in a body, but an error's code is wanted: errors are serialized apart. */
const KEYS_BOTH_LEVELS = SECRET_KEYS.filter((key) => key !== 'code');

const bracket = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `["${key}"]`);

export const redactPaths = [
  ...KEYS_BOTH_LEVELS.map((key) => bracket(key).replace(/^\./, '')),
  ...KEYS_BOTH_LEVELS.map((key) => `*${bracket(key)}`),
  'body.code',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
];

const REDACTED = '[redacted]';

/** A query parameter or path segment that carries a secret: reset and invitation links, tokens of every kind. */
const secretQueryParam = /([?&](?:token|code|secret|password|key)[^=&]*=)[^&#]*/gi;
const secretPathSegment = /(\/(?:invitations|reset-password|password-reset)\/)[^/?#]+/gi;

/** A URL as it may be logged: secret query values and invitation tokens in the path are masked. */
export const redactUrl = (url: string) =>
  url.replace(secretQueryParam, `$1${REDACTED}`).replace(secretPathSegment, `$1${REDACTED}`);

type ErrorLike = Record<string, unknown> & { name?: unknown; message?: unknown; cause?: unknown };

/** The PostgreSQL error code (SQLSTATE) of an error or anything it wraps. */
function sqlStateOf(error: ErrorLike): string | undefined {
  const code = error.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * Whether an error comes from the database: Drizzle's wrapper ("Failed query: <sql> params: …", with `query`
 * and `params`), or a driver's error (a SQLSTATE code, or PGlite's and node-postgres' `DatabaseError`).
 */
function isDatabaseError(error: ErrorLike): boolean {
  return (
    'query' in error ||
    'params' in error ||
    sqlStateOf(error) !== undefined ||
    error.name === 'DatabaseError' ||
    error.constructor?.name === 'DatabaseError' ||
    (typeof error.message === 'string' && error.message.startsWith('Failed query'))
  );
}

const className = (error: ErrorLike) =>
  (typeof error.name === 'string' && error.name !== 'Error' ? error.name : undefined) ??
  (error.constructor?.name && error.constructor.name !== 'Object' ? error.constructor.name : 'Error');

/**
 * What a database error may say in a log: its class, its SQLSTATE and the names of what it hit. Its message,
 * `detail` ("Key (email)=(…)"), stack (whose first line is the message), SQL text and parameters carry the
 * data of the query, and are dropped.
 */
function describeDatabaseError(error: ErrorLike): Record<string, unknown> {
  const described: Record<string, unknown> = { type: className(error) };
  const code = sqlStateOf(error);
  if (code) described.code = code;
  for (const key of ['constraint', 'table', 'column', 'schema', 'routine'] as const) {
    if (typeof error[key] === 'string') described[key] = error[key];
  }
  return described;
}

/** An error as every logger of the server writes it (`err`): database errors without their SQL or data. */
export function serializeError(value: unknown, depth = 0): unknown {
  if (!value || typeof value !== 'object') return value;
  const error = value as ErrorLike;
  const cause = depth < 5 && error.cause ? serializeError(error.cause, depth + 1) : undefined;
  if (isDatabaseError(error)) return { ...describeDatabaseError(error), ...(cause ? { cause } : {}) };
  const described: Record<string, unknown> = {
    type: className(error),
    message: typeof error.message === 'string' ? error.message : String(value),
    stack: typeof error.stack === 'string' ? error.stack : undefined,
  };
  for (const [key, field] of Object.entries(error)) {
    if (key === 'cause' || key in described || SECRET_KEYS.includes(key)) continue;
    if (field === null || ['string', 'number', 'boolean'].includes(typeof field)) described[key] = field;
  }
  if (cause) described.cause = cause;
  return described;
}

type RequestLike = { method?: string; url?: string; routeOptions?: { url?: string }; id?: string; ip?: string };

/** A request as logged: its method, masked URL, route pattern and id; never its headers or body. */
function serializeRequest(request: RequestLike) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrl(request.url) : undefined,
    route: request.routeOptions?.url,
    id: request.id,
    remoteAddress: request.ip,
  };
}

/** The options every logger of the server is built with, the level (or a test's stream) aside. */
export const redactedLoggerOptions = {
  redact: { paths: redactPaths, censor: REDACTED },
  serializers: { err: serializeError, error: serializeError, req: serializeRequest },
};

/** Fastify's `logger` option with the redaction added to whatever the caller chose (a level, a stream). */
export function withRedaction(logger: FastifyServerOptions['logger'], level: string): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const chosen = typeof logger === 'object' && logger !== null ? logger : { level };
  const serializers = 'serializers' in chosen ? chosen.serializers : undefined;
  const options = {
    ...chosen,
    ...redactedLoggerOptions,
    serializers: { ...serializers, ...redactedLoggerOptions.serializers },
  };
  // Fastify types `err`'s serializer as always returning a message and a stack: a database error has neither here.
  return options as FastifyServerOptions['logger'];
}
