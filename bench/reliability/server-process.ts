/**
 * The real built server (apps/server/dist/server.js) as a child process on 127.0.0.1, the way it runs in
 * production: the reliability suites kill it, restart it, run two of them and read its memory, which an
 * in-process app could not show. Run `npm run build` first.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const serverEntry = path.join(repoRoot, 'apps/server/dist/server.js');

/** What the suites need from a server process. */
export type ServerProcess = {
  pid: number;
  port: number;
  origin: string;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
  /** Its resident memory in KiB (VmRSS), or null once it has ended. */
  rssKiB(): number | null;
  /** The last lines it wrote (stdout and stderr together), for a failure's message. */
  output(): string;
  /** kill -9: no shutdown hook runs, nothing is flushed. */
  kill9(): Promise<void>;
  /** SIGTERM, then SIGKILL if it has not ended within `graceMs`. */
  stop(graceMs?: number): Promise<void>;
};

export type ServerOptions = {
  port: number;
  /** DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite). */
  database: { url: string } | { dataDir: string };
  /** More variables (rate limits, ADMIN_EMAIL…); they win over the defaults below. */
  env?: Record<string, string>;
  /** How long start-up (migrations, import, seed) may take before the port answers. */
  readyTimeoutMs?: number;
};

const OUTPUT_KEEP_CHARS = 32_000;

export function assertBuilt(): void {
  if (!existsSync(serverEntry))
    throw new Error(`${path.relative(repoRoot, serverEntry)} is missing: run npm run build`);
}

/**
 * The environment is built from scratch rather than inherited, so a DATABASE_URL or DATA_DIR in the
 * caller's shell can never point a suite (which kills and fills databases) at real data.
 */
function serverEnv(options: ServerOptions): Record<string, string> {
  const origin = `http://127.0.0.1:${options.port}`;
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'production',
    PUBLIC_URL: origin,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    REFERENCE_DATA_DIR: path.resolve(repoRoot, process.env.REFERENCE_DATA_DIR || '../shared/data/cameroon'),
    ...('url' in options.database ? { DATABASE_URL: options.database.url } : { DATA_DIR: options.database.dataDir }),
    ...options.env,
  };
}

/** Spawns the server without waiting for it: what a scenario needs to watch a start-up fail. */
export function spawnServer(options: ServerOptions): ServerProcess {
  assertBuilt();
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: serverEnv(options),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_KEEP_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('The server process could not be spawned');
  const origin = `http://127.0.0.1:${options.port}`;
  return {
    pid,
    port: options.port,
    origin,
    exited,
    rssKiB: () => (ended ? null : readRssKiB(pid)),
    output: () => output,
    kill9: async () => {
      if (ended) return;
      child.kill('SIGKILL');
      await exited;
    },
    stop: async (graceMs = 15_000) => {
      if (ended) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Spawns the server and resolves once /api/health answers (it opens its port only when the database is ready). */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const server = spawnServer(options);
  const deadline = Date.now() + (options.readyTimeoutMs ?? 300_000);
  let exitedEarly: number | string | undefined;
  void server.exited.then((code) => {
    exitedEarly = code;
  });
  while (Date.now() < deadline) {
    if (exitedEarly !== undefined)
      throw new Error(
        `The server on port ${options.port} exited (${exitedEarly}) during start-up:\n${server.output()}`,
      );
    try {
      const response = await fetch(`${server.origin}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.kill9();
  throw new Error(`The server on port ${options.port} did not answer within the start-up bound:\n${server.output()}`);
}

/** VmRSS of a process in KiB, from /proc (Linux); null when it cannot be read. */
export function readRssKiB(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}
