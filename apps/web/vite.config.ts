import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    target: 'es2020',
    sourcemap: false,
    // Hashed assets under /assets are cached for a year by the server.
    assetsDir: 'assets',
    reportCompressedSize: false,
    // Read by scripts/check-bundle-size.mjs to measure each page's first-load JavaScript.
    manifest: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
