// `npm run bench:web`: Lighthouse (mobile preset: slow 4G, mid-range phone CPU) on the built site,
// served by the real server on a fresh embedded database. Prints the scores; never fails on them.
import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { repoRoot, startBuiltSite } from './built-site';

const port = Number(process.env.BENCH_WEB_PORT ?? 3480);
const pages = (process.env.BENCH_WEB_PAGES ?? '/,/medical-facilities/hospitals,/pharmacies-on-call,/hospitals/1').split(
  ',',
);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The transfer size of the scripts in Lighthouse's resource summary. */
function scriptTransferBytes(details: unknown): number {
  const items = (details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  return items.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
}

async function main() {
  console.log('Building the site…');
  await new Promise<void>((resolve, reject) => {
    const build = spawn('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build failed (${code})`))));
  });
  const site = await startBuiltSite(port);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  try {
    const rows: {
      page: string;
      performance: number;
      accessibility: number;
      bestPractices: number;
      seo: number;
      fcpMs: number;
      lcpMs: number;
      cls: number;
      tbtMs: number;
      transferKb: number;
      scriptKb: number;
    }[] = [];
    for (const page of pages) {
      const result = await lighthouse(`${site.origin}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
      const { categories, audits } = result.lhr;
      // BENCH_WEB_DETAILS=1: what Lighthouse took as the largest paint, and the scripts that kept the CPU busy.
      if (process.env.BENCH_WEB_DETAILS) {
        const details = (key: string) => JSON.stringify(audits[key]?.details ?? null).slice(0, 1200);
        console.log(`\n${page}\n  LCP element: ${details('largest-contentful-paint-element')}`);
        console.log(`  boot-up time: ${details('bootup-time')}`);
        console.log(`  long tasks: ${details('long-tasks')}`);
        console.log(`  main-thread work: ${details('mainthread-work-breakdown')}`);
        console.log(`  benchmarkIndex: ${result.lhr.environment.benchmarkIndex}`);
      }
      const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
      rows.push({
        page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
        transferKb: Math.round((audits['total-byte-weight']?.numericValue ?? 0) / 1024),
        // JavaScript over the wire, everything fetched while Lighthouse watched (issue 15: at most 130 KB).
        scriptKb: Math.round(scriptTransferBytes(audits['resource-summary']?.details) / 1024),
      });
    }
    console.log('\nLighthouse, mobile preset (simulated slow 4G and a mid-range phone):');
    console.table(rows);
    console.log('Aim: performance ≥ 95, accessibility 100 (docs/benchmarks.md records what we reach).');
  } finally {
    await chrome.kill();
    site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
