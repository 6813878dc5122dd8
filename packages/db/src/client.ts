import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDatabaseFolder } from './pglite-folder-lock';
import { createReadinessProbe, within } from './readiness-probe';
import { takeTurnsWithTheEventLoop } from './pglite-turns';
import * as schema from './schema/index';
import { watchForStalls } from './stall-watchdog';

export type Schema = typeof schema;
/** The one query interface the app uses, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /** Runs raw SQL (several statements allowed) outside Drizzle: used by migrations and bulk loads. */
  exec(sqlText: string): Promise<void>;
  /** Applies the SQL migrations in the folder; safe when several processes start at once. */
  migrate(migrationsFolder: string): Promise<void>;
  /**
   * Readiness: resolves when the database answers within the time given. PostgreSQL is asked on a
   * connection of its own, so a pool busy with slow requests does not make the process look lost.
   */
  ping(timeoutMs: number): Promise<void>;
  /** PGlite only: its data folder as a tarball, to start other databases from (`pgliteDump`). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
};

/** Any constant works: it only has to be the same in every process that migrates this database. */
const MIGRATION_LOCK_KEY = 7_240_311;

/**
 * pg_trgm's default (0.6) misses one-letter typos in short words ("yaunde" scores 0.5 against
 * "yaounde"); 0.45 catches them, and exact and prefix matches still rank first.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.45;

export type DatabaseOptions = {
  /** postgres://… switches to a PostgreSQL server; unset uses the embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; unset keeps the database in memory (tests). */
  dataDir?: string | undefined;
  /** PGlite in memory: starts from this dump of a data folder (`dumpDataDir`) instead of an empty cluster. */
  pgliteDump?: Blob | undefined;
  poolSize?: number;
  /** PostgreSQL: longest wait for a connection, a new one's handshake or a free one from a full pool. */
  connectTimeoutMs?: number;
  /** PostgreSQL: the server cancels a statement running longer (0 = no limit); migrations are exempt. */
  statementTimeoutMs?: number;
};

export const defaultConnectTimeoutMs = 1500;
export const defaultStatementTimeoutMs = 15_000;

export const pgliteExtensions = { pg_trgm, unaccent, cube, earthdistance };

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return createPostgresDatabase(options.databaseUrl, options);
  return createPgliteDatabase(options.dataDir, options.pgliteDump);
}

async function createPgliteDatabase(dataDir: string | undefined, dump: Blob | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const lock = dataDir ? lockDatabaseFolder(dataDir) : undefined;
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir ?? 'memory://', {
      extensions: pgliteExtensions,
      ...(dump ? { loadDataDir: dump } : {}),
    });
    await client.exec(`SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
    takeTurnsWithTheEventLoop(client);
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    migrate: (migrationsFolder) => migratePglite(db as unknown as PgliteDatabase, { migrationsFolder }),
    // One engine in the process, one queue: the check waits its turn like any request.
    ping: async (timeoutMs) => {
      await within(client.query('SELECT 1'), timeoutMs);
    },
    dump: () => client.dumpDataDir('none'),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function createPostgresDatabase(databaseUrl: string, options: DatabaseOptions): Promise<Database> {
  const statementTimeoutMs = options.statementTimeoutMs ?? defaultStatementTimeoutMs;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? defaultConnectTimeoutMs,
    // Without keepalive a connection whose path silently died waits for the kernel's ~15 minute give-up.
    keepAlive: true,
    options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD} -c statement_timeout=${statementTimeoutMs}`,
  });
  // An idle client losing its connection (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // A checked-out client has no pool listener: its connection dying (a transaction's, or one the watchdog
  // cuts) would be an unhandled 'error' event, ending the process. The query in flight gets the error anyway.
  pool.on('connect', (client) => client.on('error', () => {}));
  const watchdog = watchForStalls(pool, { connectionString: databaseUrl });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const readiness = createReadinessProbe(databaseUrl);
  return {
    db,
    kind: 'postgres',
    exec: async (sqlText) => {
      await pool.query(sqlText);
    },
    migrate: async (migrationsFolder) => {
      // A session-level advisory lock on one dedicated connection serialises concurrent start-ups.
      const connection = await pool.connect();
      try {
        // Waiting for another process's migration and building an index on a large table may both take
        // longer than any request may: this one connection has no statement limit while it migrates.
        await connection.query('SET statement_timeout = 0');
        await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(connection), { migrationsFolder });
      } finally {
        await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        // A connection whose limit could not be put back is dropped rather than reused without one.
        const resetFailure = await connection.query('RESET statement_timeout').then(
          () => undefined,
          (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
        );
        connection.release(resetFailure);
      }
    },
    ping: (timeoutMs) => readiness.ping(timeoutMs),
    close: async () => {
      watchdog.stop();
      await Promise.all([readiness.close(), pool.end()]);
    },
  };
}

/** Runs a SQL statement and returns its rows, typed by the caller (the same on both engines). */
export async function queryRows<T>(db: Db, query: SQLWrapper): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A query of the builder that can run as a named prepared statement. */
type Preparable<Result> = { toSQL(): { sql: string }; prepare(name: string): { execute(): Promise<Result> } };

/**
 * Runs a query of the builder as a named prepared statement (see queryRowsPrepared), its rows typed
 * from the schema. The name is the prefix and a hash of the SQL text: one per shape of the query.
 */
export function executePrepared<Result>(prefix: string, query: Preparable<Result>): Promise<Result> {
  const name = `${prefix}_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 12)}`;
  return query.prepare(name).execute();
}

const dialect = new PgDialect();

/**
 * Runs a SQL statement as a named prepared statement: on PostgreSQL each connection plans it once and
 * then reuses the plan, for a hot query whose planning costs as much as its run. The name is the
 * prefix and a hash of the SQL text, so each shape of a query (filters present or not) has its own.
 * PGlite runs it as any other query.
 */
export async function queryRowsPrepared<T>(db: Db, prefix: string, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const name = `${prefix}_${createHash('sha1').update(built.sql).digest('hex').slice(0, 12)}`;
  const result = (await db._.session.prepareQuery(built, undefined, name, false).execute()) as unknown as {
    rows: T[];
  };
  return result.rows;
}

/**
 * A statement built once, its values given as `sql.placeholder`s, then run with values each time: its SQL
 * text is not built again per call. Unnamed, it is planned on each run with the values given; named, each
 * PostgreSQL connection parses it once and may keep a generic plan for it.
 */
export function prepareRows<T>(db: Db, query: SQL, name?: string): (values: Record<string, unknown>) => Promise<T[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return async (values) => ((await prepared.execute(values)) as unknown as { rows: T[] }).rows;
}
