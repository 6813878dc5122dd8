/** Error codes of node-postgres / the network that mean "the database is not reachable right now". */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P03',
  '53300',
  '08006',
  '08001',
  '08003',
  // statement_timeout (DATABASE_STATEMENT_TIMEOUT_MS) cancelled it: the database is too busy to answer now.
  '57014',
]);

/** Messages of drivers whose connection is gone: the pg pool or PGlite closed (shutdown), or the server hung up. */
const unavailableMessage =
  /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Cannot use a pool after calling end on the pool|PGlite is closed|Client has encountered a connection error/i;

/**
 * True when an error means the database cannot be reached now (503, or another start-up attempt), not
 * that the query was wrong. Drizzle wraps every driver error in a DrizzleQueryError ("Failed query: …")
 * whose `cause` is the driver's own error, so the whole cause chain is inspected, not just the outer error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; cause?: unknown; message?: unknown };
    if (typeof candidate.code === 'string' && unavailableCodes.has(candidate.code)) return true;
    if (typeof candidate.message === 'string' && unavailableMessage.test(candidate.message)) return true;
    current = candidate.cause;
  }
  return false;
}
