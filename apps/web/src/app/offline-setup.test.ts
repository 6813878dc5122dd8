import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The pages a saved directory answers must open offline though never visited: app/offline-setup.ts fetches their
// code ahead. A part such a page loads on demand and that is missing from its list would fail offline with
// "This page could not be loaded" (issue 34, part 6): this test finds one added later.

const src = path.resolve(import.meta.dirname, '..');
/** The modules a file imports with import('…'), as absolute paths without extension. */
const dynamicImports = (file: string) =>
  [...readFileSync(path.join(src, file), 'utf8').matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((match) =>
    path.resolve(path.dirname(path.join(src, file)), match[1]!),
  );

describe('the code fetched for the pages a saved directory answers', () => {
  const fetched = new Set(dynamicImports('app/offline-setup.ts'));

  it('holds the on-call list, the listings and the detail page, as the router loads them', () => {
    const routes = new Set(dynamicImports('app/router.tsx'));
    for (const route of [
      'pharmacies-on-call',
      'pharmacies-listing',
      'hospitals-listing',
      'laboratories-listing',
      'facility-detail',
    ]) {
      const module = path.join(src, 'app/routes', route);
      expect(routes, route).toContain(module);
      expect(fetched, route).toContain(module);
    }
  });

  it('holds every part those pages load on demand, but the results map (it needs the network for its tiles)', () => {
    const parts = [
      ...dynamicImports('features/facilities/listings/components/listing-page.tsx'),
      ...dynamicImports('features/facilities/listings/components/on-call-listing-page.tsx'),
      ...dynamicImports('components/facility/facility-card.tsx'),
    ].filter((part) => !part.endsWith('results-map-section'));
    // Not the hospitals listing's type filter (listing-filters.tsx): offline the list works without it, and its
    // chunk would cost the landing page's script budget.
    expect(parts.length).toBeGreaterThanOrEqual(5);
    for (const part of parts) expect(fetched, part).toContain(part);
  });
});
