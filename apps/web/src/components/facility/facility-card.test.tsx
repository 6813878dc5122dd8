import type { FacilitySummary } from '@hc/shared';
import type { ReactNode } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import facilityEn from '../../locales/en/facility.json';
import { FacilityCard } from './facility-card';
import { FeaturedCard } from './featured-card';
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
    resources: { en: { facility: facilityEn } },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

describe('FacilityCard, featured', () => {
  it('shows fallbacks, an accessible rating and the type default image, and opens on click', () => {
    const onOpen = vi.fn();
    const { container } = render(<FeaturedCard facility={facility()} category="hospital" onOpen={onOpen} />);
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
    render(<FeaturedCard facility={facility({ rating: null })} category="hospital" onOpen={() => {}} />);
    expect(screen.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeTruthy();
  });

  it('lists at most three tests and the services of a laboratory', () => {
    const tests = ['A', 'B', 'C', 'D'].map((n, i) => ({ id: i, nameEn: `Test ${n}`, nameFr: `Examen ${n}` }));
    render(
      <FeaturedCard
        facility={facility({ category: 'laboratory', testsAvailable: tests as never })}
        category="laboratory"
        onOpen={() => {}}
      />,
    );
    expect(screen.getByText('Test A, Test B, Test C')).toBeTruthy();
    expect(screen.getByText('Services not specified')).toBeTruthy();
  });

  it('names a laboratory’s services from their codes, keeping older free texts as written', () => {
    render(
      <FeaturedCard
        facility={facility({ category: 'laboratory', services: ['results_by_sms', 'Weekend sampling'] })}
        category="laboratory"
        onOpen={() => {}}
      />,
    );
    expect(screen.getByText('Results by SMS, Weekend sampling')).toBeTruthy();
  });

  it('marks an on-call pharmacy', () => {
    render(
      <FeaturedCard
        facility={facility({ category: 'pharmacy', onCallThisWeek: true })}
        category="pharmacy"
        onOpen={() => {}}
      />,
    );
    expect(screen.getByText('On Call')).toBeTruthy();
  });

  it('says the data is invalid when a card has no id or name', () => {
    render(<FeaturedCard facility={facility({ name: '  ' })} category="pharmacy" onOpen={() => {}} />);
    expect(screen.getByText('Error: Invalid pharmacy data')).toBeTruthy();
    cleanup();
    render(<FeaturedCard facility={{ name: 'X' } as FacilitySummary} category="hospital" onOpen={() => {}} />);
    expect(screen.getByText('Error: Invalid hospital data')).toBeTruthy();
  });
});

describe('FacilityCard, listing', () => {
  const renderListing = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

  it('names the place, falls back for missing data, and links to the detail page', () => {
    renderListing(
      <FacilityCard
        variant="listing"
        facility={facility({
          region: { id: 101, nameEn: 'Littoral', nameFr: 'Littoral' },
          division: { id: 14, nameEn: 'Wouri', nameFr: 'Wouri' },
          subdivision: null,
        } as Partial<FacilitySummary>)}
        detailHref="/hospitals/1"
      />,
    );
    const card = screen.getByRole('article', { name: 'Hôpital Test' });
    expect(card.textContent).toContain('Wouri, Littoral');
    expect(card.textContent).toContain('Address not available');
    expect(card.textContent).toContain('No specialties listed');
    expect(screen.getByRole('link', { name: 'Details' }).getAttribute('href')).toBe('/hospitals/1');
    expect(screen.queryByRole('button', { name: /Open in Maps/ })).toBeNull();
  });

  it('shows how far it is when the visitor’s distance is given, and nothing without', () => {
    const { unmount } = renderListing(
      <FacilityCard variant="listing" facility={facility()} detailHref="/x" distance={{ distance: '1.2 km' }} />,
    );
    expect(screen.getByTestId('distance').textContent).toBe('1.2 km away');
    unmount();
    // Placed by its source at the village only: the distance is as rough, and the card says so.
    const village = { distance: '1.2 km', context: 'village' } as const;
    const approximate = renderListing(
      <FacilityCard
        variant="listing"
        facility={facility({ locationPrecision: 'village' })}
        detailHref="/x"
        distance={village}
      />,
    );
    expect(screen.getByTestId('distance').textContent).toBe('About 1.2 km away (approximate position)');
    approximate.unmount();
    renderListing(<FacilityCard variant="listing" facility={facility()} detailHref="/x" distance={null} />);
    expect(screen.queryByTestId('distance')).toBeNull();
  });

  it('lists three specialties and says how many more', () => {
    const specialties = ['A', 'B', 'C', 'D', 'E'].map((n, i) => ({ id: i, nameEn: `Sp ${n}`, nameFr: `Sp ${n}` }));
    renderListing(
      <FacilityCard variant="listing" facility={facility({ specialties: specialties as never })} detailHref="/x" />,
    );
    expect(screen.getByText('Sp A, Sp B, Sp C and 2 more')).toBeTruthy();
  });

  it('shows an on-call pharmacy’s duty period and its map action', async () => {
    renderListing(
      <FacilityCard
        variant="listing"
        facility={facility({
          category: 'pharmacy',
          onCallThisWeek: true,
          onCallPeriod: { startsAt: '2026-03-02T07:00:00.000Z', endsAt: '2026-03-09T07:00:00.000Z' },
          hasValidLocation: false,
          latitude: null,
          longitude: null,
        } as Partial<FacilitySummary>)}
        detailHref="/pharmacies/1"
        showDutyPeriod
        showMapAction
      />,
    );
    expect(screen.getByText('On Call')).toBeTruthy();
    expect(screen.getByText(/^From: .*2026/)).toBeTruthy();
    expect(screen.getByText(/^To: .*2026/)).toBeTruthy();
    // Loaded on demand, out of the listings' first load.
    const map = await screen.findByRole('button', { name: /Open in Maps/ });
    expect(map.getAttribute('aria-disabled')).toBe('true');
    expect(map.textContent).toContain('(location not available)');
  });
});
