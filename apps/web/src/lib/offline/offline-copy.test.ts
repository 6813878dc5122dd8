import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError, apiRequest } from '../api-client';
import { useOfflineCopyTime } from './offline-copy';

const answer = (headers: Record<string, string> = {}) =>
  new Response('{"data":[]}', { status: 200, headers: { 'content-type': 'application/json', ...headers } });

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('reads offline and the device copy', () => {
  it('asks for a read even offline, and tells when the answer came from the device copy', async () => {
    goOffline();
    const fetchMock = vi.fn(async () => answer({ 'x-offline-copy': '2026-11-24T18:05:00.000Z' }));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useOfflineCopyTime());

    await act(() => apiRequest('/api/pharmacies/on-call'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current?.toISOString()).toBe('2026-11-24T18:05:00.000Z');

    // An older copy shown beside it: the page is as old as its oldest part.
    fetchMock.mockResolvedValueOnce(answer({ 'x-offline-copy': '2026-11-23T09:00:00.000Z' }));
    await act(() => apiRequest('/api/regions'));
    expect(result.current?.toISOString()).toBe('2026-11-23T09:00:00.000Z');

    // A reference list the browser kept for a day says nothing about the directory's freshness.
    fetchMock.mockResolvedValueOnce(answer({ 'cache-control': 'public, max-age=86400' }));
    await act(() => apiRequest('/api/specialties'));
    expect(result.current?.toISOString()).toBe('2026-11-23T09:00:00.000Z');

    // A directory answer checked with the server: the data is current again, the notice goes.
    fetchMock.mockResolvedValueOnce(answer({ 'cache-control': 'public, no-cache' }));
    await act(() => apiRequest('/api/pharmacies/on-call'));
    expect(result.current).toBeNull();
  });

  it('says "offline" when neither the network nor the copy answered, without retrying', async () => {
    goOffline();
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const error = await apiRequest('/api/search', { query: { q: 'bastos' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect((error as ApiClientError).kind).toBe('offline');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refuses a write offline without sending it (nothing is queued to be sent twice later)', async () => {
    goOffline();
    const fetchMock = vi.fn(async () => answer());
    vi.stubGlobal('fetch', fetchMock);
    const error = await apiRequest('/api/newsletter', { method: 'POST', body: { email: 'a@b.cm' } }).catch(
      (e: unknown) => e,
    );
    expect((error as ApiClientError).kind).toBe('offline');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
