// Browser tests use Debian's Chromium. Find it, install it with apt-get when we can, or say how.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  const canSudo =
    !isRoot && spawnSync('sh', ['-c', 'command -v sudo && sudo -n true'], { stdio: 'ignore' }).status === 0;
  if (hasApt && (isRoot || canSudo)) {
    console.log("Chromium not found: installing Debian's chromium package with apt-get…");
    const prefix = isRoot ? [] : ['sudo', '-n'];
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const run = (args) =>
      execFileSync(prefix[0] ?? args[0], prefix.length ? [...prefix.slice(1), ...args] : args.slice(1), {
        stdio: 'inherit',
        env,
      });
    run(['apt-get', 'update']);
    run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium', 'fonts-liberation']);
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    [
      'Browser tests need Chromium, and none was found (looked for CHROMIUM_PATH, ' +
        CHROMIUM_CANDIDATES.join(', ') +
        ').',
      'Install it, then run npm test again:',
      '  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium',
      '  elsewhere:      install Chromium and set CHROMIUM_PATH=/path/to/chromium',
    ].join('\n'),
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
