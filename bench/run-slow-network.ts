// `npm run bench:3g`: opens the on-call page (and the landing page) on a first visit over a throttled
// "3G" link (560 ms round trips, 1.4 Mbps down, 0.7 Mbps up, as in issue 15) in Debian Chromium, against the
// built site served by the real server on a fresh embedded database. Prints when the answer was on the first
// screen (the first pharmacy's card inside the viewport; the landing page's heading), what was downloaded by then,
// and a film strip: what the screen showed every 500 ms (screenshots in bench/.results/film-strip/). The on-call page
// is opened on a 375×740 phone and on a 320×640 one by a visitor who chose a division before (issue 34). Run
// `npm run build` first.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { repoRoot, startBuiltSite } from './built-site';

const port = Number(process.env.BENCH_WEB_PORT ?? 3481);
// The browser tests' Chromium (scripts/ensure-chromium.mjs: the headless shell first).
const chromePath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ??
  '/usr/bin/chromium';
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

/** True once the first element matching `selector` is inside the first screen (run in the page). */
const onFirstScreen = (selector: string) =>
  `(() => { const el = document.querySelector(${JSON.stringify(selector)}); if (!el) return false;
    const box = el.getBoundingClientRect(); return box.height > 0 && box.top < innerHeight; })()`;

type Visit = {
  viewport?: { width: number; height: number };
  /** A visitor who chose this place on the on-call page before: its saved filters and its cookie. */
  remembered?: { origin: string; region: number; division: number };
};

async function measure(url: string, name: string, visible: string, visit: Visit = {}) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-quic'] });
  try {
    const viewport = visit.viewport ?? { width: 375, height: 740 };
    const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true });
    const place = visit.remembered;
    if (place) {
      await context.addCookies([
        {
          name: 'oncall_place',
          value: `${place.region}.${place.division}.`,
          url: `${place.origin}/pharmacies-on-call`,
        },
      ]);
      const saved = JSON.stringify({ region: String(place.region), division: String(place.division), subdivision: '' });
      // A script's text: this project has no DOM types.
      await context.addInitScript(`localStorage.setItem('onCallPlace', ${JSON.stringify(saved)})`);
    }
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
      if (visibleAt === null && (await page.evaluate<boolean>(onFirstScreen(visible)).catch(() => false))) {
        visibleAt = Date.now() - started;
        bytesAtVisible = allBytes;
      }
      if (visibleAt !== null && at >= visibleAt + 1000) break;
    }
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    const on = `${viewport.width}×${viewport.height}${place ? ', a division remembered' : ''}`;
    console.log(
      `\n${url} (${on}): on the first screen at ${visibleAt === null ? 'never' : `${(visibleAt / 1000).toFixed(1)} s`}`,
    );
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
    console.log('First visit over 3G (560 ms round trips, 1.4 Mbps down), on phones:');
    await measure(`${site.origin}/pharmacies-on-call`, 'on-call', 'main article');
    // The division of the first pharmacy on call this week (the demo rota moves with the calendar).
    const answer = (await (await fetch(`${site.origin}/api/pharmacies/on-call?pageSize=1`)).json()) as {
      data: { region: { id: number }; division: { id: number } }[];
    };
    const [first] = answer.data;
    if (first) {
      const remembered = { origin: site.origin, region: first.region.id, division: first.division.id };
      await measure(`${site.origin}/pharmacies-on-call`, 'on-call-320', 'main article', {
        viewport: { width: 320, height: 640 },
        remembered,
      });
    }
    await measure(`${site.origin}/`, 'landing', 'main h1');
  } finally {
    site.stop();
  }
}

await main();
