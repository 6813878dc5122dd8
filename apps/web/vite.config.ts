import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
