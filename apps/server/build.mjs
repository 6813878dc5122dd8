// Bundles the server and the workspace packages it imports into dist/server.js; npm dependencies stay
// external (installed in node_modules). The SQL migrations are copied beside it. A second, test-only entry,
// dist/e2e-server.js, is the same server plus the browser tests' fixtures API (docs/decisions/2026-11-23-e2e-fixtures.md).
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(here, 'dist');

await rm(outdir, { recursive: true, force: true });
await build({
  // Each entry is bundled on its own (no shared chunks): server.js holds only what server.ts imports.
  entryPoints: {
    server: path.join(here, 'src/server.ts'),
    'e2e-server': path.join(here, 'src/testing/e2e-server.ts'),
    // The search ranking's worker thread, which server.js starts from beside itself (modules/directory/search/search-ranker.ts).
    'search-worker': path.join(here, 'src/modules/directory/search/search-worker.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@hc/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
const production = await readFile(path.join(outdir, 'server.js'), 'utf8');
if (['src/testing/', 'E2E_FIXTURES_PORT'].some((marker) => production.includes(marker)))
  throw new Error('dist/server.js must not contain the test-only code of src/testing');
await cp(path.join(here, '../../packages/db/drizzle'), path.join(outdir, 'drizzle'), { recursive: true });
console.log('server built: apps/server/dist/server.js (and the test-only dist/e2e-server.js)');
