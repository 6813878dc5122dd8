import { tables, type Db } from '@hc/db';
import type { LogsQuery } from '@hc/shared';
import { and, asc, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import { substringPattern } from '../../lib/list';
import { hiddenInLogsPatterns } from '../../lib/pseudonymise';

const { systemLogs, users } = tables;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Africa/Douala is UTC+1 all year: "today" starts at local midnight. */
const DOUALA_OFFSET_MS = 60 * 60 * 1000;

export type LogFilters = Pick<LogsQuery, 'range' | 'source' | 'q' | 'level'> & {
  /**
   * The reader sees the log pseudonymised (issue 31): the search then looks only at what it is shown
   * (messages without e-mails or phones, request ids), so it cannot confirm someone's address by searching.
   */
  isPseudonymised?: boolean;
};

const shownMessage = hiddenInLogsPatterns.reduce<SQL>(
  (text, pattern) => sql`regexp_replace(${text}, ${pattern}, '', 'g')`,
  sql`${systemLogs.message}`,
);

function rangeStart(range: LogsQuery['range'], now: Date): Date | null {
  if (range === 'today') {
    const local = now.getTime() + DOUALA_OFFSET_MS;
    return new Date(local - (local % DAY_MS) - DOUALA_OFFSET_MS);
  }
  if (range === 'week') return new Date(now.getTime() - 7 * DAY_MS);
  if (range === 'month') return new Date(now.getTime() - 30 * DAY_MS);
  return null;
}

/** Filters other than the level: the counters show each level's share of what the other filters select. */
function baseConditions(filters: LogFilters, now: Date): (SQL | undefined)[] {
  const start = rangeStart(filters.range, now);
  const pattern = filters.q ? substringPattern(filters.q) : null;
  return [
    start ? gte(systemLogs.createdAt, start) : undefined,
    filters.source ? eq(systemLogs.source, filters.source) : undefined,
    pattern && filters.isPseudonymised
      ? or(ilike(shownMessage, pattern), ilike(systemLogs.requestId, pattern))
      : pattern
        ? or(
            ilike(systemLogs.message, pattern),
            ilike(systemLogs.ip, pattern),
            ilike(users.email, pattern),
            ilike(systemLogs.requestId, pattern),
          )
        : undefined,
  ];
}

const levelCount = (level: LogsQuery['level']) =>
  sql<number>`count(*) FILTER (WHERE ${systemLogs.level} = ${level})`.mapWith(Number);

/** How many events each level has among those the other filters select, and how many match all filters. */
export async function countLogs(db: Db, filters: LogFilters, now: Date) {
  const [row] = await db
    .select({
      total: count(),
      errors: levelCount('ERROR'),
      warnings: levelCount('WARN'),
      success: levelCount('SUCCESS'),
      info: levelCount('INFO'),
      selected: filters.level ? levelCount(filters.level) : count(),
    })
    .from(systemLogs)
    .leftJoin(users, eq(users.id, systemLogs.userId))
    .where(and(...baseConditions(filters, now)));
  return row ?? { total: 0, errors: 0, warnings: 0, success: 0, info: 0, selected: 0 };
}

/** One page of events matching every filter, by time (ties by id). */
export function listLogs(
  db: Db,
  filters: LogFilters,
  now: Date,
  page: { order: 'asc' | 'desc'; limit: number; offset: number },
) {
  const direction = page.order === 'asc' ? asc : desc;
  return db
    .select({
      id: systemLogs.id,
      level: systemLogs.level,
      source: systemLogs.source,
      message: systemLogs.message,
      eventKey: systemLogs.eventKey,
      eventParams: systemLogs.eventParams,
      createdAt: systemLogs.createdAt,
      ip: systemLogs.ip,
      userId: systemLogs.userId,
      userEmail: users.email,
      requestId: systemLogs.requestId,
      repeatCount: systemLogs.repeatCount,
    })
    .from(systemLogs)
    .leftJoin(users, eq(users.id, systemLogs.userId))
    .where(and(...baseConditions(filters, now), filters.level ? eq(systemLogs.level, filters.level) : undefined))
    .orderBy(direction(systemLogs.createdAt), direction(systemLogs.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type LogRow = Awaited<ReturnType<typeof listLogs>>[number];
