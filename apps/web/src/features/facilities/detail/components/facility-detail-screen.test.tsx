import type { FacilityDetail } from '@hc/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import common from '../../../../locales/en/common.json';
import detail from '../../../../locales/en/detail.json';
import facilityCatalog from '../../../../locales/en/facility.json';
import { FacilityDetailScreen } from './facility-detail-screen';

// A name is text: it shows exactly as typed, escaped once (by React, or because document.title is never
// HTML), never a second time (`&lt;img…` on screen) and never read as markup (no <img> element).

const PROBE_NAME = '<img src=x onerror=alert(1)> Probe Hospital';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common, detail, facility: facilityCatalog } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const probe: FacilityDetail = {
  id: 4242,
  name: PROBE_NAME,
  category: 'hospital',
  facilityType: 'hospital',
  region: null,
  division: null,
  subdivision: null,
  address: '<b>Rue</b> de la Joie',
  phone: null,
  email: null,
  website: null,
  hours: null,
  openingHours: null,
  specialties: [],
  testsAvailable: [],
  services: [],
  latitude: null,
  longitude: null,
  hasValidLocation: false,
  rating: null,
  image: null,
  onCallThisWeek: false,
  onCallPeriod: null,
  onCallPeriods: [],
  source: 'staff',
  dataSources: [],
  locationPrecision: 'exact',
  lastVerifiedAt: null,
  updatedAt: '2026-11-22T05:12:08.724Z',
  doctors: [],
  dutyPeriods: [],
  operator: null,
  beds: null,
  emergency: null,
  sourceId: null,
};

function renderScreen() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ data: probe }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queries}>
        <MemoryRouter>
          <FacilityDetailScreen category="hospital" rawId={String(probe.id)} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('FacilityDetailScreen with a name that looks like markup', () => {
  it('shows the name exactly as typed in the heading and the document title, and creates no element from it', async () => {
    const { container } = renderScreen();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(PROBE_NAME);
    expect(document.title).toBe(`${PROBE_NAME} · Hospital · Healthcare Within Reach`);
    expect(screen.getByText('<b>Rue</b> de la Joie')).toBeTruthy();
    expect(container.innerHTML).not.toContain('&amp;lt;');
    expect(container.querySelector('img[src="x"], [onerror], b')).toBeNull();
  });
});
