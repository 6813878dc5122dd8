import type { Db } from '@hc/db';
import { sql } from 'drizzle-orm';

/** The smallest round trip to the database: readiness, when no better probe was given. */
export const selectOne = (db: Db) => db.execute(sql`SELECT 1`);
