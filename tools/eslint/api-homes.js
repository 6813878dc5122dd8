// One home for web API code (issue 32): a module that calls the API lives in an `api/` folder, a public
// feature's (features/<feature>/api/), an admin section's (admin/pages/<section>/api/), admin/api/ for
// calls several sections share, lib/api/ for calls the public pages and the back-office share. Anywhere
// else, `apiRequest` (lib/api-client.ts) and the admin request helpers (admin/api/section-queries.ts)
// cannot be imported: components and pages use the query options and hooks of an api/ module.
// Applied with ESLint's own no-restricted-imports (eslint.config.js); tested in api-homes.test.js.

const message =
  'API calls live in an api/ folder (features/<feature>/api, admin/pages/<section>/api, admin/api, lib/api): move this request there and import its query options or hook.';

export const apiHomes = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  // The client itself, the api/ folders, and tests (which may drive the client directly).
  ignores: ['apps/web/src/lib/api-client.ts', 'apps/web/src/**/api/**', 'apps/web/src/**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: '(^|/)api-client$', importNames: ['apiRequest'], message },
          { regex: '(^|/)api/section-queries$', message },
        ],
      },
    ],
  },
};
