import { queryRows, type Db } from '@hc/db';
import type { SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';

/**
 * The rows of a query whose columns are all computed (aggregates, JSON built in SQL, pair scores), so no
 * schema column can type them: each row is checked against `row` as it arrives, and a column renamed or
 * retyped in the SQL fails at once instead of reaching an answer as `undefined`.
 */
export async function parsedRows<Row extends z.ZodType>(db: Db, row: Row, query: SQLWrapper): Promise<z.output<Row>[]> {
  return z.array(row).parse(await queryRows(db, query));
}
