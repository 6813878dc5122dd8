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
          dataSources: [],
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
    expect(screen.getByTestId('trust-line').textContent).toBe('From the Healthcare Within Reach team.');
    expect(screen.getByText('Coordinates: 3.89342, 11.51735')).toBeTruthy();
  });
});

describe('FacilityDetailView: where the record comes from, how far its position can be trusted', () => {
  const fromList: FacilityDetail = {
    ...pharmacy,
    name: 'CSI de Nkolbisson',
    category: 'hospital',
    facilityType: 'integrated_health_center',
    address: null,
    phone: null,
    latitude: 3.871,
    longitude: 11.445,
    hasValidLocation: true,
    source: 'public_mfl_2019',
    dataSources: ['public_mfl_2019'],
    locationPrecision: 'village',
    lastVerifiedAt: null,
    sourceId: 'public_mfl_2019:812',
  };
  const sourceBox = () => screen.getByRole('region', { name: 'About this information' });

  it('says a record of the 2019 list is not yet verified, with the way to correct it beside', () => {
    renderWith(<FacilityDetailView facility={fromList} category="hospital" />);
    const box = sourceBox();
    expect(within(box).getByTestId('trust-line').textContent).toBe(
      'From the 2019 national public facility list, not yet verified.',
    );
    expect(within(box).getByRole('button', { name: 'Suggest a correction' })).toBeTruthy();
    expect(within(box).getByRole('link', { name: 'About our data sources' }).getAttribute('href')).toBe(
      '/data-sources',
    );
    // Not an OpenStreetMap record: no OpenStreetMap credit.
    expect(box.textContent).not.toContain('OpenStreetMap');
    expect(screen.getAllByText('Integrated Health Center (CSI)').length).toBeGreaterThan(0);
    cleanup();
    renderWith(<FacilityDetailView facility={fromList} category="hospital" />, frenchI18n);
    expect(screen.getByTestId('trust-line').textContent).toBe(
      'Issue de la liste nationale des formations sanitaires publiques de 2019, pas encore vérifiée.',
    );
  });

  it('names both sources, OpenStreetMap credited, with the day it was last verified in the reader’s language', () => {
    const both: FacilityDetail = { ...fromList, dataSources: ['osm', 'public_mfl_2019'], lastVerifiedAt: '2024-05-01' };
    renderWith(<FacilityDetailView facility={both} category="hospital" />);
    expect(screen.getByTestId('trust-line').textContent).toBe(
      'From OpenStreetMap (last edited there on 1 May 2024) and the 2019 national public facility list.',
    );
    expect(sourceBox().textContent).toContain('Data © OpenStreetMap contributors (ODbL).');
    cleanup();
    renderWith(
      <FacilityDetailView facility={{ ...pharmacy, lastVerifiedAt: '2025-12-31' }} category="pharmacy" />,
      frenchI18n,
    );
    expect(screen.getByTestId('trust-line').textContent).toBe(
      "Issue d'OpenStreetMap, dernière modification le 31 décembre 2025.",
    );
  });

  it('says a position placed at the village is approximate, and still maps it', () => {
    renderWith(<FacilityDetailView facility={fromList} category="hospital" />);
    const map = screen.getByRole('region', { name: 'Location on the map' });
    expect(within(map).getByTestId('position-note').textContent).toBe(
      'Approximate position: the source places it in its village, not at a street address.',
    );
    expect(within(map).getByText('Coordinates: 3.871, 11.445')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Directions/ }).getAttribute('href')).toContain(
      'destination=3.871%2C11.445',
    );
  });

  it('publishes no position the source may not share: no map, no directions, and says why', () => {
    // Even were an answer to carry the source's coordinates.
    const withheld = { ...fromList, locationPrecision: 'withheld' } as const;
    renderWith(<FacilityDetailView facility={withheld} category="hospital" />);
    const map = screen.getByRole('region', { name: 'Location on the map' });
    expect(within(map).getByTestId('position-note').textContent).toBe(
      "No position is published: the source's coordinates may not be reused, so it is not on the map.",
    );
    expect(within(map).queryByText(/missing or invalid/)).toBeNull();
    expect(within(map).getByText('Coordinates: not available')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Directions/ })).toBeNull();
    expect(screen.getByText('Address not available')).toBeTruthy();
  });

  it('has no directions for a facility with no position and no address, and says nothing of precision', () => {
    const unplaced = { ...fromList, latitude: null, longitude: null, hasValidLocation: false } as const;
    renderWith(<FacilityDetailView facility={{ ...unplaced, locationPrecision: 'none' }} category="hospital" />);
    expect(screen.queryByRole('link', { name: /Directions/ })).toBeNull();
    expect(screen.queryByTestId('position-note')).toBeNull();
    expect(screen.getByText(/missing or invalid/)).toBeTruthy();
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
