// Type-checks every workspace against its tsconfig (browser code with DOM types, server code with Node's),
// as many at once as the machine has cores: each tsc uses one.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';

// The server, the database package and the bench share their options and are one program (tsconfig.node.json),
// so the server's and the database's files are checked once; each workspace keeps its own tsconfig for editors.
const projects = ['apps/web', 'tsconfig.node.json', 'e2e', 'packages/shared', 'apps/web/service-worker'].filter((p) =>
  existsSync(p.endsWith('.json') ? p : `${p}/tsconfig.json`),
);

function typecheck(project) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '--noEmit', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      process.stdout.write(Buffer.concat(output));
      if (status !== 0) console.error(`typecheck failed in ${project}`);
      resolve(status === 0);
    });
  });
}

const queue = [...projects];
let failed = false;
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      if (!(await typecheck(project))) failed = true;
    }
  }),
);
process.exit(failed ? 1 : 0);
