import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIndexQuery } from './run-query';
import { ALL_FIELDS, buildSearchIndex, categoryCodes } from './search-index';
import { createSearchRanker } from './search-ranker';

// The server runs the worker as build.mjs bundles it (dist/search-worker.js, beside dist/server.js): bundled
// the same way here, it must start on its own and rank as the source does.
const here = path.dirname(fileURLToPath(import.meta.url));
let outdir: string;

beforeAll(async () => {
  // Inside the package, so the bundle finds its npm dependencies in node_modules as dist/ does.
  const cache = path.join(here, '../../../node_modules/.cache');
  await mkdir(cache, { recursive: true });
  outdir = await mkdtemp(path.join(cache, 'search-worker-'));
  await build({
    entryPoints: { 'search-worker': path.join(here, 'search-worker.ts') },
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    logLevel: 'silent',
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
});

afterAll(async () => {
  await rm(outdir, { recursive: true, force: true });
});

describe('the bundled search worker', () => {
  it('ranks as the ranking on the server thread does', async () => {
    const failures: Error[] = [];
    const ranker = createSearchRanker({
      minFacilities: 0,
      workerUrl: pathToFileURL(path.join(outdir, 'search-worker.js')),
      onWorkerFailure: (error) => failures.push(error),
    });
    const index = buildSearchIndex(
      ['Hôpital Laquintinie', 'Pharmacie du Marché', 'Hôpital Général'].map((name, i) => ({
        id: i + 1,
        category: i === 1 ? categoryCodes.pharmacy : categoryCodes.hospital,
        regionId: 1,
        divisionId: 1,
        subdivisionId: 1,
        latitude: null,
        longitude: null,
        completeness: 0,
        name,
        texts: [],
      })),
    );
    const query = { text: 'hopital', categories: [0, 1, 2] as const, fields: ALL_FIELDS, offset: 0, limit: 20 };
    try {
      expect(await ranker.rank({ version: '1', index }, query)).toEqual(runIndexQuery(index, query));
      expect(failures).toEqual([]);
    } finally {
      await ranker.close();
    }
  });
});
