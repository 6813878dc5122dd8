import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Where SQL may live, and how its rows are typed (docs/decisions/2026-11-28-sql-in-repositories.md):
// only in `*.repository.ts` files — a module's own, or those in `src/sql/` that several modules need.
// Rows come from the Drizzle schema, so renaming a column fails the typecheck wherever it is read.

const src = path.dirname(new URL(import.meta.url).pathname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') ? [file] : [];
  });
}

const relative = (file: string) => path.relative(src, file).split(path.sep).join('/');
/** Tests and the helpers that build their data and look at their answers. */
const isTestSupport = (file: string) =>
  /\.test\.ts$/.test(file) || /^(test|testing)\//.test(file) || /test-helpers\.ts$/.test(file);
const mayHoldSql = (file: string) => /\.repository\.ts$/.test(file);

/** A query: a tagged `sql` template, the query builder, or a raw statement. */
const SQL_USE = [
  /\bsql`/,
  /\bsql<[^>]+>`/,
  /\b(db|tx|source|database)\.(select|selectDistinct|insert|update|delete|execute|\$count)\b/,
  /\bqueryRows(Prepared)?\(/,
];

/** A result row typed by hand instead of from the schema. */
const HAND_TYPED_ROW = [
  { pattern: /\bqueryRows(Prepared)?</, what: 'queryRows<…> names its row type by hand' },
  { pattern: /\.execute<\{/, what: 'execute<{…}> names its row type by hand' },
  { pattern: /\)\)\s+as\s+(\{|\w+Row\b)[^;]*\[\]/, what: 'a query result cast to a row type' },
];
/** Where queries are, a type spelling out a row's columns (a CSV row elsewhere is not a query's). */
const ROW_TYPE = /^\s*(export\s+)?(type|interface)\s+\w*Row\b\s*=?\s*\{/m;

const files = sourceFiles(src)
  .map((file) => ({ name: relative(file), text: readFileSync(file, 'utf8') }))
  .filter((file) => !isTestSupport(file.name));

describe('data access', () => {
  it('holds SQL only in repositories', () => {
    const outside = files
      .filter((file) => !mayHoldSql(file.name) && SQL_USE.some((pattern) => pattern.test(file.text)))
      .map((file) => file.name);
    expect(outside).toEqual([]);
  });

  it('types every row from the schema, never by hand', () => {
    const found = files.flatMap((file) => [
      ...HAND_TYPED_ROW.filter(({ pattern }) => pattern.test(file.text)).map(({ what }) => `${file.name}: ${what}`),
      ...(mayHoldSql(file.name) && ROW_TYPE.test(file.text) ? [`${file.name}: a hand-written …Row type`] : []),
    ]);
    expect(found).toEqual([]);
  });

  it('recognises what it forbids', () => {
    const sample = [
      'const rows = await queryRows<{ id: number }>(db, sql`SELECT 1`);',
      'type FacilityRow = { id: number };',
      'const r = (await queryRows(db, q)) as { total: number }[];',
    ].join('\n');
    expect(HAND_TYPED_ROW.filter(({ pattern }) => pattern.test(sample))).toHaveLength(2);
    expect(ROW_TYPE.test(sample)).toBe(true);
    expect(SQL_USE.some((pattern) => pattern.test('await db.select().from(users)'))).toBe(true);
    expect(mayHoldSql('modules/auth/auth.repository.ts') && mayHoldSql('sql/places.repository.ts')).toBe(true);
    expect(mayHoldSql('lib/accounts.ts') || mayHoldSql('sql/places.ts')).toBe(false);
  });
});
