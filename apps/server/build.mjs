// Bundles the server and the workspace packages it imports into dist/server.js; npm dependencies stay
// external (installed in node_modules). The SQL migrations are copied beside it.
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(here, 'dist');

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(here, 'src/server.ts')],
  outfile: path.join(outdir, 'server.js'),
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
await cp(path.join(here, '../../packages/db/drizzle'), path.join(outdir, 'drizzle'), { recursive: true });
console.log('server built: apps/server/dist/server.js');
