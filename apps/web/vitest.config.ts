import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'service-worker/**/*.test.ts'],
    environment: 'jsdom',
    // The files of a worker share one module graph rather than import React, the router and the catalogs
    // again for each (the web tests took 223 s on two cores, 64 s this way); src/testing/file-hygiene.ts
    // clears what a file could leave behind for the next.
    isolate: false,
    setupFiles: ['src/testing/file-hygiene.ts'],
  },
});
