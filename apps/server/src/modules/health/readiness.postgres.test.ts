import { createTestDatabase, type TestDatabase } from '@hc/db/testing';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { missingReferenceDir } from '../../test/test-app';

describe('readiness on PostgreSQL (runs with TEST_DATABASE_URL)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: missingReferenceDir });
    app = await buildApp({ db: database.db, pingDatabase: database.ping, config });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const ready = () => app.inject({ method: 'GET', url: '/api/health/ready' });

  it('answers ready while every pooled connection is busy: a busy process is not a lost database', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = 0;
    let allStarted: () => void = () => undefined;
    const allHeld = new Promise<void>((resolve) => {
      allStarted = resolve;
    });
    // The test database's pool has 4 connections: 4 slow requests take them all.
    const slow = Array.from({ length: 4 }, () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        started += 1;
        if (started === 4) allStarted();
        await held;
      }),
    );
    await allHeld;
    try {
      const response = await ready();
      expect(response.statusCode, response.body).toBe(200);
    } finally {
      release();
      await Promise.all(slow);
    }
  });

  it('asks again on a new connection when the server closed the one it kept', async () => {
    expect((await ready()).statusCode).toBe(200);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [database.name],
      );
    } finally {
      await admin.end();
    }
    const response = await ready();
    expect(response.statusCode, response.body).toBe(200);
  });
});
