import { tables, type Db } from '@hc/db';
import type { LogLevel, LogSource } from '@hc/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock';
import type { RequestContext } from './request-context';

export type LogEvent = {
  level: LogLevel;
  source: LogSource;
  message: string;
  userId?: number | null;
  ip?: string | null;
  requestId?: string | null;
  details?: Record<string, unknown>;
  /** When it happened; the database's own time when not given. Pass the app's clock, so tests can move it. */
  at?: Date;
};

/**
 * Writes an event to the system log staff read in the back-office. A failure to write is reported
 * to the process log and never fails the request that caused it.
 */
export async function writeSystemLog(db: Db, event: LogEvent, logger?: FastifyBaseLogger): Promise<void> {
  try {
    await db.insert(tables.systemLogs).values({
      level: event.level,
      source: event.source,
      message: event.message,
      userId: event.userId ?? null,
      ip: event.ip ?? null,
      requestId: event.requestId ?? null,
      details: event.details ?? null,
      ...(event.at ? { createdAt: event.at } : {}),
    });
  } catch (error) {
    logger?.error({ err: error, event }, 'could not write system log');
  }
}

/** Where an event caused by a request comes from: the signed-in account (if any), the address, the request id. */
const eventOrigin = (context: RequestContext) => ({
  userId: context.session?.user.id ?? null,
  ip: context.ip,
  requestId: context.requestId,
});

/**
 * Writes an event caused by a request, at the app's time, attributed to whoever is signed in unless
 * `userId` says otherwise.
 */
export function logRequestEvent(
  deps: { db: Db; clock: Clock },
  context: RequestContext,
  event: Omit<LogEvent, 'ip' | 'requestId' | 'at'>,
): Promise<void> {
  return writeSystemLog(deps.db, { ...eventOrigin(context), ...event, at: deps.clock() }, context.log);
}
