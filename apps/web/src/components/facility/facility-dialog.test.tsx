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
