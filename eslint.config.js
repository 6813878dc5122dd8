import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { apiHomes } from './tools/eslint/api-homes.js';
import { importBoundaries } from './tools/eslint/import-boundaries.js';

const noRawHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Never render raw HTML: React escapes text for us.',
};
const noModuleStandIn = {
  selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
  message:
    'The web tests of a worker share one module graph: a file that replaces a module is named *.isolated.test.ts(x).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'scratch/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/.results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { local: { rules: { 'import-boundaries': importBoundaries } } },
    rules: {
      'local/import-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': ['error', noRawHtml, noModuleStandIn],
    },
  },
  // A file that replaces a module gets a module graph of its own (apps/web/vitest.config.ts).
  {
    files: ['apps/web/src/**/*.isolated.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', noRawHtml] },
  },
  // Web API code lives in api/ folders only (tools/eslint/api-homes.js).
  apiHomes,
  {
    files: [
      'scripts/**',
      'bench/**',
      'tools/**',
      'apps/web/scripts/**',
      'apps/server/build.mjs',
      'apps/server/src/server.ts',
      'e2e/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
