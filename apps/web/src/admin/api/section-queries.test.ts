import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '../../lib/api-client';
import { listQueryOptions, recordQueryOptions } from './section-queries';

const failing = () =>
  vi.fn(
    async () =>
      new Response(JSON.stringify({ error: { code: 'unavailable', message: 'Down', requestId: 'r' } }), {
        status: 503,
        headers: { 'content-type': 'application/json' },
      }),
  );

describe('the back-office reads', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it.each([
    ['a list', listQueryOptions(['admin', 'facilities'], '/api/admin/facilities', {})],
    ['a record', recordQueryOptions(['admin', 'facilities'], '/api/admin/facilities/7', 7)],
  ])('fail %s after at most one quick retry, not seconds of silent ones', async (_what, options) => {
    vi.useFakeTimers();
    const fetch = failing();
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const outcome = client.fetchQuery(options).then(
      () => null,
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await outcome).toBeInstanceOf(ApiClientError);
    expect(fetch.mock.calls.length).toBeLessThanOrEqual(2);
  });
});
