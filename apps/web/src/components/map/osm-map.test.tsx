import { cleanup, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import enFacility from '../../locales/en/facility.json';
import frFacility from '../../locales/fr/facility.json';
import { createOsmMap, localizeMap, useMapTexts, type MapTexts } from './osm-map';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'fr',
  resources: { en: { facility: enFacility }, fr: { facility: frFacility } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

afterEach(async () => {
  cleanup();
  document.body.replaceChildren();
  await i18n.changeLanguage('fr');
});

function newMap() {
  const element = document.createElement('div');
  document.body.append(element);
  return { element, map: createOsmMap(element, { center: [3.87, 11.52], zoom: 12 }) };
}

const zoomButtons = (element: HTMLElement) =>
  ['.leaflet-control-zoom-in', '.leaflet-control-zoom-out'].map((selector) => {
    const button = element.querySelector(selector)!;
    return { title: button.getAttribute('title'), label: button.getAttribute('aria-label') };
  });
const credit = (element: HTMLElement) => element.querySelector('.leaflet-control-attribution')?.textContent ?? '';

describe('the maps in the page’s language (Leaflet’s own words are English)', () => {
  it('takes the zoom buttons’ names and the tiles’ credit from the catalogs', () => {
    const { result } = renderHook(() => useMapTexts(), { wrapper });
    expect(result.current).toEqual({
      zoomIn: 'Zoom avant',
      zoomOut: 'Zoom arrière',
      attribution: '© les contributeurs d’<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    });
  });

  it('gives a new map no English control, then the names and credit given, and takes them off again', () => {
    const { element, map } = newMap();
    expect(element.querySelector('.leaflet-control-zoom')).toBeNull();
    expect(credit(element)).toBe('');

    const { result } = renderHook(() => useMapTexts(), { wrapper });
    const undo = localizeMap(map, result.current);
    expect(zoomButtons(element)).toEqual([
      { title: 'Zoom avant', label: 'Zoom avant' },
      { title: 'Zoom arrière', label: 'Zoom arrière' },
    ]);
    expect(credit(element)).toBe('© les contributeurs d’OpenStreetMap');
    expect(element.querySelector('.leaflet-control-attribution a')?.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/copyright',
    );

    undo();
    const english: MapTexts = { zoomIn: 'Zoom in', zoomOut: 'Zoom out', attribution: '© OpenStreetMap contributors' };
    localizeMap(map, english);
    expect(element.querySelectorAll('.leaflet-control-zoom')).toHaveLength(1);
    expect(zoomButtons(element)).toEqual([
      { title: 'Zoom in', label: 'Zoom in' },
      { title: 'Zoom out', label: 'Zoom out' },
    ]);
    expect(credit(element)).toBe('© OpenStreetMap contributors');
    map.remove();
  });

  it('follows a language change', async () => {
    const { result } = renderHook(() => useMapTexts(), { wrapper });
    const french = result.current;
    await i18n.changeLanguage('en');
    expect(result.current).not.toBe(french);
    expect(result.current.zoomIn).toBe('Zoom in');
    expect(result.current.attribution).toBe(
      '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    );
  });
});
