// The built site served by the real server on a fresh embedded database, for the web benchmarks
// (run-lighthouse.ts, run-slow-network.ts). Run `npm run build` first.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function waitForServer(url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`Server did not answer at ${url}`);
}

/** Starts the server on `port` and waits until it answers; `stop` ends it and removes its data. */
export async function startBuiltSite(port: number): Promise<{ origin: string; stop: () => void }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-web-data-'));
  const server: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/server.js')], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${origin}/api/health`);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}
