import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.config.ts';

// `*.postgres.test.ts` play faults of a PostgreSQL server (a frozen host, a refused port): they run where
// TEST_DATABASE_URL names one (the PostgreSQL pass of `npm test`), and are not collected otherwise.
const postgresOnly = process.env.TEST_DATABASE_URL ? [] : ['src/**/*.postgres.test.ts'];
// `*.pglite.test.ts` test the embedded engine itself (its folder lock, its turns with the event loop): the PGlite pass
// runs them, the PostgreSQL pass has nothing of theirs to test.
const pgliteOnly = process.env.TEST_DATABASE_URL ? ['src/**/*.pglite.test.ts'] : [];
// The hostile-input suite (issue 16: ten thousand generated requests, the longest file) tests the HTTP layer's
// answers, not the engine: `npm test` runs it once, in the PostgreSQL pass when there is one
// (docs/decisions/2026-11-28-hostile-input-once.md).
const hostileOnce = process.env.HOSTILE_INPUT_SUITE === 'skip' ? ['src/hostile-input.test.ts'] : [];
const exclude = [...configDefaults.exclude, ...postgresOnly, ...pgliteOnly, ...hostileOnce];

export default defineConfig({
  test: {
    // Vitest's default (one worker fewer than the cores) leaves one worker on a two-core machine, where the
    // tests mostly wait on the database engine: two keep both cores busy (docs/benchmarks.md, the suite).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      { test: { name: 'tools', root: 'tools', include: ['**/*.test.js'] } },
      {
        test: {
          name: 'db',
          root: 'packages/db',
          include: ['src/**/*.test.ts'],
          exclude,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          // Each test file builds its own app on its own database, and nothing in the server keeps state in a
          // module between apps: the files of a worker share one module graph instead of importing the whole
          // server again for each (about a third of the server tests' time went to imports).
          isolate: false,
          include: ['src/**/*.test.ts'],
          exclude,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      ...webProjects,
    ],
  },
});
