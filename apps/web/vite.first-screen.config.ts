import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Builds first-screen/render-first-screen.tsx for Node, so scripts/write-first-screens.mjs can draw the page
 * frame with the app's own components at build time. Written inside the build's .vite folder (never
 * served, never precompressed) and removed once the first screens are written.
 */
export default defineConfig({
  plugins: [react()],
  logLevel: 'warn',
  build: {
    ssr: 'src/first-screen/render-first-screen.tsx',
    outDir: 'dist/.vite/first-screen-render',
    emptyOutDir: true,
    copyPublicDir: false,
  },
  // The workspace's shared package is TypeScript source: bundled, not imported by Node at run time.
  ssr: { noExternal: ['@hc/shared'] },
});
