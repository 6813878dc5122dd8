import { queryRows, type Db } from '@hc/db';
import type { LogLevel, LogSource } from '@hc/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

export type LogEvent = {
  level: LogLevel;
  source: LogSource;
  message: string;
  userId?: number | null;
  ip?: string | null;
  requestId?: string | null;
  details?: Record<string, unknown>;
};

/**
 * Writes an event to the system log staff read in the back-office. A failure to write is reported
 * to the process log and never fails the request that caused it.
 */
export async function writeSystemLog(db: Db, event: LogEvent, logger?: FastifyBaseLogger): Promise<void> {
  try {
    await queryRows(
      db,
      sql`INSERT INTO system_logs (level, source, message, user_id, ip, request_id, details)
        VALUES (${event.level}, ${event.source}, ${event.message}, ${event.userId ?? null}, ${event.ip ?? null},
          ${event.requestId ?? null}, ${event.details ? JSON.stringify(event.details) : null}::jsonb)`,
    );
  } catch (error) {
    logger?.error({ err: error, event }, 'could not write system log');
  }
}
