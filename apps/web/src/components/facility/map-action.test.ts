import { describe, expect, it, vi } from 'vitest';
import { formatDutyInstant, formatLocationPath } from './format';
import { INVALID_LOCATION_WARNING, openPharmacyMap, type MapActionDeps } from './map-action';

function fakeDeps(position: 'granted' | 'denied' | 'unsupported', tabOpens = true) {
  const tab = { closed: false, opener: {} as unknown, location: { replace: vi.fn() } };
  const deps: MapActionDeps = {
    geolocation:
      position === 'unsupported'
        ? undefined
        : {
            getCurrentPosition: (success, failure) => {
              if (position === 'granted')
                success({ coords: { latitude: 4.05, longitude: 9.7 } } as GeolocationPosition);
              else failure?.({ code: 1, message: 'denied' } as GeolocationPositionError);
            },
          },
    open: vi.fn(() => (tabOpens ? tab : null)),
    assign: vi.fn(),
    warn: vi.fn(),
  };
  return { deps, tab };
}

const pharmacy = { latitude: 3.84388, longitude: 11.53851 };

describe('openPharmacyMap (spec 02 §4, §5)', () => {
  it('opens driving directions from the device position when allowed', () => {
    const { deps, tab } = fakeDeps('granted');
    expect(openPharmacyMap(pharmacy, deps)).toBe(true);
    expect(deps.open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    const url = new URL(tab.location.replace.mock.calls[0]![0] as string);
    expect(url.pathname).toBe('/maps/dir/');
    expect(url.searchParams.get('origin')).toBe('4.05,9.7');
    expect(url.searchParams.get('destination')).toBe('3.84388,11.53851');
    expect(url.searchParams.get('travelmode')).toBe('driving');
  });

  it('opens a map search at the pharmacy when the position is denied or unavailable', () => {
    for (const position of ['denied', 'unsupported'] as const) {
      const { deps, tab } = fakeDeps(position);
      openPharmacyMap(pharmacy, deps);
      expect(tab.location.replace).toHaveBeenCalledWith(
        'https://www.google.com/maps/search/?api=1&query=3.84388,11.53851',
      );
    }
  });

  it('uses the current tab when no new one could be opened', () => {
    const { deps } = fakeDeps('denied', false);
    openPharmacyMap(pharmacy, deps);
    expect(deps.assign).toHaveBeenCalledWith('https://www.google.com/maps/search/?api=1&query=3.84388,11.53851');
  });

  it('does nothing for an invalid location but warn', () => {
    for (const place of [
      { latitude: null, longitude: 11 },
      { latitude: 91, longitude: 11 },
      { latitude: 3, longitude: -181 },
    ]) {
      const { deps } = fakeDeps('granted');
      expect(openPharmacyMap(place, deps)).toBe(false);
      expect(deps.warn).toHaveBeenCalledWith(INVALID_LOCATION_WARNING);
      expect(deps.open).not.toHaveBeenCalled();
      expect(deps.assign).not.toHaveBeenCalled();
    }
  });
});

describe('card formatting', () => {
  it('formats a duty instant in Cameroon time and the interface language', () => {
    // 23:00 UTC is midnight in Douala (UTC+1).
    // A 24-hour clock in English too: "12:00 AM" was read as the next day's night (issue 34).
    expect(formatDutyInstant('2026-11-15T23:00:00.000Z', 'en')).toBe('Mon, Nov 16, 2026, 00:00');
    expect(formatDutyInstant('2026-11-15T23:00:00.000Z', 'fr')).toMatch(/lun\. 16 nov\. 2026.*00:00/);
    expect(formatDutyInstant('not a date', 'en')).toBeNull();
    // Given the word, a duty's end at midnight is the end of the day before.
    expect(formatDutyInstant('2026-11-15T23:00:00.000Z', 'en', 'midnight')).toBe('Sun, Nov 15, 2026, midnight');
    expect(formatDutyInstant('2026-11-15T23:00:00.000Z', 'fr', 'minuit')).toBe('dim. 15 nov. 2026, minuit');
    expect(formatDutyInstant('2026-11-16T06:30:00.000Z', 'en', 'midnight')).toBe('Mon, Nov 16, 2026, 07:30');
  });

  it('shows places in the interface language, smallest first', () => {
    const facility = {
      region: { id: 104, nameEn: 'Far North', nameFr: 'Extrême-Nord' },
      division: { id: 1, nameEn: 'Diamaré', nameFr: 'Diamaré' },
      subdivision: null,
    };
    expect(formatLocationPath(facility, 'en')).toBe('Diamaré, Far North');
    expect(formatLocationPath(facility, 'fr')).toBe('Diamaré, Extrême-Nord');
  });
});
