import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

/**
 * Where the committed SQL migrations are. MIGRATIONS_DIR wins; otherwise the folder beside this
 * package's sources, or beside a bundled server (whose build copies it into its dist folder).
 */
export function resolveMigrationsFolder(): string {
  if (process.env.MIGRATIONS_DIR) return process.env.MIGRATIONS_DIR;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../drizzle'), path.resolve(here, 'drizzle')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`SQL migrations not found (looked in ${candidates.join(', ')}); set MIGRATIONS_DIR`);
  return found;
}

export async function migrateDatabase(database: Database, migrationsFolder = resolveMigrationsFolder()): Promise<void> {
  await database.migrate(migrationsFolder);
}
