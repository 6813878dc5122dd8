import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingReferenceDir } from './test/test-app';
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://unset');
const databaseName = `test_start_${Date.now().toString(36)}`;

async function withAdminClient(run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl.toString() });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function parseLogLine(line: string): { msg?: string } {
  try {
    return JSON.parse(line) as { msg?: string };
  } catch {
    return { msg: line };
  }
}

/** The server's log lines (pino JSON) as they come; `until` resolves when one matches, rejects if the server ends. */
function watchLog(child: ChildProcess) {
  const lines: { msg?: string }[] = [];
  let output = '';
  const waiters = new Set<() => void>();
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    const parts = output.split('\n');
    output = parts.pop() ?? '';
    // Anything else on stdout (a loader's notice) is not a log line: kept as text.
    for (const line of parts) lines.push(parseLogLine(line));
    waiters.forEach((check) => check());
  });
  return {
    lines,
    until: (predicate: (all: typeof lines) => boolean) =>
      new Promise<void>((resolve, reject) => {
        const onExit = (code: number | null) => reject(new Error(`server ended (${code}):\n${JSON.stringify(lines)}`));
        const check = () => {
          if (!predicate(lines)) return;
          waiters.delete(check);
          child.off('exit', onExit);
          resolve();
        };
        waiters.add(check);
        child.once('exit', onExit);
        check();
      }),
  };
}

describe('a server started while PostgreSQL is unreachable (runs with TEST_DATABASE_URL)', () => {
  let proxy: TcpProxy;
  let server: ChildProcess | undefined;

  beforeAll(async () => {
    await withAdminClient((client) => client.query(`CREATE DATABASE "${databaseName}"`));
    proxy = await startTcpProxy({ host: serverUrl.hostname, port: Number(serverUrl.port || 5432) });
  });

  afterAll(async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      server.kill('SIGKILL');
      await once(server, 'exit');
    }
    await proxy?.close();
    await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`));
  });

  it('logs each attempt and waits, then migrates and listens once the database answers', async () => {
    await proxy.refuse();
    const url = new URL(serverUrl);
    url.host = `127.0.0.1:${proxy.port}`;
    url.pathname = `/${databaseName}`;
    const port = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'server.ts')], {
      cwd: here,
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        DATABASE_RETRY_MAX_DELAY_MS: '200',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        DEMO_DATA: 'false',
        REFERENCE_DATA_DIR: missingReferenceDir,
        WEB_DIST_DIR: missingReferenceDir,
        ADMIN_EMAIL: '',
        ADMIN_PASSWORD: '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const log = watchLog(server);
    const retries = () => log.lines.filter((line) => line.msg === 'database not reachable, retrying in 0.2 s');

    await log.until(() => retries().length >= 3);
    // It listens only once ready: while it waits, nothing answers on its port.
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();

    await proxy.forward();
    await log.until((lines) => lines.some((line) => line.msg?.startsWith('Server listening at')));
    expect(log.lines.some((line) => line.msg === 'migrations applied')).toBe(true);
    const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
    expect(ready.status).toBe(200);

    server.kill('SIGTERM');
    const [code] = (await once(server, 'exit')) as [number | null];
    expect(code).toBe(0);
  });
});
