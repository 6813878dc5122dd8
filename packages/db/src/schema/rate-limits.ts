import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Requests counted per rate-limit key in its current window (which starts at the key's first request),
 * shared by every server process on the database: a visitor's next request may reach another process
 * behind the load balancer. The key is a hash: it is made of addresses and email addresses, which this
 * table has no reason to keep readable.
 */
export const rateLimitCounts = pgTable(
  'rate_limit_counts',
  {
    key: text('key').primaryKey(),
    /** The window's start, in milliseconds since the epoch. */
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    /** When the window ends: the next request starts a new one, and rows long past it are deleted. */
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [index('rate_limit_counts_expires_idx').on(table.expiresAt)],
);
