import { prepareRows, queryRows, type Db } from '@hc/db';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';

/**
 * The rows of a query whose columns are all computed (aggregates, JSON built in SQL, pair scores), so no
 * schema column can type them: each row is checked against `row` as it arrives, and a column renamed or
 * retyped in the SQL fails at once instead of reaching an answer as `undefined`.
 */
export async function parsedRows<Row extends z.ZodType>(db: Db, row: Row, query: SQLWrapper): Promise<z.output<Row>[]> {
  return z.array(row).parse(await queryRows(db, query));
}

/**
 * parsedRows for a hot statement of fixed text whose values are `sql.placeholder`s: its SQL text is built
 * once per database (`prepareRows`, unnamed: planned on each run with its values), then it is called with
 * the placeholders' values.
 */
export function preparedParsedRows<Row extends z.ZodType>(
  row: Row,
  query: SQL,
): (db: Db, values: Record<string, unknown>) => Promise<z.output<Row>[]> {
  const statements = new WeakMap<Db, (values: Record<string, unknown>) => Promise<unknown[]>>();
  return async (db, values) => {
    let run = statements.get(db);
    if (!run) statements.set(db, (run = prepareRows(db, query)));
    return z.array(row).parse(await run(values));
  };
}
