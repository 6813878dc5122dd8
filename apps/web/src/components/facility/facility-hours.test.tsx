import type { FacilitySummary, WeeklyHours } from '@hc/shared';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import facilityFr from '../../locales/fr/facility.json';
import { FacilityDialog } from './facility-dialog';
import { FeaturedCard } from './featured-card';

const always = { opens: '00:00', closes: '24:00' };
const openAllWeek: WeeklyHours = {
  mo: [always],
  tu: [always],
  we: [always],
  th: [always],
  fr: [always],
  sa: [always],
  su: [always],
};

const facility = (overrides: Partial<FacilitySummary> = {}): FacilitySummary =>
  ({
    id: 3,
    name: 'Pharmacie du Lac',
    category: 'pharmacy',
    facilityType: 'pharmacy',
    address: null,
    phone: null,
    hours: null,
    openingHours: null,
    specialties: [],
    testsAvailable: [],
    services: [],
    rating: null,
    image: null,
    latitude: null,
    longitude: null,
    hasValidLocation: false,
    onCallThisWeek: false,
    onCallPeriods: [],
    ...overrides,
  }) as FacilitySummary;

const dialog = (value: FacilitySummary) =>
  render(
    <MemoryRouter>
      <FacilityDialog facility={value} onClose={() => {}} />
    </MemoryRouter>,
  );

beforeAll(async () => {
  // jsdom has no modal <dialog>: the shared Dialog calls these.
  HTMLDialogElement.prototype.showModal ??= vi.fn();
  HTMLDialogElement.prototype.close ??= vi.fn();
  await i18next.use(initReactI18next).init({
    lng: 'fr',
    resources: { fr: { facility: facilityFr } },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

describe('FacilityHours, for a French reader', () => {
  it('shows the structured week in French in the dialog, not the English published text', () => {
    render(
      <MemoryRouter>
        <FacilityDialog facility={facility({ hours: 'Open 24/7', openingHours: openAllWeek })} onClose={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Ouvert 24 h/24')).toBeTruthy();
    expect(screen.queryByText('Open 24/7')).toBeNull();
  });

  it('shows the week in the dialog and on the featured card', () => {
    const week: WeeklyHours = { mo: [{ opens: '08:00', closes: '20:00' }], tu: [{ opens: '08:00', closes: '20:00' }] };
    dialog(facility({ hours: 'Mon-Tue 8am-8pm', openingHours: week }));
    expect(screen.getByText('lun.-mar. 08:00-20:00')).toBeTruthy();
    cleanup();
    render(<FeaturedCard facility={facility({ openingHours: week })} category="pharmacy" onOpen={() => {}} />);
    expect(screen.getByTitle('lun.-mar. 08:00-20:00')).toBeTruthy();
  });

  it('falls back to the published text without a structured day, then to "Horaires non précisés"', () => {
    dialog(facility({ hours: ' Lun-Sam 8h-20h ', openingHours: {} }));
    expect(screen.getByText('Lun-Sam 8h-20h')).toBeTruthy();
    cleanup();
    dialog(facility({ hours: '  ', openingHours: null }));
    expect(screen.getByText('Horaires non précisés')).toBeTruthy();
  });
});
