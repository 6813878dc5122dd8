import type { FacilitySummary, SearchNearest } from '@hc/shared';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import common from '../../../locales/en/common.json';
import facilityEn from '../../../locales/en/facility.json';
import nearestEn from '../../../locales/en/search-nearest.json';
import searchEn from '../../../locales/en/search.json';
import facilityFr from '../../../locales/fr/facility.json';
import nearestFr from '../../../locales/fr/search-nearest.json';
import searchFr from '../../../locales/fr/search.json';
import { NearestAlternatives } from './nearest-alternatives';

function i18nIn(lng: 'en' | 'fr') {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng,
    resources: {
      en: { common, search: searchEn, facility: facilityEn, 'search-nearest': nearestEn },
      fr: { common, search: searchFr, facility: facilityFr, 'search-nearest': nearestFr },
    },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18n;
}

function facility(id: number, name: string, category: FacilitySummary['category'] = 'hospital'): FacilitySummary {
  return {
    id,
    name,
    category,
    facilityType: category === 'hospital' ? 'integrated_health_center' : category,
    address: null,
    phone: null,
    hours: null,
    specialties: [],
    testsAvailable: [],
    onCallThisWeek: false,
    latitude: 3.86,
    longitude: 11.52,
    subdivision: { id: 46, nameEn: 'Yaoundé IV', nameFr: 'Yaoundé 4e' },
  } as unknown as FacilitySummary;
}

function show(nearest: SearchNearest, lng: 'en' | 'fr' = 'en', onOpen = (_: FacilitySummary) => {}) {
  return render(
    <I18nextProvider i18n={i18nIn(lng)}>
      <NearestAlternatives query="csi nkolndongo" nearest={nearest} onOpen={onOpen} located={null} />
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe('NearestAlternatives', () => {
  const csis = [facility(1, 'CSI de Briqueterie'), facility(2, 'CSI de Melen')];

  it('says there is no exact match and what the facilities are nearest to, then lists them in order', () => {
    show({ basis: 'query', place: 'Nkolndongo', facilities: csis });
    const section = screen.getByRole('region', {
      name: 'No exact match for “csi nkolndongo” — the nearest hospitals to Nkolndongo:',
    });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('button').textContent)).toEqual([
      expect.stringContaining('CSI de Briqueterie'),
      expect.stringContaining('CSI de Melen'),
    ]);
  });

  it('names the chosen area, the visitor, or "facilities" for mixed kinds, in French too', () => {
    show({ basis: 'filter', place: null, facilities: csis });
    expect(
      screen.getByRole('heading', {
        name: 'No exact match for “csi nkolndongo” — the nearest hospitals in the area you chose:',
      }),
    ).toBeTruthy();
    cleanup();
    show({ basis: 'visitor', place: null, facilities: [csis[0]!, facility(3, 'Pharmacie du Lac', 'pharmacy')] });
    expect(
      screen.getByRole('heading', { name: 'No exact match for “csi nkolndongo” — the nearest facilities to you:' }),
    ).toBeTruthy();
    cleanup();
    show({ basis: 'query', place: 'Nkolndongo', facilities: csis }, 'fr');
    expect(
      screen.getByRole('heading', {
        name: 'Aucun résultat exact pour « csi nkolndongo » — les hôpitaux les plus proches de Nkolndongo :',
      }),
    ).toBeTruthy();
  });

  it('opens the facility chosen', () => {
    const opened: number[] = [];
    show({ basis: 'query', place: 'Nkolndongo', facilities: csis }, 'en', (f) => opened.push(f.id));
    fireEvent.click(screen.getByRole('button', { name: /CSI de Melen/ }));
    expect(opened).toEqual([2]);
  });
});
