// Deterministic first-load budget: for each public page, the bytes sent for the entry chunk, the page's
// route chunk and every chunk they import statically (what the browser must fetch before the page works).
// Measured as the server sends them: the brotli copy the build writes beside each file (apps/web/scripts/
// precompress.mjs), which every browser we serve accepts; the gzip size is printed beside it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// About the bar the budget set before (130 KB of gzip at level 9; brotli is about 12% smaller on our
// chunks), in the bytes now sent: measuring brotli must not loosen it (docs/decisions/2026-11-25-offline.md).
export const BUDGET_BYTES = 115 * 1024;
const dist = path.resolve(process.env.WEB_DIST_DIR ?? 'apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** Pages held to the budget: their route modules, as in apps/web/src/app/router.tsx. */
const pages = {
  'landing (/)': ['src/app/routes/home.tsx'],
  'not found': ['src/app/routes/not-found.tsx'],
  'pharmacies on call': ['src/app/routes/pharmacies-on-call.tsx'],
  'hospitals listing': ['src/app/routes/hospitals-listing.tsx'],
  'pharmacies listing': ['src/app/routes/pharmacies-listing.tsx'],
  'laboratories listing': ['src/app/routes/laboratories-listing.tsx'],
  // The map is a separate chunk the page loads on demand: it is not part of this first load.
  'facility detail': ['src/app/routes/facility-detail.tsx'],
};
for (const extra of (process.env.BUDGET_EXTRA_PAGES ?? '').split(',').filter(Boolean)) pages[extra] = [extra];

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const gzipSize = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
/** The precompressed copy the server sends, or the same compression computed when it is missing. */
function sentSize(file) {
  const full = path.join(dist, file);
  if (existsSync(`${full}.br`)) return readFileSync(`${full}.br`).length;
  const quality = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
  return brotliCompressSync(readFileSync(full), { params: quality }).length;
}

function collect(key, seen) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const imported of chunk.imports ?? []) collect(imported, seen);
}

let failed = false;
for (const [page, modules] of Object.entries(pages)) {
  const seen = new Set();
  collect(entryKey, seen);
  for (const module of modules) {
    const key = Object.keys(manifest).find((k) => k.endsWith(module));
    if (!key) {
      console.error(`  ${page}: ${module} is not in the build manifest`);
      failed = true;
      continue;
    }
    collect(key, seen);
  }
  const files = [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const bytes = files.reduce((sum, file) => sum + sentSize(file), 0);
  const gzipBytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
  const ok = bytes <= BUDGET_BYTES;
  failed ||= !ok;
  console.log(
    `  ${ok ? '✔' : '✖'} ${page}: ${(bytes / 1024).toFixed(1)} KB brotli of ${BUDGET_BYTES / 1024} KB (${(gzipBytes / 1024).toFixed(1)} KB gzip; ${files.length} chunks)`,
  );
}
const mapChunk = Object.keys(manifest).find((key) => /facility-map/.test(key));
if (!mapChunk || !manifest[mapChunk].isDynamicEntry) {
  console.error('  ✖ the Leaflet map must be a separate, lazily loaded chunk');
  failed = true;
}
if (failed) {
  console.error('First-load JavaScript is over budget: lazy-load what the first screen does not need.');
  process.exit(1);
}
