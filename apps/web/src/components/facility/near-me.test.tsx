import type { LocationPrecision } from '@hc/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import commonEn from '../../locales/en/common.json';
import commonFr from '../../locales/fr/common.json';
import { NearMe, type NearPosition } from './near-me';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { common: commonEn }, fr: { common: commonFr } },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

/** A page holding the choice, as the listings and the search panel do. */
function Page({ onPosition }: { onPosition: (position: NearPosition | null) => void }) {
  const [isWanted, setIsWanted] = useState(false);
  const [isUnavailable, setIsUnavailable] = useState(false);
  return (
    <NearMe
      isWanted={isWanted}
      isUnavailable={isUnavailable}
      onPress={() => {
        setIsUnavailable(false);
        setIsWanted(!isWanted);
      }}
      onPosition={onPosition}
      onUnavailable={() => {
        setIsWanted(false);
        setIsUnavailable(true);
      }}
    />
  );
}

type Answer = { coords: { latitude: number; longitude: number } } | { code: number };

/** navigator.geolocation whose requests wait until `answer` is called. */
function stubGeolocation() {
  const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>();
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  const answer = (value: Answer) => {
    const [onPosition, onError] = getCurrentPosition.mock.lastCall!;
    act(() => {
      if ('coords' in value) onPosition(value as GeolocationPosition);
      else onError?.({ code: value.code, message: '' } as GeolocationPositionError);
    });
  };
  return { getCurrentPosition, answer };
}

function renderPage(language: 'en' | 'fr') {
  void i18n.changeLanguage(language);
  const onPosition = vi.fn<(position: NearPosition | null) => void>();
  render(
    <I18nextProvider i18n={i18n}>
      <Page onPosition={onPosition} />
    </I18nextProvider>,
  );
  return onPosition;
}

const button = (name: string) => screen.getByRole('button', { name });
const status = () => document.querySelector('[aria-live="polite"]')!;
const placed = (latitude: number, longitude: number, locationPrecision: LocationPrecision = 'exact') => ({
  latitude,
  longitude,
  hasValidLocation: true,
  locationPrecision,
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('NearMe ("Use my location")', () => {
  it('asks the browser once pressed, says so, then gives the position rounded to 4 decimals (French)', () => {
    const { getCurrentPosition, answer } = stubGeolocation();
    const onPosition = renderPage('fr');
    const press = button('Utiliser ma position');
    expect(press.tagName).toBe('BUTTON');
    expect(press.getAttribute('aria-pressed')).toBe('false');
    expect(status().textContent).toBe('');
    expect(getCurrentPosition).not.toHaveBeenCalled();

    fireEvent.click(press);
    expect(getCurrentPosition).toHaveBeenCalledOnce();
    expect(getCurrentPosition.mock.lastCall![2]).toEqual({ timeout: 10_000, maximumAge: 300_000 });
    expect(status().textContent).toBe('Recherche de votre position…');
    expect(press.getAttribute('aria-pressed')).toBe('true');
    expect(press.getAttribute('aria-describedby')).toBe(status().id);

    answer({ coords: { latitude: 3.866667, longitude: 11.516667 } });
    expect(status().textContent).toBe("Les plus proches d'abord, depuis votre position.");
    const position = onPosition.mock.lastCall![0]!;
    expect(position.near).toBe('3.8667,11.5167');
    // Measured on the device, written the French way.
    expect(position.distanceOf(placed(3.8667, 11.5275), 'fr')!.distance.replace(/\u202f|\u00a0/g, ' ')).toBe('1,2 km');
    expect(position.distanceOf(placed(3.8667, 11.5275), 'en')).toEqual({ distance: '1.2 km' });
    // A position the source gave only to the village: the distance is said to be approximate.
    expect(position.distanceOf(placed(3.8667, 11.5275, 'village'), 'en')).toEqual({
      distance: '1.2 km',
      context: 'village',
    });
    const unplaced = {
      latitude: null,
      longitude: null,
      hasValidLocation: false,
      locationPrecision: 'withheld',
    } as const;
    expect(position.distanceOf(unplaced, 'fr')).toBeNull();
    // Memory only.
    expect(localStorage.length + sessionStorage.length).toBe(0);

    // Pressed again: no longer used.
    fireEvent.click(press);
    expect(onPosition.mock.lastCall![0]).toBeNull();
    expect(press.getAttribute('aria-pressed')).toBe('false');
    expect(status().textContent).toBe('');
  });

  it('refused or timed out: says to choose a town, and asks again when pressed again', () => {
    const { getCurrentPosition, answer } = stubGeolocation();
    const onPosition = renderPage('en');
    fireEvent.click(button('Use my location'));
    answer({ code: 3 }); // TIMEOUT
    expect(status().textContent).toBe('We could not get your location. Choose your town instead.');
    expect(button('Use my location').getAttribute('aria-pressed')).toBe('false');
    expect(onPosition.mock.calls.every(([position]) => position === null)).toBe(true);

    fireEvent.click(button('Use my location'));
    expect(getCurrentPosition).toHaveBeenCalledTimes(2);
    expect(status().textContent).toBe('Finding your location…');
    answer({ code: 1 }); // PERMISSION_DENIED
    expect(status().textContent).toBe('We could not get your location. Choose your town instead.');
  });

  it('without geolocation in the browser: says so at once', () => {
    renderPage('en');
    fireEvent.click(button('Use my location'));
    expect(status().textContent).toBe('We could not get your location. Choose your town instead.');
  });
});
