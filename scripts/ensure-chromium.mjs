// Browser tests use Debian's Chromium. Find it, install it with apt-get when we can, or say how.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Debian's old-headless build of Chromium first: the same engine without the browser's own interface, about a
 * quarter less CPU per browser test on a two-core machine (docs/decisions/2026-11-28-browser-tests-per-audience.md).
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_CANDIDATES = [HEADLESS_SHELL, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
}

/** Installs Debian packages with apt-get when this user may; false when it cannot or the install fails. */
function aptInstall(packages) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  const canSudo =
    !isRoot && spawnSync('sh', ['-c', 'command -v sudo && sudo -n true'], { stdio: 'ignore' }).status === 0;
  if (!hasApt || !(isRoot || canSudo)) return false;
  console.log(`Installing Debian's ${packages.join(', ')} with apt-get (the browser tests' Chromium)…`);
  const prefix = isRoot ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) =>
    execFileSync(prefix[0] ?? args[0], prefix.length ? [...prefix.slice(1), ...args] : args.slice(1), {
      stdio: 'inherit',
      env,
    });
  try {
    run(['apt-get', 'update']);
    run(['apt-get', 'install', '-y', '--no-install-recommends', ...packages]);
    return true;
  } catch {
    return false;
  }
}

export function ensureChromium() {
  const found = findChromium();
  if (found === HEADLESS_SHELL || process.env.CHROMIUM_PATH === found) return found;
  if (aptInstall(['chromium-headless-shell', 'fonts-liberation']) && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  if (found) return found;
  if (aptInstall(['chromium', 'fonts-liberation'])) {
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    [
      'Browser tests need Chromium, and none was found (looked for CHROMIUM_PATH, ' +
        CHROMIUM_CANDIDATES.join(', ') +
        ').',
      'Install it, then run npm test again:',
      '  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium-headless-shell',
      '  elsewhere:      install Chromium and set CHROMIUM_PATH=/path/to/chromium',
    ].join('\n'),
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
