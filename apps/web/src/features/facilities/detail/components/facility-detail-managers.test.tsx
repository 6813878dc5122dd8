import type { FacilityDetail } from '@hc/shared';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import common from '../../../../locales/en/common.json';
import detail from '../../../../locales/en/detail.json';
import facilityCatalog from '../../../../locales/en/facility.json';
import commonFr from '../../../../locales/fr/common.json';
import detailFr from '../../../../locales/fr/detail.json';
import facilityFr from '../../../../locales/fr/facility.json';
import { FacilityDetailView } from './facility-detail-view';

// Issue 35 on the detail page: what the facility's own managers said, their labelled numbers, and the way
// into the claim flow. "Now" is fixed: 29 November 2026, 10:00 in Douala.
const NOW = new Date('2026-11-29T09:00:00.000Z');

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: {
    en: { common, detail, facility: facilityCatalog },
    fr: { common: commonFr, detail: detailFr, facility: facilityFr },
  },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
});

const hospital = {
  id: 12,
  name: 'Clinique Test',
  category: 'hospital',
  facilityType: 'clinic',
  region: null,
  division: null,
  subdivision: null,
  address: null,
  phone: '+237 222 22 22 22',
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
  source: 'admin',
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
} as unknown as FacilityDetail;

const renderDetail = (facility: Partial<FacilityDetail>, ui?: ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <FacilityDetailView facility={{ ...hospital, ...facility }} category="hospital" />
        {ui}
      </MemoryRouter>
    </I18nextProvider>,
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

describe('the facility’s own confirmation on the detail page', () => {
  it('says "Updated by the facility on" a date within the last 12 months', async () => {
    renderDetail({ facilityConfirmedAt: '2025-12-01T10:00:00.000Z' });
    expect((await screen.findByTestId('confirmed-line')).textContent).toBe(
      'Updated by the facility on 1 December 2025.',
    );
    // The origin line stays.
    expect(screen.getByTestId('trust-line')).toBeTruthy();
  });

  it('warns to call first once it is older than 12 months', async () => {
    renderDetail({ facilityConfirmedAt: '2025-11-28T10:00:00.000Z' });
    expect((await screen.findByTestId('confirmed-line')).textContent).toContain(
      'Not confirmed for over a year: call before you go.',
    );
  });

  it('says the date in French, on Cameroon’s calendar day', async () => {
    await i18n.changeLanguage('fr');
    // 23:30 UTC on 31 May is already 1 June in Douala.
    renderDetail({ facilityConfirmedAt: '2026-05-31T23:30:00.000Z' });
    expect((await screen.findByTestId('confirmed-line')).textContent).toBe(
      'Mis à jour par l’établissement le 1 juin 2026.',
    );
  });

  it('says nothing new for a facility never confirmed, or an answer without the field', () => {
    renderDetail({ facilityConfirmedAt: null });
    expect(screen.queryByTestId('confirmed-line')).toBeNull();
    cleanup();
    renderDetail({});
    expect(screen.queryByTestId('confirmed-line')).toBeNull();
    expect(screen.getByTestId('trust-line')).toBeTruthy();
  });
});

describe('labelled phone numbers and the claim link', () => {
  it('lists the managers’ numbers with their labels, each a tel: link', () => {
    renderDetail({
      phones: [
        { number: '+237699442734', label: 'Reception' },
        { number: '+237677373641', label: null },
      ],
    });
    expect(screen.getByRole('link', { name: 'Reception: +237699442734' }).getAttribute('href')).toBe(
      'tel:+237699442734',
    );
    expect(screen.getByRole('link', { name: '+237677373641' }).getAttribute('href')).toBe('tel:+237677373641');
    expect(screen.queryByRole('link', { name: '+237 222 22 22 22' })).toBeNull();
  });

  it('keeps the single phone when there are no labelled numbers', () => {
    renderDetail({ phones: [] });
    expect(screen.getByRole('link', { name: '+237 222 22 22 22' }).getAttribute('href')).toBe('tel:+237222222222');
  });

  it('offers the people who run it to keep it up to date', () => {
    renderDetail({});
    expect(screen.getByText(/Do you run this facility\?/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Keep it up to date' }).getAttribute('href')).toBe(
      '/facility-claim?facility=12',
    );
  });
});
