// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build,
// compressed once at the highest levels, which the server sends to browsers that accept them
// (@fastify/static preCompressed) instead of the file itself: fewer bytes, no work per request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The build folder: apps/web/dist, or the one given (a build made with --outDir).
const dist = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'));
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this, the compressed copy saves too little to be worth a file. */
const MIN_BYTES = 512;

let written = 0;
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const relative = path.relative(dist, file);
  // The service worker is revalidated on every visit (a 304 mostly) and compressed by the server when
  // sent: a copy here could outlive a replaced sw.js and hide a new version from the browsers.
  if (relative.startsWith('.vite') || relative === 'sw.js') continue;
  const source = readFileSync(file);
  if (source.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gzip = gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
  if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
  written++;
}
console.log(`precompressed ${written} files (brotli and gzip) in ${path.relative(process.cwd(), dist) || dist}`);
