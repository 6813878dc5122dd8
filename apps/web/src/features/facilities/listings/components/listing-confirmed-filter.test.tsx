import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSavedFilters, labSavedFilters, pharmacySavedFilters } from '../saved-filters';
import { currentSearch as search, page, renderListing, stubApi, summary } from './listing-test-kit';

// Issue 35: "Confirmed by the facility recently" (confirmed=true) and "Recently confirmed" (sort=confirmed).
const lab = summary(5, 'Laboratoire Central', { category: 'laboratory', facilityType: 'laboratory' });
const pharmacy = summary(6, 'Pharmacie du Soleil');

let requests: URL[] = [];
const listRequests = (path: string) => requests.filter((url) => url.pathname === path);
const confirmedBox = () => screen.getByLabelText<HTMLInputElement>('Confirmed by the facility recently');

beforeEach(() => {
  localStorage.clear();
  requests = stubApi((url) =>
    url.pathname === '/api/laboratories'
      ? page([lab])
      : url.pathname === '/api/pharmacies'
        ? page([pharmacy])
        : undefined,
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the "confirmed recently" filter and order', { timeout: 20_000 }, () => {
  it('puts confirmed=true in the URL and the request, and saves it with the lab filters', async () => {
    renderListing('laboratories', '/medical-facilities/laboratories');
    await screen.findByRole('heading', { name: 'Laboratoire Central' });
    expect(confirmedBox().checked).toBe(false);
    expect(listRequests('/api/laboratories')[0]!.searchParams.has('confirmed')).toBe(false);

    fireEvent.click(confirmedBox());
    await waitFor(() => expect(search().get('confirmed')).toBe('true'));
    await waitFor(() => expect(listRequests('/api/laboratories').at(-1)!.searchParams.get('confirmed')).toBe('true'));
    await waitFor(() => expect(readSavedFilters(localStorage, labSavedFilters)?.confirmed).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Reset Filters' }));
    await waitFor(() => expect(search().has('confirmed')).toBe(false));
    expect(confirmedBox().checked).toBe(false);
  });

  it('opens a shared link with the filter on, and offers "Recently confirmed" as an order', async () => {
    renderListing('pharmacies', '/medical-facilities/pharmacies?confirmed=true');
    await screen.findByRole('heading', { name: 'Pharmacie du Soleil' });
    expect(confirmedBox().checked).toBe(true);
    expect(listRequests('/api/pharmacies')[0]!.searchParams.get('confirmed')).toBe('true');
    await waitFor(() => expect(readSavedFilters(localStorage, pharmacySavedFilters)?.confirmed).toBe(true));

    const sort = screen.getByLabelText<HTMLSelectElement>('Sort by');
    expect([...sort.options].map((option) => option.textContent)).toContain('Recently confirmed');
    fireEvent.change(sort, { target: { value: 'confirmed' } });
    await waitFor(() => expect(search().toString()).toBe('confirmed=true&sort=confirmed'));
    await waitFor(() => expect(listRequests('/api/pharmacies').at(-1)!.searchParams.get('sort')).toBe('confirmed'));
  });

  it('is offered on the hospitals listing too, and ignores a malformed value', async () => {
    requests = stubApi((url) => (url.pathname === '/api/hospitals' ? page([]) : undefined));
    renderListing('hospitals', '/medical-facilities/hospitals?confirmed=yes');
    await waitFor(() => expect(listRequests('/api/hospitals').length).toBeGreaterThan(0));
    expect(confirmedBox().checked).toBe(false);
    expect(listRequests('/api/hospitals')[0]!.searchParams.has('confirmed')).toBe(false);
  });
});
