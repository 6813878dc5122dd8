import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, realpathSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * PGlite is PostgreSQL in one process with no postmaster: two processes opening the same folder both
 * "work" and overwrite each other's pages, losing acknowledged writes. This lock file in the folder
 * makes the second one refuse, naming the holder.
 */
export const FOLDER_LOCK_FILE = 'server.lock';

/** The host name is written for the reader of the file; liveness uses the pid and its start time. */
type Holder = { pid: number; startTime: string | null };

export class DatabaseFolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly holderPid: number,
  ) {
    super(
      `The database folder ${folder} is in use by another process (pid ${holderPid}). Two processes writing one ` +
        'PGlite folder lose data: stop that process, or give this one another DATA_DIR (or a DATABASE_URL).',
    );
    this.name = 'DatabaseFolderInUseError';
  }
}

/** Folders this process holds: a second open in the same process is refused too (its pid is alive). */
const heldHere = new Set<string>();

/**
 * When a process started, as the kernel counts it (Linux); with the pid it names one process for good,
 * since a pid is reused once its process is gone (a container's server is often pid 1 on every start).
 * Null where /proc is absent: liveness then rests on the pid alone.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(holder: Holder): boolean {
  // Our own pid in a lock we do not hold is a previous life of this pid (killed, then restarted).
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const startTime = processStartTime(holder.pid);
  return holder.startTime === null || startTime === null || startTime === holder.startTime;
}

function parseHolder(text: string): Holder | null {
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    return typeof value.pid === 'number' ? { pid: value.pid, startTime: value.startTime ?? null } : null;
  } catch {
    return null;
  }
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Creates the lock file with its whole content at once: written beside it, then hard-linked into place
 * (link fails when the name exists), so no reader ever sees a half-written lock.
 */
function tryCreate(lockPath: string, content: string): boolean {
  const draft = `${lockPath}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, content, { flush: true });
  try {
    linkSync(draft, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

/**
 * Removes a dead holder's lock. Moved aside first and compared, so that of two processes taking over
 * the same stale lock at once, the slower one cannot delete the lock the faster one has just created.
 */
function removeStale(lockPath: string, staleText: string): void {
  const aside = `${lockPath}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readText(aside) === staleText) {
    unlinkSync(aside);
    return;
  }
  try {
    linkSync(aside, lockPath);
  } finally {
    unlinkSync(aside);
  }
}

export type FolderLock = { release(): void };

/**
 * Takes the folder for this process, or throws DatabaseFolderInUseError naming the live holder. A lock
 * left by a process that died (kill -9, power loss) is taken over, so a crashed server restarts on its
 * own folder. The lock sees processes on this machine (the same pid namespace) only.
 */
export function lockDatabaseFolder(folder: string): FolderLock {
  const realFolder = realpathSync(folder);
  const lockPath = path.join(realFolder, FOLDER_LOCK_FILE);
  if (heldHere.has(realFolder)) throw new DatabaseFolderInUseError(realFolder, process.pid);
  const content = JSON.stringify({ pid: process.pid, startTime: processStartTime(process.pid), hostname: hostname() });

  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(lockPath, content)) return holdLock(realFolder, lockPath, content);
    const text = readText(lockPath);
    if (text === null) continue;
    const holder = parseHolder(text);
    if (holder && isAlive(holder)) throw new DatabaseFolderInUseError(realFolder, holder.pid);
    removeStale(lockPath, text);
  }
  throw new Error(`Could not take the lock ${lockPath}: other processes keep taking it`);
}

function holdLock(realFolder: string, lockPath: string, content: string): FolderLock {
  heldHere.add(realFolder);
  // A process that ends without closing the database (process.exit on a fatal error) still frees it.
  const release = () => {
    if (!heldHere.delete(realFolder)) return;
    process.removeListener('exit', release);
    if (readText(lockPath) === content) unlinkSync(lockPath);
  };
  process.on('exit', release);
  return { release };
}
