import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { Suspense } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyWithRetry } from '../lib/lazy-with-retry';
import { entryScript, isLoadFailure } from '../lib/new-deployment';
import common from '../locales/en/common.json';
import { RouteErrorBoundary } from './route-error-boundary';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { common } },
  defaultNS: 'common',
  react: { useSuspense: false },
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderInBoundary(ui: React.ReactNode) {
  return render(
    <I18nextProvider i18n={i18n}>
      <RouteErrorBoundary>
        <Suspense fallback={<p>Loading…</p>}>{ui}</Suspense>
      </RouteErrorBoundary>
    </I18nextProvider>,
  );
}

describe('RouteErrorBoundary with lazyWithRetry', () => {
  it('shows a failed download with Retry, and Retry downloads the page again', async () => {
    // React reports caught errors on the console; the test is about what the visitor sees.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<{ default: () => React.ReactNode }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/page-abc.js'))
      .mockResolvedValue({ default: () => <h1>On-call pharmacies</h1> });
    const Page = lazyWithRetry(load);
    renderInBoundary(<Page />);

    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Part of this page could not be downloaded');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'On-call pharmacies' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says a bug is not the connection', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): React.ReactNode {
      throw new Error('undefined is not a function');
    }
    renderInBoundary(<Broken />);
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong on this page');
  });
});

describe('RouteErrorBoundary around a part of a page', () => {
  it("keeps the page: the part's failed download shows a message and Retry in its place, without a page heading", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<{ default: () => React.ReactNode }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/name-search.js'))
      .mockResolvedValue({ default: () => <p>Name search</p> });
    const Part = lazyWithRetry(load);
    render(
      <I18nextProvider i18n={i18n}>
        <h1>Find care</h1>
        <RouteErrorBoundary part>
          <Suspense fallback={<p>Loading…</p>}>
            <Part />
          </Suspense>
        </RouteErrorBoundary>
      </I18nextProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Part of this page could not be downloaded');
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Find care']);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Name search')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Find care' })).toBeTruthy();
  });
});

describe('new deployment checks', () => {
  it('reads the entry script a page loads', () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-Cx5TRWX.js"></script><link rel="stylesheet" href="/assets/index.css"></head>';
    expect(entryScript(html)).toBe('/assets/index-Cx5TRWX.js');
    expect(entryScript('<p>maintenance</p>')).toBeNull();
  });

  it('tells failed downloads (Chrome, Firefox, Safari, Vite) from bugs', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://x/assets/a.js',
      'error loading dynamically imported module: https://x/assets/a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/a.css',
    ])
      expect(isLoadFailure(new TypeError(message))).toBe(true);
    expect(isLoadFailure(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    expect(isLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
  });
});
