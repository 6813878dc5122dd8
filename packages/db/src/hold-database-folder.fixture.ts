// Run as a child process by pglite-folder-lock.pglite.test.ts: opens the PGlite folder named by its argument,
// says so on stdout, and holds it until it is killed.
import { createDatabase } from './client';

await createDatabase({ dataDir: process.argv[2] });
process.stdout.write('holding\n');
setInterval(() => {}, 60_000);
