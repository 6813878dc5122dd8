import { describe, expect, it } from 'vitest';
import { isKeepablePage, isOfflineRead, keepable, markOfflineCopy, OFFLINE_COPY_HEADER } from './caching-rules';

const origin = 'https://sante.example.cm';
const at = (path: string) => new URL(path, origin);

describe('what the service worker keeps for offline use', () => {
  it('keeps the directory’s public answers and nothing tied to a person or the back-office', () => {
    for (const path of [
      '/api/pharmacies/on-call?region=3',
      '/api/search?q=hopital%20bastos',
      '/api/hospitals?page=2',
      '/api/facilities/42',
      '/api/regions',
      '/api/subdivisions?divisionId=5',
    ])
      expect(isOfflineRead(at(path), origin), path).toBe(true);
    for (const path of [
      '/api/auth/session',
      '/api/admin/facilities',
      '/api/patients/all',
      '/api/events',
      '/api/newsletter',
      '/api/searching',
    ])
      expect(isOfflineRead(at(path), origin), path).toBe(false);
    expect(isOfflineRead(new URL('/api/regions', 'https://elsewhere.example'), origin)).toBe(false);
  });

  it('sorts what the page downloaded into build files and answers, once each, within the limit', () => {
    const urls = [
      `${origin}/assets/index-abc.js`,
      `${origin}/assets/index-abc.js`,
      `${origin}/assets/common-en-x1.js`,
      `${origin}/api/pharmacies/on-call?page=1`,
      `${origin}/api/auth/session`,
      'https://tile.openstreetmap.org/5/16/15.png',
      'not a url at all %%%',
    ];
    expect(keepable(urls, origin)).toEqual({
      assets: ['/assets/index-abc.js', '/assets/common-en-x1.js'],
      data: ['/api/pharmacies/on-call?page=1'],
    });
    expect(keepable(urls, origin, 1).assets).toEqual(['/assets/index-abc.js']);
  });

  it('keeps pages of the public site only', () => {
    expect(isKeepablePage(`${origin}/pharmacies-on-call?region=3`, origin)).toBe(true);
    expect(isKeepablePage(`${origin}/admin-dashboard/facilities`, origin)).toBe(false);
    expect(isKeepablePage('https://elsewhere.example/', origin)).toBe(false);
  });

  it('marks an answer given from the copy with when the server wrote it, keeping its body and status', async () => {
    const cached = new Response('{"data":[]}', {
      status: 200,
      headers: { 'content-type': 'application/json', date: 'Tue, 24 Nov 2026 18:05:00 GMT' },
    });
    const marked = await markOfflineCopy(cached);
    expect(marked.headers.get(OFFLINE_COPY_HEADER)).toBe('2026-11-24T18:05:00.000Z');
    expect(marked.headers.get('content-type')).toBe('application/json');
    expect(await marked.text()).toBe('{"data":[]}');

    const undated = await markOfflineCopy(new Response('{}'), () => new Date('2026-11-20T08:00:00Z'));
    expect(undated.headers.get(OFFLINE_COPY_HEADER)).toBe('2026-11-20T08:00:00.000Z');
  });
});
