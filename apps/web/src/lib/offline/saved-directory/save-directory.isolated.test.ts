import type { OfflineDirectory } from '@hc/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../api-client';
import { neededOffline } from '../needed-offline';
import { downloadSize, forgetOlderOnCallLists, KEPT_ANSWERS_CACHE, saveDirectory } from './save-directory';
import { readSavedMeta } from './saved-directory-meta';

const answer: OfflineDirectory = {
  cursor: '10.0000abcd',
  full: true,
  generatedAt: '2026-11-25T10:00:00.000Z',
  facilities: [{ id: 1, category: 'hospital', facilityType: 'hospital', name: 'Hôpital Laquintinie' }],
  removed: [],
  places: { regions: [], divisions: [], subdivisions: [] },
  onCall: [],
  attribution: '© OpenStreetMap contributors',
};

vi.mock('../../api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  apiRequest: vi.fn(async () => answer),
}));
// IndexedDB is the browser's; the copy is kept in memory here.
vi.mock('./directory-store', () => ({
  loadSavedDirectory: vi.fn(async () => null),
  storeSavedDirectory: vi.fn(async () => undefined),
  deleteSavedDirectory: vi.fn(async () => undefined),
}));

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('saving the directory for offline use', () => {
  it('says "Saved" (the summary the footer shows) only once the code answering offline has come', async () => {
    let release: () => void = () => undefined;
    let isFetching = false;
    // Held back the first time only: the saves of the next tests find this code on the device.
    neededOffline(() => {
      if (isFetching) return Promise.resolve();
      isFetching = true;
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    const saving = saveDirectory(() => new Date('2026-11-25T10:05:00Z'));
    await vi.waitFor(() => expect(isFetching).toBe(true));
    expect(readSavedMeta()).toBeNull();
    release();
    await expect(saving).resolves.toBe(1);
    expect(readSavedMeta()).toMatchObject({ savedAt: '2026-11-25T10:05:00.000Z', facilities: 1 });
  });

  it('notes what the copy takes on the device and what its download took, as the browser measured it', async () => {
    const downloads = [
      { name: `${location.origin}/api/offline-directory/size`, transferSize: 334, encodedBodySize: 34 },
      { name: `${location.origin}/api/offline-directory`, transferSize: 121_190, encodedBodySize: 120_890 },
    ];
    vi.spyOn(performance, 'getEntriesByType').mockImplementation(
      (type) => (type === 'resource' ? downloads : []) as unknown as PerformanceEntryList,
    );
    await saveDirectory(() => new Date('2026-11-25T10:05:00Z'));
    const stored = new TextEncoder().encode(
      JSON.stringify({
        cursor: answer.cursor,
        savedAt: '2026-11-25T10:05:00.000Z',
        facilities: answer.facilities,
        places: answer.places,
        onCall: answer.onCall,
        attribution: answer.attribution,
      }),
    ).length;
    expect(readSavedMeta()).toEqual({
      savedAt: '2026-11-25T10:05:00.000Z',
      facilities: 1,
      storedBytes: stored,
      downloadedBytes: 120_890,
    });
  });
});

describe('the size of a download', () => {
  const url = '/api/offline-directory?since=10.0000abcd';
  const timing = (transferSize: number, encodedBodySize: number) =>
    vi
      .spyOn(performance, 'getEntriesByType')
      .mockReturnValue([
        { name: `${location.origin}${url}`, transferSize, encodedBodySize },
      ] as unknown as PerformanceEntryList);

  it('is the body as sent, or only the headers when the browser’s copy was still good (a 304)', () => {
    timing(2_300, 2_000);
    expect(downloadSize(url)).toBe(2_000);
    timing(420, 2_000);
    expect(downloadSize(url)).toBe(420);
  });

  it('is unknown when the browser recorded no such download', () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
    expect(downloadSize(url)).toBeUndefined();
  });
});

/** The service worker's caches, as the page sees them (jsdom has none). */
function fakeCaches(kept: Record<string, Record<string, string>>) {
  const entries = new Map(Object.entries(kept).map(([url, headers]) => [url, new Response('{}', { headers })]));
  const cache = {
    keys: async () => [...entries.keys()].map((url) => new Request(url)),
    match: async (request: Request) => entries.get(request.url),
    delete: async (request: Request) => entries.delete(request.url),
  };
  vi.stubGlobal('caches', {
    has: async (name: string) => name === KEPT_ANSWERS_CACHE,
    open: async () => cache,
  });
  return entries;
}

describe('the on-call lists the service worker kept', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are forgotten when older than the saved copy, which then answers offline for the hour asked', async () => {
    const origin = location.origin;
    const entries = fakeCaches({
      [`${origin}/api/pharmacies/on-call?page=1&pageSize=20`]: { date: 'Mon, 23 Nov 2026 08:00:00 GMT' },
      [`${origin}/api/pharmacies/on-call?division=5&page=1&pageSize=20`]: { date: 'Wed, 25 Nov 2026 11:00:00 GMT' },
      [`${origin}/api/hospitals?page=1&pageSize=20`]: { date: 'Mon, 23 Nov 2026 08:00:00 GMT' },
    });
    await forgetOlderOnCallLists('2026-11-25T10:05:00.000Z');
    expect([...entries.keys()]).toEqual([
      // Seen online after the copy was saved: newer.
      `${origin}/api/pharmacies/on-call?division=5&page=1&pageSize=20`,
      // Not an on-call list: the worker's copy (with what the saved copy lacks) stays, dated by the notice.
      `${origin}/api/hospitals?page=1&pageSize=20`,
    ]);
  });

  it('are left alone where the browser keeps no such cache', async () => {
    vi.stubGlobal('caches', { has: async () => false, open: vi.fn() });
    await expect(forgetOlderOnCallLists('2026-11-25T10:05:00.000Z')).resolves.toBeUndefined();
  });
});
