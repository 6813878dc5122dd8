/**
 * HAProxy from the distribution in front of the fleet: found (or installed with apt when run as root),
 * configured from `haproxy.cfg.template` into a temporary folder, run in the foreground as a child, and
 * asked through its stats socket which servers it sends traffic to.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sleep } from '../reliability/http';

const here = path.dirname(fileURLToPath(import.meta.url));

export type Backend = { name: string; port: number };

export type HaproxyOptions = {
  host: string;
  port: number;
  backends: Backend[];
  /** Readiness is asked this often (ms); `fall` failures in a row take a server out, `rise` successes put it back. */
  checkIntervalMs: number;
  fall: number;
  rise: number;
  /** Requests in flight per server process; more wait in HAProxy's queue. */
  serverMaxConn: number;
};

/** How HAProxy sees a server: UP, DOWN, or on its way (`UP 1/2`, `DOWN 1/2`), MAINT… */
export type ServerStates = Record<string, string>;

export type Haproxy = {
  origin: string;
  pid: number;
  configPath: string;
  /** Where HAProxy logs the requests that failed (with its termination state), until stop(). */
  logPath: string;
  /** Copies the log so far to `destination`. */
  keepLog(destination: string): void;
  states(): Promise<ServerStates>;
  /** Resolves once `name` is reported `state` (exactly: `UP`, not `UP 1/2`); rejects past `boundMs`. */
  waitFor(name: string, state: 'UP' | 'DOWN', boundMs: number): Promise<number>;
  stop(): Promise<void>;
};

function whichHaproxy(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

/**
 * The haproxy binary. Missing, it is installed with apt-get when this runs as root on a machine that has apt
 * (a developer's or CI container, where the suite is meant to run as is); otherwise the message says how.
 */
export function ensureHaproxy(): string {
  const found = whichHaproxy();
  if (found) return found;
  const canInstall = process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (!canInstall)
    throw new Error('HAProxy is not installed: sudo apt-get install -y haproxy (Debian/Ubuntu), then run this again');
  console.log('HAProxy is not installed: apt-get install -y haproxy');
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'haproxy'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = whichHaproxy();
  if (!installed) throw new Error('apt-get install haproxy did not provide a haproxy binary');
  return installed;
}

export function haproxyVersion(binary: string): string {
  return execFileSync(binary, ['-v'], { encoding: 'utf8' }).split('\n')[0]?.trim() ?? 'unknown';
}

export function renderConfig(options: HaproxyOptions, statsSocket: string): string {
  const template = readFileSync(path.join(here, 'haproxy.cfg.template'), 'utf8');
  const values: Record<string, string> = {
    STATS_SOCKET: statsSocket,
    BIND: `${options.host}:${options.port}`,
    CHECK_INTERVAL_MS: String(options.checkIntervalMs),
    FALL: String(options.fall),
    RISE: String(options.rise),
    SERVER_MAXCONN: String(options.serverMaxConn),
    SERVERS: options.backends.map((b) => `    server ${b.name} 127.0.0.1:${b.port}`).join('\n'),
  };
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`haproxy.cfg.template: no value for {{${name}}}`);
    return value;
  });
}

/** One command on the stats socket, its whole answer. */
function askSocket(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.write(`${command}\n`);
  });
}

function parseStates(csv: string): ServerStates {
  const [header, ...rows] = csv.trim().split('\n');
  const columns = (header ?? '').replace(/^# /, '').split(',');
  const svname = columns.indexOf('svname');
  const status = columns.indexOf('status');
  const states: ServerStates = {};
  for (const row of rows) {
    const cells = row.split(',');
    const name = cells[svname];
    if (name && name !== 'FRONTEND' && name !== 'BACKEND') states[name] = cells[status] ?? '?';
  }
  return states;
}

export async function startHaproxy(binary: string, options: HaproxyOptions): Promise<Haproxy> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'fleet-haproxy-'));
  const statsSocket = path.join(folder, 'stats.sock');
  const configPath = path.join(folder, 'haproxy.cfg');
  writeFileSync(configPath, renderConfig(options, statsSocket));
  const check = spawnSync(binary, ['-c', '-q', '-f', configPath], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`HAProxy refused ${configPath}:\n${check.stdout}${check.stderr}`);

  // -db: in the foreground, a child of this process, so it ends with it.
  const child = spawn(binary, ['-db', '-f', configPath], { stdio: ['ignore', 'ignore', 'pipe'] });
  const logPath = path.join(folder, 'haproxy.log');
  child.stderr.pipe(createWriteStream(logPath));
  const output = () => readFileSync(logPath, 'utf8').slice(-4_000);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const states = async () => parseStates(await askSocket(statsSocket, 'show stat'));

  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await states();
      break;
    } catch (error) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`HAProxy did not start: ${String(error)}\n${output()}`);
      await sleep(50);
    }
  }

  return {
    origin: `http://${options.host === '0.0.0.0' ? '127.0.0.1' : options.host}:${options.port}`,
    pid: child.pid!,
    configPath,
    logPath,
    keepLog: (destination) => copyFileSync(logPath, destination),
    states,
    async waitFor(name, state, boundMs) {
      const started = performance.now();
      for (;;) {
        const current = (await states())[name];
        if (current === state) return performance.now() - started;
        if (performance.now() - started > boundMs)
          throw new Error(`HAProxy still reports ${name} ${current ?? 'unknown'} after ${boundMs / 1000} s`);
        await sleep(50);
      }
    },
    async stop() {
      if (child.exitCode === null) {
        // SIGUSR1 is HAProxy's soft stop: it lets the connections it carries finish.
        child.kill('SIGUSR1');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
