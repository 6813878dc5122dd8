import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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

/**
 * The web app manifests, one per language (the page points at its language's): their texts come
 * from the catalogs like every other text. Installed, the directory opens on the home page.
 */
function webAppManifests(): Plugin {
  return {
    name: 'web-app-manifests',
    generateBundle() {
      for (const language of ['en', 'fr']) {
        const common = JSON.parse(
          readFileSync(new URL(`./src/locales/${language}/common.json`, import.meta.url), 'utf8'),
        );
        const texts = common.webApp as { name: string; shortName: string; description: string };
        const manifest = {
          name: texts.name,
          short_name: texts.shortName,
          description: texts.description,
          lang: language,
          id: '/',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          theme_color: '#0067d8',
          background_color: '#ffffff',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        };
        this.emitFile({
          type: 'asset',
          fileName: `manifest-${language}.webmanifest`,
          source: JSON.stringify(manifest),
        });
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    webAppManifests(),
    // The service worker (service-worker/sw.ts, docs/decisions/2026-11-25-offline.md): built from our
    // own source so its caching rules are ours and tested; registered by the page itself once idle.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // Only the few small files every visit needs, and the app's page (every page is the same HTML), the
        // fallback for a page never visited: pages and data are kept as they are used.
        globPatterns: ['favicon.svg', 'manifest-*.webmanifest', 'index.html'],
      },
    }),
  ],
  define: { __BUILD_VERSION__: JSON.stringify(buildVersion()) },
  build: {
    target: 'es2022',
    modulePreload: {
      // A part loaded on demand names the files it needs, fetched beside it: not those every page has loaded
      // before any part can be asked for (the entry, the shared helpers, the runtime). Listed, they only cost
      // bytes in each chunk that loads parts on demand.
      // The account pages of facility managers (issue 35: the claim flow, the manager's space) are opened by few
      // visitors: their parts are fetched when opened, not named in the entry every visitor downloads.
      resolveDependencies: (file, dependencies) =>
        /(^|\/)(my-facilities|facility-claims)-[\w-]+\.js$/.test(file)
          ? []
          : dependencies.filter((dependency) => !/(^|\/)(index|lib|rolldown-runtime)-[\w-]+\.js$/.test(dependency)),
    },
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
              // request and each chunk's own wrapping costs bytes on a slow phone connection. (Code that only
              // some visitors load, such as the directory saved for offline use or distances, stays out of it,
              // and so does code no listing needs: the hours table's wording, the public holidays' calendar, the
              // back-office history's actions.)
              name: 'lib',
              test: /apps[\\/]web[\\/]src[\\/](lib|components[\\/]ui)[\\/](?!forms|text-field|email-field|password-field|form-alert|tabs|dialog|coming-soon-dialog|hours-format|offline[\\/]saved-directory|safe-next|geo[\\/])|packages[\\/]shared[\\/]src[\\/](?!schemas|permissions|registration|care-records|auth-enums|email|web-address|public-holidays|facility-history)/,
              maxModuleSize: 4000,
              minShareCount: 2,
            },
            {
              // What a facility's card, dialog and page all show (its place, its open state): one chunk, not two.
              name: 'facility-format',
              includeDependenciesRecursively: false,
              test: /apps[\\/]web[\\/]src[\\/]components[\\/]facility[\\/](format|open-now-badge)\./,
            },
            {
              // The three searchable listings' filters and their page, in one chunk (the on-call page folds them
              // away and loads them on demand).
              name: 'listing-filters',
              includeDependenciesRecursively: false,
              test: /apps[\\/]web[\\/]src[\\/]features[\\/]facilities[\\/]listings[\\/]components[\\/](filtered-listing-page|listing-filters|filter-fields|sort-field)/,
            },
            {
              // The listings' own code, in one chunk rather than a few small ones (each costs its wrapping and a
              // request): what the four listing pages share. Their filters panel (folded away, loaded on
              // demand, on the on-call page) and the parts loaded on demand are left to their own chunks.
              name: 'listings',
              // With the listings' card, which only they show. Only these modules: what they import (React Query,
              // the card's parts shared with other pages) stays where it is.
              includeDependenciesRecursively: false,
              test: /apps[\\/]web[\\/]src[\\/](components[\\/]facility[\\/]facility-card\.|features[\\/]facilities[\\/](api[\\/]facility-list|listings[\\/](?!components[\\/](?!listing-page)|on-call-|print|map-clusters)))/,
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
