import type { FacilitySummary } from '@hc/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import facilityEn from '../../../locales/en/facility.json';
import landingEn from '../../../locales/en/landing.json';
import { FacilityCard } from './facility-card';
import { PLACEHOLDER_IMAGE } from './facility-image';

const facility = (overrides: Partial<FacilitySummary> = {}): FacilitySummary =>
  ({
    id: 1,
    name: 'Hôpital Test',
    category: 'hospital',
    facilityType: 'hospital',
    address: null,
    phone: null,
    hours: null,
    specialties: [],
    testsAvailable: [],
    services: [],
    rating: 4.26,
    image: null,
    onCallThisWeek: false,
    ...overrides,
  }) as FacilitySummary;

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { facility: facilityEn, landing: landingEn } },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

describe('FacilityCard', () => {
  it('shows fallbacks, an accessible rating and the type default image, and opens on click', () => {
    const onOpen = vi.fn();
    const { container } = render(<FacilityCard facility={facility()} category="hospital" onOpen={onOpen} />);
    expect(screen.getByText('Address not available')).toBeTruthy();
    expect(screen.getByText('No specialties listed')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeTruthy();
    const image = container.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/images/facilities/default-hospital.webp');
    expect(image.getAttribute('loading')).toBe('lazy');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Hôpital Test' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });

  it('defaults a missing rating to 4', () => {
    render(<FacilityCard facility={facility({ rating: null })} category="hospital" onOpen={() => {}} />);
    expect(screen.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeTruthy();
  });

  it('lists at most three tests and the services of a laboratory', () => {
    const tests = ['A', 'B', 'C', 'D'].map((n, i) => ({ id: i, nameEn: `Test ${n}`, nameFr: `Examen ${n}` }));
    render(
      <FacilityCard
        facility={facility({ category: 'laboratory', testsAvailable: tests as never })}
        category="laboratory"
        onOpen={() => {}}
      />,
    );
    expect(screen.getByText('Test A, Test B, Test C')).toBeTruthy();
    expect(screen.getByText('Services not specified')).toBeTruthy();
  });

  it('marks an on-call pharmacy', () => {
    render(
      <FacilityCard
        facility={facility({ category: 'pharmacy', onCallThisWeek: true })}
        category="pharmacy"
        onOpen={() => {}}
      />,
    );
    expect(screen.getByText('On Call')).toBeTruthy();
  });

  it('says the data is invalid when a card has no id or name', () => {
    render(<FacilityCard facility={facility({ name: '  ' })} category="pharmacy" onOpen={() => {}} />);
    expect(screen.getByText('Error: Invalid pharmacy data')).toBeTruthy();
    cleanup();
    render(<FacilityCard facility={{ name: 'X' } as FacilitySummary} category="hospital" onOpen={() => {}} />);
    expect(screen.getByText('Error: Invalid hospital data')).toBeTruthy();
  });
});
