import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from './client';
import { DatabaseFolderInUseError, FOLDER_LOCK_FILE, lockDatabaseFolder } from './pglite-folder-lock';

const here = path.dirname(fileURLToPath(import.meta.url));
const folders: string[] = [];
const children: ChildProcess[] = [];

function newFolder(): string {
  const folder = realpathSync(mkdtempSync(path.join(tmpdir(), 'hc-folder-lock-')));
  folders.push(folder);
  return folder;
}

/** The holder fixture in its own process; resolves once it says it holds the folder, rejects if it ends first. */
async function startHolder(folder: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'hold-database-folder.fixture.ts'), folder],
    {
      cwd: here,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('holding\n')) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`holder ended (${code}) before holding the folder:\n${output}`)));
  });
  return child;
}

afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('a PGlite folder held by one process', () => {
  it('refuses a second process, naming the folder and the holder, and is taken over once the holder is killed', async () => {
    const folder = newFolder();
    const holder = await startHolder(folder);

    const refused = await createDatabase({ dataDir: folder }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DatabaseFolderInUseError);
    expect((refused as Error).message).toContain(folder);
    expect((refused as Error).message).toContain(`pid ${holder.pid}`);

    // A crashed server (kill -9 leaves its lock behind) must restart on its own folder.
    holder.kill('SIGKILL');
    await once(holder, 'exit');
    const database = await createDatabase({ dataDir: folder });
    const lockPath = path.join(folder, FOLDER_LOCK_FILE);
    expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: process.pid });
    await database.exec('CREATE TABLE kept (id int); INSERT INTO kept VALUES (1)');
    await database.close();
    expect(existsSync(lockPath)).toBe(false);
    // Two PGlite starts (a new folder's initdb in the child, crash recovery here): slow on a loaded machine.
  }, 180_000);

  it('refuses a second open in the same process until the first is closed', async () => {
    const folder = newFolder();
    const first = lockDatabaseFolder(folder);
    expect(() => lockDatabaseFolder(folder)).toThrow(DatabaseFolderInUseError);
    first.release();
    lockDatabaseFolder(folder).release();
  });

  it('takes over a lock whose pid now names another process (the pid was reused after a crash)', async () => {
    const folder = newFolder();
    // The parent process (the test runner) is alive, but did not start when the lock says.
    writeFileSync(
      path.join(folder, FOLDER_LOCK_FILE),
      JSON.stringify({ pid: process.ppid, startTime: 'not-when-that-process-started', hostname: 'old' }),
    );
    const lock = lockDatabaseFolder(folder);
    expect(JSON.parse(readFileSync(path.join(folder, FOLDER_LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });
});
