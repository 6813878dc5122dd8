// `npm run bench:web`: Lighthouse (mobile preset: slow 4G, mid-range phone CPU) on the built site,
// served by the real server on a fresh embedded database. Prints the scores; never fails on them.
// Each page is measured BENCH_WEB_RUNS times (5), the pages taken in turn so that a busier minute of the
// machine falls on all of them alike; the row shows Lighthouse's own median run (computeMedianRun, as its
// variability guide advises) and every run's performance score beside it.
import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { repoRoot, startBuiltSite } from './built-site';

const port = Number(process.env.BENCH_WEB_PORT ?? 3480);
const pages = (process.env.BENCH_WEB_PAGES ?? '/,/medical-facilities/hospitals,/pharmacies-on-call,/hospitals/1').split(
  ',',
);
const runs = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 5));
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The transfer size of the scripts in Lighthouse's resource summary. */
function scriptTransferBytes(details: unknown): number {
  const items = (details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  return items.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
}

type LighthouseResult = Parameters<typeof computeMedianRun>[0][number];

const score = (lhr: LighthouseResult, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** BENCH_WEB_DETAILS=1: what Lighthouse took as the largest paint, and the scripts that kept the CPU busy. */
function printDetails(page: string, lhr: LighthouseResult) {
  const details = (key: string) => JSON.stringify(lhr.audits[key]?.details ?? null).slice(0, 1200);
  console.log(`\n${page}\n  LCP element: ${details('largest-contentful-paint-element')}`);
  console.log(`  boot-up time: ${details('bootup-time')}`);
  console.log(`  long tasks: ${details('long-tasks')}`);
  console.log(`  main-thread work: ${details('mainthread-work-breakdown')}`);
  console.log(`  benchmarkIndex: ${lhr.environment.benchmarkIndex}`);
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
    const results = new Map<string, LighthouseResult[]>(pages.map((page) => [page, []]));
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        const result = await lighthouse(`${site.origin}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
        results.get(page)!.push(result.lhr);
        // A run Lighthouse could not measure (no paint seen, say) is shown with its reason and left out of the median.
        const failure = result.lhr.runtimeError ? ` (not measured: ${result.lhr.runtimeError.code})` : '';
        console.log(`run ${run}/${runs} ${page}: performance ${score(result.lhr, 'performance')}${failure}`);
        if (process.env.BENCH_WEB_DETAILS) printDetails(page, result.lhr);
      }
    }
    const rows = pages.map((page) => {
      const all = results.get(page)!;
      const median = computeMedianRun(filterToValidRuns(all));
      const { audits } = median;
      return {
        page,
        performance: score(median, 'performance'),
        'every run': all.map((lhr) => (lhr.runtimeError ? 'failed' : score(lhr, 'performance'))).join(' '),
        accessibility: score(median, 'accessibility'),
        bestPractices: score(median, 'best-practices'),
        seo: score(median, 'seo'),
        fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
        transferKb: Math.round((audits['total-byte-weight']?.numericValue ?? 0) / 1024),
        // JavaScript over the wire, everything fetched while Lighthouse watched (issue 15: at most 130 KB).
        scriptKb: Math.round(scriptTransferBytes(audits['resource-summary']?.details) / 1024),
      };
    });
    console.log(`\nLighthouse, mobile preset (simulated slow 4G and a mid-range phone), median run of ${runs}:`);
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
