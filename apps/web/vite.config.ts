import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

/**
 * The build id analytics beacons carry (crash reports, app versions): BUILD_VERSION when the deployment
 * sets one, else the package version and a hash of the web and shared sources (no git needed, and the
 * same sources always give the same id, so rebuilding changes no chunk's hash).
 */
function buildVersion(): string {
  if (process.env.BUILD_VERSION) return process.env.BUILD_VERSION.slice(0, 40);
  const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  const hash = createHash('sha256');
  for (const root of ['./src/', '../../packages/shared/src/']) {
    const dir = new URL(root, import.meta.url);
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
      if (!/\.(tsx?|json|css)$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      hash.update(`${root}${file}\0`).update(readFileSync(new URL(file, dir)));
    }
  }
  return `${version}+${hash.digest('hex').slice(0, 10)}`;
}

export default defineConfig({
  plugins: [react(), tailwindcss()],
  define: { __BUILD_VERSION__: JSON.stringify(buildVersion()) },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Hashed assets under /assets are cached for a year by the server.
    assetsDir: 'assets',
    reportCompressedSize: false,
    // Read by scripts/check-bundle-size.mjs to measure each page's first-load JavaScript.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Small helpers shared by several pages, in one chunk rather than a dozen tiny ones: each
              // request and each chunk's own wrapping costs bytes on a slow phone connection.
              name: 'lib',
              test: /apps[\\/]web[\\/]src[\\/](lib|components[\\/]ui)[\\/](?!forms)|packages[\\/]shared[\\/]src[\\/](?!schemas|permissions|registration|care-records)/,
              maxModuleSize: 4000,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
