import { analyticsBatchSchema, type AnalyticsBatch } from '@hc/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLUSH_INTERVAL_MS } from './sender';
import { track, trackPageView } from './track';

// One module instance for the file: the stub keeps its queue and its sender for the page load, as a page does.

let beacons: Blob[];

const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
const sentBatches = (): Promise<AnalyticsBatch[]> =>
  Promise.all(beacons.map(async (blob) => analyticsBatchSchema.parse(JSON.parse(await readText(blob)))));

function hidePage() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
}

/** Past the stub's idle wait (jsdom has no requestIdleCallback: its 2 s timeout), with the sender's chunk loaded. */
async function loadSender() {
  await vi.advanceTimersByTimeAsync(2_000);
  await vi.dynamicImportSettled();
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-24T09:00:00Z'), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  beacons = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (_url: string, blob: Blob) => beacons.push(blob) > 0,
  });
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('track, the always-loaded stub', () => {
  it('sends nothing outside production builds unless analytics are switched on', async () => {
    trackPageView();
    track({ type: 'call', facilityId: 4 });
    window.dispatchEvent(new ErrorEvent('error', { message: 'Boom' }));
    await loadSender();
    hidePage();
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(beacons).toHaveLength(0);
  });

  it('queues page views, events and uncaught errors until the idle browser has loaded the sender', async () => {
    vi.stubEnv('VITE_ANALYTICS', 'on');
    window.history.replaceState(null, '', '/medical-facilities/laboratories?query=paludisme');
    trackPageView();
    vi.advanceTimersByTime(500);
    track({ type: 'search', kind: 'name', results: 3 });
    window.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught TypeError: x is undefined', lineno: 7 }));
    expect(beacons).toHaveLength(0);

    // The sender takes the queue 2 s in and sends it 15 s later; what comes meanwhile goes straight to it.
    await loadSender();
    track({ type: 'directions', facilityId: 9 });
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);

    const [batch] = await sentBatches();
    expect(beacons).toHaveLength(1);
    expect(batch!.events).toEqual([
      { type: 'page_view', path: '/medical-facilities/laboratories', ago: 17_000 },
      { type: 'search', kind: 'name', results: 3, path: '/medical-facilities/laboratories', ago: 16_500 },
      {
        type: 'client_error',
        message: 'Uncaught TypeError: x is undefined',
        line: 7,
        path: '/medical-facilities/laboratories',
        ago: 16_500,
      },
      { type: 'directions', facilityId: 9, path: '/medical-facilities/laboratories', ago: 14_500 },
    ]);
  });

  it('sends nothing from back-office pages, even uncaught errors there', async () => {
    vi.stubEnv('VITE_ANALYTICS', 'on');
    window.history.replaceState(null, '', '/admin-dashboard/analytics');
    trackPageView();
    window.dispatchEvent(new ErrorEvent('error', { message: 'Staff screen crashed' }));
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    hidePage();
    expect(beacons).toHaveLength(0);
  });
});
