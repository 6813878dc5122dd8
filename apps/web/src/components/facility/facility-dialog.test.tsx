import type { FacilitySummary } from '@hc/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import facilityEn from '../../locales/en/facility.json';
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
    resources: { en: { facility: facilityEn } },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

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
});
