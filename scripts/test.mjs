// `npm test`: lint, format, typecheck, unit and API tests (PGlite, then PostgreSQL when
// TEST_DATABASE_URL is set), production build, first-load budget, browser tests. Stops at the first failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const reportsDir = path.resolve('node_modules/.cache/test-reports');
rmSync(reportsDir, { recursive: true, force: true });
mkdirSync(reportsDir, { recursive: true });
const totals = { passed: 0, failed: 0 };

function step(title, command, args, env = {}, onFailure = () => {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    onFailure();
    console.error(`\n✖ ${title} failed (${seconds}s)`);
    console.log(`\n${totals.passed} passed, ${Math.max(1, totals.failed)} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds}s)`);
}

/**
 * Checks that read the sources and share nothing, each on one core, run side by side: their output is
 * held and printed whole as each ends. All are awaited, so every failure is reported, not only the first.
 */
async function stepsSideBySide(steps) {
  const started = Date.now();
  const results = await Promise.all(
    steps.map(
      ({ title, command, args }) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            console.log(`\n▶ ${title}`);
            process.stdout.write(Buffer.concat(output));
            console.log(status === 0 ? `✔ ${title} (${seconds}s)` : `✖ ${title} failed (${seconds}s)`);
            resolve(status);
          });
        }),
    ),
  );
  const failed = results.find((status) => status !== 0);
  if (failed !== undefined) {
    console.log(`\n${totals.passed} passed, 1 failed`);
    process.exit(failed ?? 1);
  }
}

function countVitest(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
}

function countPlaywright(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.stats.expected + report.stats.flaky;
  totals.failed += report.stats.unexpected;
}

const chromium = ensureChromium();
await stepsSideBySide([
  { title: 'Lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  { title: 'Format', command: 'npx', args: ['prettier', '--check', '--log-level=warn', '.'] },
  { title: 'Typecheck', command: 'node', args: ['scripts/typecheck.mjs'] },
]);

const pgliteReport = path.join(reportsDir, 'vitest-pglite.json');
step(
  'Unit and API tests (PGlite)',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${pgliteReport}`],
  // The hostile-input suite runs in the PostgreSQL pass when there is one (vitest.config.ts).
  { TEST_DATABASE_URL: '', HOSTILE_INPUT_SUITE: process.env.TEST_DATABASE_URL ? 'skip' : 'run' },
);
countVitest(pgliteReport);

if (process.env.TEST_DATABASE_URL) {
  const pgReport = path.join(reportsDir, 'vitest-postgres.json');
  step(`API tests (PostgreSQL at ${new URL(process.env.TEST_DATABASE_URL).host})`, 'npx', [
    'vitest',
    'run',
    '--project',
    'server',
    '--project',
    'db',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${pgReport}`,
  ]);
  countVitest(pgReport);
} else {
  console.log(
    '\n• API tests on PostgreSQL skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run them.',
  );
}

step('Build', 'npm', ['run', 'build']);
step('First-load JavaScript budget', 'node', ['scripts/check-bundle-size.mjs']);

/**
 * What a failed browser test's page showed (the accessibility snapshot in Playwright's error-context.md),
 * printed last: a CI log's tail is often all that is left of a run, and its trace is not.
 */
function printFailedPages() {
  const results = 'e2e/test-results';
  const maxLines = 150;
  const files = existsSync(results)
    ? readdirSync(results)
        .map((dir) => path.join(results, dir, 'error-context.md'))
        .filter((file) => existsSync(file))
    : [];
  for (const file of files) {
    const snapshot = /```yaml\n([\s\S]*?)```/.exec(readFileSync(file, 'utf8'))?.[1]?.split('\n') ?? [];
    console.log(`\n── The page when ${path.basename(path.dirname(file))} failed ──`);
    console.log(snapshot.slice(0, maxLines).join('\n'));
    if (snapshot.length > maxLines) console.log(`… ${snapshot.length - maxLines} more lines`);
  }
}

const e2eReport = path.join(reportsDir, 'playwright.json');
step(
  'Browser tests (Playwright, Chromium)',
  'npx',
  ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
  { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  printFailedPages,
);
countPlaywright(e2eReport);

console.log(`\nAll checks passed.\n${totals.passed} passed, ${totals.failed} failed`);
