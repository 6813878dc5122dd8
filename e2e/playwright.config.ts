import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3199);
/** The e2e server's loopback fixtures API (fixtures/accounts.ts); the test workers inherit this variable. */
const FIXTURES_PORT = Number(process.env.E2E_FIXTURES_PORT ?? PORT + 1);
process.env.E2E_FIXTURES_PORT = String(FIXTURES_PORT);
// `npm test` passes the one scripts/ensure-chromium.mjs found; run alone, Debian's headless shell when installed.
const chromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ??
  '/usr/bin/chromium';
// Flags for a root sandbox with no outside network (see the machine notes in docs/decisions).
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const phone = { ...devices['Pixel 5'], viewport: { width: 375, height: 740 } };
/** The test of a redeployment (tests/public/offline/new-version.spec.ts). */
const NEW_VERSION = /new-version\.spec\.ts$/;
/**
 * Each test runs at the width its users have (docs/decisions/2026-11-28-browser-tests-per-audience.md): the public
 * site (tests/public) on a phone, the back-office (tests/back-office) at a desk. A public test whose page lays out
 * differently at a desk is tagged @desktop and runs there too; a back-office test used on phones, @phone.
 * Playwright matches `grep` against the project, the file's path, the titles and the tags.
 */
const onPhone = [/ public\//, /@phone/];
const atDesk = [/ back-office\//, /@desktop/];

export default defineConfig({
  testDir: './tests',
  // Every test creates and removes its own accounts (fixtures/test.ts): nothing is shared, nothing is serial.
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // No trace by default: recording one costs every test about a sixth of its time on two cores, and a CI log
    // keeps only the page's snapshot printed after a failure (scripts/test.mjs). `--trace retain-on-failure` keeps them.
    trace: 'off',
    // The site's service worker answers requests Playwright could not then intercept or hold offline: it
    // is blocked except in the specs about offline use (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromium, args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', testIgnore: NEW_VERSION, grep: atDesk, use: desktop },
    { name: 'mobile', testIgnore: NEW_VERSION, grep: onPhone, use: phone },
    // Replaces the built service worker file the other tests install: alone, once they have all finished.
    { name: 'new-version', testMatch: NEW_VERSION, dependencies: ['desktop', 'mobile'], use: phone },
  ],
  webServer: {
    command: 'node ../scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(PORT), E2E_FIXTURES_PORT: String(FIXTURES_PORT) },
  },
});
