import type { Db } from '@hc/db';
import type { FacilityHistoryAction, LogLevel, LogSource, SystemLogEvent } from '@hc/shared';
import type { FastifyBaseLogger } from 'fastify';
import { insertSystemLog } from '../sql/system-log-entries.repository';
import type { Clock } from './clock';
import type { RequestContext } from './request-context';

export type LogEvent = {
  level: LogLevel;
  source: LogSource;
  /** The English sentence: what search, the CSV export and older readers use. */
  message: string;
  /** The same event as a key and its values, so the back-office can say it in the reader's language. */
  event: SystemLogEvent;
  userId?: number | null;
  ip?: string | null;
  requestId?: string | null;
  details?: Record<string, unknown>;
  /** When it happened; the database's own time when not given. Pass the app's clock, so tests can move it. */
  at?: Date;
  /**
   * What makes two events "the same" (e.g. a route and an error kind): the same one within a minute adds to
   * the first row's count instead of writing a row, so nobody can flood the log by repeating a request.
   */
  repeatOf?: string;
};

const MINUTE_MS = 60_000;
/** The key of the row that counts an event's repeats: its fingerprint and the minute (by the app's clock). */
export const repeatKey = (fingerprint: string, at: Date) =>
  `${fingerprint}@${new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS).toISOString()}`;

/**
 * Writes an event to the system log staff read in the back-office. A failure to write is reported
 * to the process log and never fails the request that caused it.
 */
export async function writeSystemLog(db: Db, event: LogEvent, logger?: FastifyBaseLogger): Promise<void> {
  try {
    await insertSystemLog(db, {
      level: event.level,
      source: event.source,
      message: event.message,
      eventKey: event.event.key,
      eventParams: event.event.params ?? null,
      userId: event.userId ?? null,
      ip: event.ip ?? null,
      requestId: event.requestId ?? null,
      details: event.details ?? null,
      repeatKey: event.repeatOf ? repeatKey(event.repeatOf, event.at ?? new Date()) : null,
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

/** The facility changes the log names by their own key; any other history action is `facility.changed`. */
const facilityChangeKeys = {
  created: 'facility.created',
  updated: 'facility.updated',
  approved: 'facility.approved',
  suspended: 'facility.suspended',
  reactivated: 'facility.reactivated',
  archived: 'facility.archived',
  restored: 'facility.restored',
  corrected: 'facility.corrected',
} as const satisfies Partial<Record<FacilityHistoryAction, SystemLogEvent['key']>>;

/** The event of a staff change to a facility, by its history action. */
export function facilityChangeEvent(
  action: FacilityHistoryAction,
  facility: { id: number; name: string },
): SystemLogEvent {
  const params = { id: facility.id, name: facility.name };
  return action in facilityChangeKeys
    ? { key: facilityChangeKeys[action as keyof typeof facilityChangeKeys], params }
    : { key: 'facility.changed', params: { ...params, action } };
}
