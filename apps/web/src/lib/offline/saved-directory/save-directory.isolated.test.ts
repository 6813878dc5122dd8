import type { OfflineDirectory } from '@hc/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { neededOffline } from '../needed-offline';
import { saveDirectory } from './save-directory';
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

vi.mock('../../api-client', () => ({ apiRequest: vi.fn(async () => answer) }));
// IndexedDB is the browser's; the copy is kept in memory here.
vi.mock('./directory-store', () => ({
  loadSavedDirectory: vi.fn(async () => null),
  storeSavedDirectory: vi.fn(async () => undefined),
  deleteSavedDirectory: vi.fn(async () => undefined),
}));

afterEach(() => localStorage.clear());

describe('saving the directory for offline use', () => {
  it('says "Saved" (the summary the footer shows) only once the code answering offline has come', async () => {
    let release: () => void = () => undefined;
    let isFetching = false;
    neededOffline(() => {
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
    expect(readSavedMeta()).toEqual({ savedAt: '2026-11-25T10:05:00.000Z', facilities: 1 });
  });
});
