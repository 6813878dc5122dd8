import react from '@vitejs/plugin-react';
import { configDefaults, defineProject } from 'vitest/config';

// A file that replaces a module with vi.mock is named `*.isolated.test.ts(x)` and gets a module graph of its own
// (ESLint refuses vi.mock elsewhere): in a shared graph, the modules that import the replaced one stay cached with
// the stand-in, and the next file of the worker would get it instead of the real module (or another file's stand-in).
// So is a file that loads the site's pages themselves (the offline notices fetch every page a saved copy answers):
// their modules' state (the analytics queue) would reach the next file.
const isolatedFiles = ['src/**/*.isolated.test.{ts,tsx}'];

const base = {
  plugins: [react()],
  test: { root: import.meta.dirname, environment: 'jsdom' as const, setupFiles: ['src/testing/file-hygiene.ts'] },
};

/** The web's tests: two projects of the root vitest.config.ts. */
export const webProjects = [
  defineProject({
    ...base,
    test: {
      ...base.test,
      name: 'web',
      include: ['src/**/*.test.{ts,tsx}', 'service-worker/**/*.test.ts'],
      exclude: [...configDefaults.exclude, ...isolatedFiles],
      // The files of a worker share one module graph rather than import React, the router and the catalogs
      // again for each (the web tests took 223 s on two cores, 64 s this way); src/testing/file-hygiene.ts
      // clears what a file could leave behind for the next.
      isolate: false,
    },
  }),
  defineProject({ ...base, test: { ...base.test, name: 'web-isolated', include: isolatedFiles, isolate: true } }),
];

export default webProjects[0];
