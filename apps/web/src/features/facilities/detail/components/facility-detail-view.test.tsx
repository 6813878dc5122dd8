import type { FacilityDetail } from '@hc/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import common from '../../../../locales/en/common.json';
import detail from '../../../../locales/en/detail.json';
import facilityCatalog from '../../../../locales/en/facility.json';
import commonFr from '../../../../locales/fr/common.json';
import detailFr from '../../../../locales/fr/detail.json';
import facilityFr from '../../../../locales/fr/facility.json';
import { FacilityNotFound } from './detail-states';
import { FacilityDetailView } from './facility-detail-view';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { common, detail, facility: facilityCatalog } },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
});

const pharmacy: FacilityDetail = {
  id: 101,
  name: 'Pharmacie Test',
  category: 'pharmacy',
  facilityType: 'pharmacy',
  region: { id: 1, nameEn: 'Centre', nameFr: 'Centre' },
  division: { id: 2, nameEn: 'Mfoundi', nameFr: 'Mfoundi' },
  subdivision: { id: 3, nameEn: 'Yaoundé VI', nameFr: 'Yaoundé 6e' },
  address: 'Carrefour Biyem-Assi',
  phone: '677 63 95 72 / 670 70 21 25',
  email: null,
  website: 'javascript:alert(1)',
  hours: null,
  openingHours: null,
  specialties: [],
  testsAvailable: [],
  services: [],
  latitude: null,
  longitude: 11.5,
  hasValidLocation: false,
  rating: null,
  image: null,
  onCallThisWeek: false,
  onCallPeriod: null,
  onCallPeriods: [],
  source: 'osm',
  dataSources: ['osm'],
  locationPrecision: 'exact',
  lastVerifiedAt: null,
  updatedAt: '2026-11-22T05:12:08.724Z',
  doctors: [],
  dutyPeriods: [],
  operator: null,
  beds: null,
  emergency: null,
  sourceId: 'node/1',
};

const frenchI18n = i18next.createInstance();
void frenchI18n.use(initReactI18next).init({
  lng: 'fr',
  resources: { fr: { common: commonFr, detail: detailFr, facility: facilityFr } },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
});

const renderWith = (ui: React.ReactNode, instance = i18n) =>
  render(
    <I18nextProvider i18n={instance}>
      <MemoryRouter>{ui}</MemoryRouter>
    </I18nextProvider>,
  );

afterEach(cleanup);

describe('FacilityDetailView', () => {
  it('shows no map for an invalid location, says why, and still gives the facts', () => {
    renderWith(<FacilityDetailView facility={pharmacy} category="pharmacy" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pharmacie Test' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Map showing/ })).toBeNull();
    expect(screen.getByText(/missing or invalid/)).toBeTruthy();
    expect(screen.getByText('Coordinates: not available')).toBeTruthy();
    // Directions fall back to the address; the first of two numbers is called.
    expect(screen.getByRole('link', { name: /Directions/ }).getAttribute('href')).toContain('Carrefour');
    expect(screen.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:677639572');
  });

  it('says nothing about opening without hours, shows "Not rated yet" and the OSM source', () => {
    renderWith(<FacilityDetailView facility={pharmacy} category="pharmacy" />);
    expect(screen.queryByTestId('open-state')).toBeNull();
    expect(screen.getByText('Not rated yet')).toBeTruthy();
    expect(screen.getByText(/OpenStreetMap contributors \(ODbL\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'About our data sources' }).getAttribute('href')).toBe('/data-sources');
    // A website that is not http(s) is never a link.
    expect(screen.queryByRole('link', { name: /Website/ })).toBeNull();
    expect(screen.getByText('No on-call period is scheduled.')).toBeTruthy();
  });

  it('groups doctors by specialty, rounds the rating and shows the team as the source', () => {
    renderWith(
      <FacilityDetailView
        category="hospital"
        facility={{
          ...pharmacy,
          category: 'hospital',
          facilityType: 'hospital',
          latitude: 3.89342,
          longitude: 11.51735,
          hasValidLocation: true,
          rating: 4.66,
          source: 'demo',
          specialties: [{ id: 1, nameEn: 'Cardiology', nameFr: 'Cardiologie' }],
          doctors: [
            {
              id: 2,
              name: 'Dr. Mbarga',
              specialty: { id: 1, nameEn: 'Cardiology', nameFr: 'Cardiologie' },
              facility: null,
            },
          ],
        }}
      />,
    );
    const specialties = screen.getByRole('region', { name: 'Specialties and doctors' });
    expect(within(specialties).getByText('Cardiology')).toBeTruthy();
    expect(within(specialties).getByText('Dr. Mbarga')).toBeTruthy();
    expect(screen.getByText('4.7 out of 5')).toBeTruthy();
    expect(screen.getByText('Healthcare Within Reach team')).toBeTruthy();
    expect(screen.getByText('Coordinates: 3.89342, 11.51735')).toBeTruthy();
  });
});

describe('FacilityDetailView services', () => {
  const withServices = { ...pharmacy, services: ['prescription_dispensing', 'mobile_money', 'Livraison le dimanche'] };
  // The catalogue arrives after the first paint (its own chunk).
  const servicesShown = async () =>
    (await within(screen.getByRole('region', { name: 'Services' })).findAllByRole('listitem')).map(
      (item) => item.textContent,
    );

  it('names each service in the reader’s language, texts from before the catalogue as written', async () => {
    renderWith(<FacilityDetailView facility={withServices} category="pharmacy" />, frenchI18n);
    expect(await servicesShown()).toEqual([
      'Délivrance sur ordonnance',
      'Paiement Mobile Money',
      'Livraison le dimanche',
    ]);
    cleanup();
    renderWith(<FacilityDetailView facility={withServices} category="pharmacy" />);
    expect(await servicesShown()).toEqual(['Prescription dispensing', 'Mobile Money payment', 'Livraison le dimanche']);
  });
});

describe('FacilityNotFound', () => {
  it('links home and to the matching listing', () => {
    renderWith(<FacilityNotFound category="laboratory" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Facility not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all laboratories' }).getAttribute('href')).toBe(
      '/medical-facilities/laboratories',
    );
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });
});
