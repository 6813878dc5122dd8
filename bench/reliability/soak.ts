/**
 * One engine's soak: a scratch database filled as `npm start` fills it, the built server on it, and the
 * mix from soak-mix.ts at `connections` connections for `minutes`, one line every 10 s with the server's
 * memory beside the load's figures.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onCleanup } from './cleanup';
import { signIn } from './http';
import { createStaffAccount, seedDirectory, withScratch } from './prepare-directory';
import { createScratch, serverDatabase, type Engine } from './scratch-database';
import { startServer } from './server-process';
import { buildSoakMix, type MixKind } from './soak-mix';
import type { SoakLoadMessage, SoakLoadRequest, WindowFigures } from './soak-load-client';
import { formatWindowLine } from './soak-report';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every client of the soak is 127.0.0.1, so the per-address API limit (600 a minute by default) would
 * answer 429 to nearly everything: it is raised for the soak, which measures the server, not the limiter.
 */
export const SOAK_RATE_LIMIT = '100000000';
export const WINDOW_SECONDS = 10;

export type SoakOptions = {
  minutes: number;
  connections: number;
  syntheticFacilities: number;
  port: number;
  seed: number;
};

export type MemorySample = { at: number; rssKiB: number | null };

export type SoakResult = {
  engine: Engine;
  options: SoakOptions;
  windows: WindowFigures[];
  memory: MemorySample[];
  total: WindowFigures;
  distinctNovelQueries: number;
  serverExit: number | string;
};

export async function runSoak(engine: Engine, options: SoakOptions): Promise<SoakResult> {
  console.log(`\n=== ${engine}: preparing the directory ===`);
  const scratch = await createScratch(engine, `soak_${engine}`);
  const dropScratch = onCleanup(`drop ${scratch.label}`, () => scratch.drop());
  const { kinds, staff } = await withScratch(scratch, async (database) => {
    await seedDirectory(database, { syntheticFacilities: options.syntheticFacilities, seed: options.seed });
    const account = await createStaffAccount(database, 'soak-staff@soak.invalid', 'manager');
    return {
      staff: account,
      kinds: await buildSoakMix(database, { staff: account, seed: options.seed, novelQueries: 40_000 }),
    };
  });
  const server = await startServer({
    port: options.port,
    database: serverDatabase(scratch),
    env: { RATE_LIMIT_PER_MINUTE: SOAK_RATE_LIMIT, RATE_LIMIT_PAGES_PER_MINUTE: SOAK_RATE_LIMIT },
  });
  const stopServer = onCleanup(`stop server ${server.pid}`, () => server.kill9());
  try {
    const cookie = await signIn(server.origin, staff);
    describeMix(kinds);
    console.log(
      `=== ${engine}: ${options.connections} connections × ${options.minutes} min, server pid ${server.pid} on ${server.origin} ===`,
    );
    const startedAt = Date.now();
    const memory: MemorySample[] = [{ at: 0, rssKiB: server.rssKiB() }];
    const windows: WindowFigures[] = [];
    const total = await driveLoad(
      {
        url: server.origin,
        kinds,
        cookie,
        connections: options.connections,
        durationSeconds: options.minutes * 60,
        windowSeconds: WINDOW_SECONDS,
        seed: options.seed,
      },
      (figures) => {
        const sample = { at: Math.round((Date.now() - startedAt) / 1000), rssKiB: server.rssKiB() };
        windows.push(figures);
        memory.push(sample);
        console.log(formatWindowLine(sample.at, figures, sample.rssKiB));
      },
    );
    memory.push({ at: Math.round((Date.now() - startedAt) / 1000), rssKiB: server.rssKiB() });
    await server.stop();
    await stopServer();
    return {
      engine,
      options,
      windows,
      memory,
      total,
      distinctNovelQueries: kinds.find((k) => k.name === 'search novel')?.paths.length ?? 0,
      serverExit: await server.exited,
    };
  } catch (error) {
    console.error(server.output().slice(-4000));
    throw error;
  } finally {
    await stopServer();
    await dropScratch();
  }
}

function describeMix(kinds: MixKind[]): void {
  const total = kinds.reduce((sum, k) => sum + k.weight, 0);
  console.log(
    `Mix (share of requests, distinct URLs): ${kinds
      .map((k) => `${k.name} ${((100 * k.weight) / total).toFixed(1)}% (${k.paths.length.toLocaleString('en')})`)
      .join(', ')}`,
  );
}

/** Forks the load client and resolves with the whole run's figures; `onWindow` gets each 10 s window. */
function driveLoad(request: SoakLoadRequest, onWindow: (figures: WindowFigures) => void): Promise<WindowFigures> {
  const child = fork(path.join(here, 'soak-load-client.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stopChild = onCleanup('stop the load client', () => {
    child.kill('SIGKILL');
  });
  return new Promise<WindowFigures>((resolve, reject) => {
    child.on('message', (message: SoakLoadMessage) => {
      if (message.type === 'window') onWindow(message.figures);
      else if (message.type === 'error') reject(new Error(message.error));
      else {
        child.disconnect();
        void stopChild();
        resolve(message.figures);
      }
    });
    child.once('exit', (code) => reject(new Error(`the load client exited (${code}) before its summary`)));
    child.send(request);
  });
}
