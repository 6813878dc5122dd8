// Type-checks every workspace against its own tsconfig (browser code with DOM types, server code with Node's).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = [
  'packages/shared',
  'packages/db',
  'apps/server',
  'apps/web',
  'apps/web/service-worker',
  'e2e',
  'bench',
].filter((p) => existsSync(`${p}/tsconfig.json`));
let failed = false;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '--noEmit', '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`typecheck failed in ${project}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
