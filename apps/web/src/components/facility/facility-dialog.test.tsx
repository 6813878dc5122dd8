import type { FacilitySummary } from '@hc/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import facilityEn from '../../locales/en/facility.json';
import facilityFr from '../../locales/fr/facility.json';
import { FacilityDialog } from './facility-dialog';

const facility = (overrides: Partial<FacilitySummary>): FacilitySummary =>
  ({
    id: 7,
    name: 'Pharmacie Test',
    category: 'pharmacy',
    facilityType: 'pharmacy',
    address: null,
    phone: '+237 222 22 22 22',
    hours: null,
    specialties: [],
    testsAvailable: [],
    services: [],
    latitude: null,
    longitude: null,
    hasValidLocation: false,
    onCallThisWeek: false,
    ...overrides,
  }) as FacilitySummary;

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

beforeAll(async () => {
  // jsdom has no modal <dialog>: the shared Dialog calls these.
  HTMLDialogElement.prototype.showModal ??= vi.fn();
  HTMLDialogElement.prototype.close ??= vi.fn();
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { facility: facilityEn }, fr: { facility: facilityFr } },
    interpolation: { escapeValue: false },
  });
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

describe('FacilityDialog', () => {
  it.each([
    ['hospital', '/hospitals/7'],
    ['pharmacy', '/pharmacies/7'],
    ['laboratory', '/medical-facilities/laboratories/7'],
  ] as const)('links a %s to its full detail page and closes on the way', (category, path) => {
    const onClose = vi.fn();
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="*" element={<CurrentPath />} />
        </Routes>
        <FacilityDialog facility={facility({ category })} onClose={onClose} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'View full details', hidden: true });
    expect(link.getAttribute('href')).toBe(path);
    fireEvent.click(link);
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('path').textContent).toBe(path);
  });

  const services = () => screen.getByText('Services', { selector: 'dt' }).nextElementSibling?.textContent;

  it('names the services in the reader’s language, texts from before the catalogue as written', async () => {
    const listed = facility({ services: ['mobile_money', 'home_delivery', 'Livraison gratuite'] });
    const { rerender } = render(
      <MemoryRouter>
        <FacilityDialog facility={listed} onClose={() => {}} />
      </MemoryRouter>,
    );
    expect(services()).toBe('Mobile Money payment, Home delivery, Livraison gratuite');

    await act(() => i18next.changeLanguage('fr'));
    rerender(
      <MemoryRouter>
        <FacilityDialog facility={listed} onClose={() => {}} />
      </MemoryRouter>,
    );
    expect(services()).toBe('Paiement Mobile Money, Livraison à domicile, Livraison gratuite');
  });

  it('leaves the services out when the facility lists none', () => {
    render(
      <MemoryRouter>
        <FacilityDialog facility={facility({ services: [] })} onClose={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.queryByText('Services', { selector: 'dt' })).toBeNull();
  });

  it('shows a name that looks like markup exactly as typed, and never as markup', () => {
    const name = '<img src=x onerror=alert(1)> Probe Hospital';
    const { baseElement } = render(
      <MemoryRouter>
        <FacilityDialog facility={facility({ name, address: '<b>Rue</b> de la Joie' })} onClose={() => {}} />
      </MemoryRouter>,
    );
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog.textContent).toContain(name);
    expect(dialog.textContent).toContain('<b>Rue</b> de la Joie');
    expect(dialog.textContent).not.toContain('&lt;');
    expect(baseElement.querySelector('img[src="x"], [onerror], b')).toBeNull();
  });
});

describe('FacilityDialog: where the record comes from, how far its position can be trusted', () => {
  const csi = (overrides: Partial<FacilitySummary>) =>
    facility({
      name: 'CSI de Nkolbisson',
      category: 'hospital',
      facilityType: 'integrated_health_center',
      phone: null,
      source: 'public_mfl_2019',
      dataSources: ['public_mfl_2019'],
      lastVerifiedAt: null,
      locationPrecision: 'village',
      latitude: 3.871,
      longitude: 11.445,
      hasValidLocation: true,
      ...overrides,
    });
  const open = (shown: FacilitySummary) =>
    render(
      <MemoryRouter>
        <FacilityDialog facility={shown} onClose={() => {}} />
      </MemoryRouter>,
    );
  const trust = () => screen.getByTestId('trust-line').textContent;
  const note = () => screen.queryByTestId('position-note')?.textContent ?? null;
  const directions = () =>
    screen.queryByRole('link', { name: /^Directions/, hidden: true }) ??
    screen.getByRole('button', { name: 'Directions', hidden: true });

  it.each([
    [['public_mfl_2019'], null, 'From the 2019 national public facility list, not yet verified.'],
    [['public_mfl_2019'], '2026-03-14', 'From the 2019 national public facility list, last verified on 14 March 2026.'],
    [['osm'], '2024-05-01', 'From OpenStreetMap, last edited there on 1 May 2024.'],
    [['osm'], null, 'From OpenStreetMap.'],
    [
      ['osm', 'public_mfl_2019'],
      '2024-05-01',
      'From OpenStreetMap (last edited there on 1 May 2024) and the 2019 national public facility list.',
    ],
    [['osm', 'public_mfl_2019'], null, 'From OpenStreetMap and the 2019 national public facility list.'],
    [[], '2026-11-20', 'From the Healthcare Within Reach team, last verified on 20 November 2026.'],
    [[], null, 'From the Healthcare Within Reach team.'],
  ] as const)('from %j, verified on %s: “%s”', (dataSources, lastVerifiedAt, text) => {
    open(csi({ dataSources: [...dataSources], lastVerifiedAt }));
    expect(trust()).toBe(text);
    // The way to fix what it says.
    expect(screen.getByRole('button', { name: 'Suggest a correction', hidden: true })).toBeTruthy();
  });

  it('says it in French too', async () => {
    await act(() => i18next.changeLanguage('fr'));
    open(csi({}));
    expect(trust()).toBe(
      'Issue de la liste nationale des formations sanitaires publiques de 2019, pas encore vérifiée.',
    );
    expect(note()).toBe(
      "Position approximative : la source situe l'établissement dans son village, pas à une adresse précise.",
    );
  });

  it('says a position placed at the village is approximate, and still gives directions to it', () => {
    open(csi({}));
    expect(note()).toBe('Approximate position: the source places it in its village, not at a street address.');
    expect(directions().getAttribute('href')).toContain('destination=3.871%2C11.445');
  });

  it('gives no directions to a withheld position, and says why it is not on the map', () => {
    open(csi({ locationPrecision: 'withheld' }));
    expect(note()).toBe(
      "No position is published: the source's coordinates may not be reused, so it is not on the map.",
    );
    expect(directions().tagName).toBe('BUTTON');
    expect(directions().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Address not available')).toBeTruthy();
  });

  it('says nothing of precision for a mapped position, nor for none at all (and then gives no directions)', () => {
    const { unmount } = open(csi({ locationPrecision: 'exact', dataSources: ['osm'] }));
    expect(note()).toBeNull();
    unmount();
    open(csi({ locationPrecision: 'none', latitude: null, longitude: null, hasValidLocation: false }));
    expect(note()).toBeNull();
    expect(directions().hasAttribute('disabled')).toBe(true);
  });
});
