// The built server on a fresh embedded database, for the browser tests (run from e2e/): dist/e2e-server.js is
// the production server plus the loopback fixtures API the tests create their accounts with (docs/decisions/2026-11-23-e2e-fixtures.md).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = process.env.E2E_DATA_DIR ?? path.join(root, 'e2e/.tmp', `data-${process.env.PORT ?? 'default'}`);
rmSync(dataDir, { recursive: true, force: true });
const port = Number(process.env.PORT ?? 3199);
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/e2e-server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    RATE_LIMIT_PER_MINUTE: '100000',
    DATABASE_URL: '',
    E2E_FIXTURES_PORT: process.env.E2E_FIXTURES_PORT ?? String(port + 1),
  },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill('SIGTERM'));
server.on('exit', (code) => process.exit(code ?? 0));
