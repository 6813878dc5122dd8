// `npm run bench:3g`: opens the on-call page (and the landing page) on a first visit over a throttled
// "3G" link (560 ms round trips, 1.4 Mbps down, 0.7 Mbps up, as in issue 15) in Debian Chromium, against the
// built site served by the real server on a fresh embedded database. Prints when the list (or the page's
// heading) became visible, what was downloaded by then, and a film strip: what the screen showed every
// 500 ms (screenshots in bench/.results/film-strip/). Run `npm run build` first.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { repoRoot, startBuiltSite } from './built-site';

const port = Number(process.env.BENCH_WEB_PORT ?? 3481);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const stripDir = path.join(repoRoot, 'bench/.results/film-strip');
const LINK = { latency: 560, downloadThroughput: (1.4 * 1024 * 1024) / 8, uploadThroughput: (0.7 * 1024 * 1024) / 8 };
const FRAME_MS = 500;
const LIMIT_MS = 15_000;

/** What a visitor would see now, in a few words (run in the page: this project has no DOM types). */
const SCREEN_STATE = `(() => {
  const main = document.querySelector('main');
  if (!main) return document.body.innerText.trim() ? 'page without main' : 'blank';
  const articles = main.querySelectorAll('article').length;
  const heading = main.querySelector('h1')?.textContent?.trim();
  const status = main.querySelector('[role="status"]')?.textContent?.trim();
  if (articles > 0) return (heading ?? '') + ': ' + articles + ' cards';
  if (heading) return heading + (status ? ' (' + status + ')' : '');
  return status ? 'loading: ' + status : 'header only';
})()`;

const screenState = (page: Page) => page.evaluate<string>(SCREEN_STATE);

async function measure(url: string, name: string, visible: string) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-quic'] });
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...LINK });
    let scriptBytes = 0;
    let allBytes = 0;
    const types = new Map<string, string>();
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
    const urls = new Map<string, string>();
    const scripts: { url: string; bytes: number }[] = [];
    cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
    cdp.on('Network.loadingFinished', (event) => {
      allBytes += event.encodedDataLength;
      if (types.get(event.requestId) !== 'Script') return;
      scriptBytes += event.encodedDataLength;
      scripts.push({ url: urls.get(event.requestId) ?? '?', bytes: event.encodedDataLength });
    });
    const started = Date.now();
    const frames: string[] = [];
    void page.goto(url).catch(() => undefined);
    let visibleAt: number | null = null;
    let bytesAtVisible = 0;
    for (let at = 0; at <= LIMIT_MS; at += FRAME_MS) {
      const wait = started + at - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const state = await screenState(page).catch(() => 'navigating');
      frames.push(`${(at / 1000).toFixed(1)} s  ${state}`);
      await page
        .screenshot({ path: path.join(stripDir, `${name}-${String(at).padStart(5, '0')}.png`) })
        .catch(() => {});
      if (
        visibleAt === null &&
        (await page
          .locator(visible)
          .count()
          .catch(() => 0)) > 0
      ) {
        visibleAt = Date.now() - started;
        bytesAtVisible = allBytes;
      }
      if (visibleAt !== null && at >= visibleAt + 1000) break;
    }
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    console.log(`\n${url}: visible at ${visibleAt === null ? 'never' : `${(visibleAt / 1000).toFixed(1)} s`}`);
    console.log(
      `  ${Math.round(bytesAtVisible / 1024)} KB downloaded by then; at network idle ${Math.round(allBytes / 1024)} KB, of which JavaScript ${Math.round(scriptBytes / 1024)} KB`,
    );
    for (const frame of frames) console.log(`  ${frame}`);
    // BENCH_LIST_SCRIPTS=1: each script file and its bytes over the wire (headers included), largest first.
    if (process.env.BENCH_LIST_SCRIPTS) {
      for (const { url: file, bytes } of scripts.sort((a, b) => b.bytes - a.bytes)) {
        console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${new URL(file).pathname}`);
      }
    }
  } finally {
    await browser.close();
  }
}

async function main() {
  mkdirSync(stripDir, { recursive: true });
  const site = await startBuiltSite(port);
  try {
    console.log('First visit over 3G (560 ms round trips, 1.4 Mbps down), 375 px phone viewport:');
    await measure(`${site.origin}/pharmacies-on-call`, 'on-call', 'main article');
    await measure(`${site.origin}/`, 'landing', 'main h1');
  } finally {
    site.stop();
  }
}

await main();
