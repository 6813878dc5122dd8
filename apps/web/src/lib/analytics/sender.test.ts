import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_BODY_MAX_BYTES,
  analyticsBatchSchema,
  type AnalyticsBatch,
  type AnalyticsEvent,
} from '@hc/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_ENDPOINT,
  BATCH_MAX,
  BODY_MAX_BYTES,
  CLIENT_ERRORS_MAX,
  createSender,
  FLUSH_INTERVAL_MS,
  type Sender,
} from './sender';
import type { QueuedEvent } from './track';

type Beacon = { url: string; blob: Blob };
let beacons: Beacon[];
let sender: Sender;

/** navigator.sendBeacon, stubbed: keeps what would have left, and accepts it unless told otherwise. */
function stubBeacon(accepts = true) {
  beacons = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: vi.fn((url: string, blob: Blob) => {
      beacons.push({ url, blob });
      return accepts;
    }),
  });
}

const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

/** Every beacon's body, as the server's own contract reads it. */
async function sentBatches(): Promise<AnalyticsBatch[]> {
  return Promise.all(beacons.map(async ({ blob }) => analyticsBatchSchema.parse(JSON.parse(await readText(blob)))));
}
const sentEvents = async () => (await sentBatches()).flatMap((batch) => batch.events);

const queued = (data: QueuedEvent['data'], path = '/medical-facilities/hospitals'): QueuedEvent => ({
  data,
  at: Date.now(),
  path,
});

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  // setImmediate stays real: jsdom's FileReader, which reads the beacons' Blobs, runs on it.
  vi.useFakeTimers({ now: new Date('2026-11-24T09:00:00Z'), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  stubBeacon();
  document.documentElement.lang = 'en';
  window.history.replaceState(null, '', '/');
  sender = createSender();
});

afterEach(() => {
  sender.stop();
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the analytics sender', () => {
  it("keeps the contract's limits (they are copied to keep Zod out of the chunk)", () => {
    expect(BATCH_MAX).toBe(ANALYTICS_BATCH_MAX);
    expect(BODY_MAX_BYTES).toBe(ANALYTICS_BODY_MAX_BYTES);
  });

  it('sends a beacon as soon as the maximum of events wait, and the rest in the next one', async () => {
    for (let id = 1; id <= ANALYTICS_BATCH_MAX + 5; id++) sender.add(queued({ type: 'call', facilityId: id }));

    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe(ANALYTICS_ENDPOINT);
    expect(beacons[0]!.blob.type).toBe('application/json');
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(beacons).toHaveLength(2);

    const [first, second] = await sentBatches();
    expect(first!.events.map((event) => (event.type === 'call' ? event.facilityId : 0))).toEqual(
      Array.from({ length: ANALYTICS_BATCH_MAX }, (_, index) => index + 1),
    );
    expect(second!.events).toHaveLength(5);
  });

  it('sends what waits 15 s after the first event, each with the milliseconds since it happened', async () => {
    sender.add(queued({ type: 'page_view' }));
    vi.advanceTimersByTime(5_000);
    sender.add(queued({ type: 'search', kind: 'hospital', results: 42 }));
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS - 5_000 - 1);
    expect(beacons).toHaveLength(0);

    vi.advanceTimersByTime(1);
    expect(beacons).toHaveLength(1);
    expect((await sentEvents()).map((event) => [event.type, event.ago])).toEqual([
      ['page_view', 15_000],
      ['search', 10_000],
    ]);
    // Nothing waits: no empty beacon later.
    vi.advanceTimersByTime(10 * FLUSH_INTERVAL_MS);
    expect(beacons).toHaveLength(1);
  });

  it('sends at once when the page is hidden or left, not when it comes back', async () => {
    sender.add(queued({ type: 'directions', facilityId: 3 }));
    setVisibility('visible');
    expect(beacons).toHaveLength(0);
    setVisibility('hidden');
    expect(beacons).toHaveLength(1);

    sender.add(queued({ type: 'share' }, '/pharmacies-on-call/print'));
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(2);
    expect((await sentEvents()).map((event) => event.type)).toEqual(['directions', 'share']);
    // The timer of the first event went with it.
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(beacons).toHaveLength(2);
  });

  it("sends the contract's body: language, build, standalone, and where the visit came from on its first page view only", async () => {
    document.documentElement.lang = 'fr';
    window.history.replaceState(
      null,
      '',
      '/medical-facilities/pharmacies?utm_source=whatsapp&utm_medium=messaging&utm_campaign=garde&query=x',
    );
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://www.google.com/search?q=pharmacie+de+garde');
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }));
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: window.location.href, startTime: 0, loadEventEnd: 1834.6 } as PerformanceNavigationTiming,
    ]);

    sender.add(queued({ type: 'page_view' }, window.location.pathname));
    window.history.pushState(null, '', '/pharmacies/12');
    sender.add(queued({ type: 'page_view' }, window.location.pathname));
    sender.add(queued({ type: 'call', facilityId: 12 }, window.location.pathname));
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);

    const [batch] = await sentBatches();
    expect(batch).toEqual({
      language: 'fr',
      build: 'dev',
      standalone: true,
      events: [
        {
          type: 'page_view',
          path: '/medical-facilities/pharmacies',
          ago: FLUSH_INTERVAL_MS,
          referrer: 'https://www.google.com',
          utm: { source: 'whatsapp', medium: 'messaging', campaign: 'garde' },
          loadMs: 1835,
        },
        { type: 'page_view', path: '/pharmacies/12', ago: FLUSH_INTERVAL_MS },
        { type: 'call', path: '/pharmacies/12', ago: FLUSH_INTERVAL_MS, facilityId: 12 },
      ],
    });
  });

  it('sends nothing for the back-office: staff screens are not website traffic', () => {
    sender.add(queued({ type: 'page_view' }, '/admin-dashboard'));
    sender.add(queued({ type: 'search', kind: 'name', results: 1 }, '/admin-dashboard/facilities'));
    sender.add(queued(new ErrorEvent('error', { message: 'Boom' }), '/Admin-Dashboard/analytics'));
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(0);
  });

  it('falls back to a keepalive fetch without cookies, once, and never throws when that fails too', async () => {
    stubBeacon(false);
    const fetch = vi.fn(() => Promise.reject(new TypeError('offline')));
    vi.stubGlobal('fetch', fetch);

    sender.add(queued({ type: 'newsletter_signup' }, '/'));
    expect(() => vi.advanceTimersByTime(FLUSH_INTERVAL_MS)).not.toThrow();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(ANALYTICS_ENDPOINT);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(analyticsBatchSchema.parse(JSON.parse(String(init.body))).events[0]).toMatchObject({
      type: 'newsletter_signup',
      path: '/',
    });
    // Not retried.
    await vi.advanceTimersByTimeAsync(10 * FLUSH_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(beacons).toHaveLength(1);
  });

  it('keeps 5 client errors a page load, cut to the limits, from errors and rejected promises', async () => {
    const error = new RangeError('x'.repeat(800));
    error.stack = `RangeError: ${'y'.repeat(6000)}`;
    sender.add(
      queued(
        new ErrorEvent('error', {
          message: 'Uncaught RangeError',
          error,
          filename: `${window.location.origin}/assets/index-abc.js`,
          lineno: 12,
        }),
      ),
    );
    sender.add(queued(new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason: 404 })));
    for (let index = 0; index < 5; index++) {
      sender.add(queued(new ErrorEvent('error', { message: `Script error ${index}` })));
    }
    setVisibility('hidden');

    const errors = (await sentEvents()).filter(
      (event): event is Extract<AnalyticsEvent, { type: 'client_error' }> => event.type === 'client_error',
    );
    expect(errors).toHaveLength(CLIENT_ERRORS_MAX);
    expect(errors[0]).toMatchObject({ source: '/assets/index-abc.js', line: 12 });
    expect(errors[0]!.message).toHaveLength(500);
    expect(errors[0]!.message.startsWith('RangeError: xxx')).toBe(true);
    expect(errors[0]!.stack).toHaveLength(4000);
    expect(errors[1]).toEqual({ type: 'client_error', path: '/medical-facilities/hospitals', ago: 0, message: '404' });
    expect(errors.slice(2).map((event) => event.message)).toEqual([
      'Script error 0',
      'Script error 1',
      'Script error 2',
    ]);

    // The count is per page load: later errors are left out too.
    const sentBefore = beacons.length;
    sender.add(queued(new ErrorEvent('error', { message: 'Later' })));
    setVisibility('hidden');
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(beacons).toHaveLength(sentBefore);
  });

  it('splits what would pass the byte limit into several beacons, all within it', async () => {
    for (let index = 0; index < CLIENT_ERRORS_MAX; index++) {
      const error = new Error('é'.repeat(500));
      error.stack = 'à'.repeat(4000);
      sender.add(queued(new ErrorEvent('error', { error })));
    }
    setVisibility('hidden');

    expect(beacons.length).toBeGreaterThan(1);
    for (const { blob } of beacons) expect(blob.size).toBeLessThanOrEqual(ANALYTICS_BODY_MAX_BYTES);
    expect(await sentEvents()).toHaveLength(CLIENT_ERRORS_MAX);
  });

  it('counts an installation of the app', async () => {
    window.history.replaceState(null, '', '/pharmacies-on-call');
    window.dispatchEvent(new Event('appinstalled'));
    setVisibility('hidden');
    expect(await sentEvents()).toEqual([{ type: 'app_installed', path: '/pharmacies-on-call', ago: 0 }]);
  });
});
