import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentSearch as search, page, renderListing, stubApi, summary } from './listing-test-kit';

const csi = summary(9, 'CSI de Nkolbisson', { category: 'hospital', facilityType: 'integrated_health_center' });

let requests: URL[] = [];
const sent = (path: string) => requests.filter((url) => url.pathname === path);
const typeSelect = () => screen.getByLabelText<HTMLSelectElement>('Type of facility');

beforeEach(() => {
  requests = stubApi((url) => (url.pathname.startsWith('/api/hospitals') ? page([csi]) : undefined));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the hospitals listing’s type of facility (issue 33)', { timeout: 20_000 }, () => {
  it('offers every type listed under hospitals, all of them by default', async () => {
    renderListing('hospitals', '/medical-facilities/hospitals');
    await screen.findByRole('heading', { name: 'CSI de Nkolbisson' });
    expect(typeSelect().value).toBe('');
    const options = within(typeSelect())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options[0]).toBe('All types');
    expect(options).toEqual(
      expect.arrayContaining([
        'Hospital',
        'Clinic',
        'Integrated Health Center (CSI)',
        'District Medical Center (CMA)',
        'Health Center',
        'Dispensary',
        'District Hospital',
        'Regional Hospital',
        'General or Central Hospital',
        'Maternity Center',
      ]),
    );
    expect(options).not.toContain('Pharmacy');
    expect(options).not.toContain('Laboratory');
    expect(sent('/api/hospitals')[0]!.searchParams.has('facilityType')).toBe(false);
  });

  it('sends the type chosen to the API and keeps it in the URL; All types takes it off', async () => {
    renderListing('hospitals', '/medical-facilities/hospitals?region=3');
    await screen.findByRole('heading', { name: 'CSI de Nkolbisson' });
    fireEvent.change(typeSelect(), { target: { value: 'integrated_health_center' } });
    await waitFor(() => expect(search().get('facilityType')).toBe('integrated_health_center'));
    expect(search().toString()).toBe('region=3&facilityType=integrated_health_center');
    await waitFor(() =>
      expect(sent('/api/hospitals').at(-1)!.searchParams.get('facilityType')).toBe('integrated_health_center'),
    );
    expect(sent('/api/hospitals').at(-1)!.searchParams.get('region')).toBe('3');
    expect(typeSelect().selectedOptions[0]!.textContent).toBe('Integrated Health Center (CSI)');

    fireEvent.change(typeSelect(), { target: { value: '' } });
    await waitFor(() => expect(search().has('facilityType')).toBe(false));
    expect(typeSelect().value).toBe('');
  });

  it('opens a shared link on its type, and ignores a type that is not a hospital’s', async () => {
    renderListing('hospitals', '/medical-facilities/hospitals?facilityType=district_hospital');
    await screen.findByRole('heading', { name: 'CSI de Nkolbisson' });
    expect(typeSelect().value).toBe('district_hospital');
    expect(sent('/api/hospitals')[0]!.searchParams.get('facilityType')).toBe('district_hospital');
    cleanup();

    requests.length = 0;
    renderListing('hospitals', '/medical-facilities/hospitals?facilityType=pharmacy');
    await screen.findByRole('heading', { name: 'CSI de Nkolbisson' });
    expect(typeSelect().value).toBe('');
    expect(sent('/api/hospitals')[0]!.searchParams.has('facilityType')).toBe(false);
  });

  it('is not offered on the other listings, which never send it', async () => {
    requests = stubApi((url) => (url.pathname === '/api/pharmacies' ? page([]) : undefined));
    renderListing('pharmacies', '/medical-facilities/pharmacies?facilityType=integrated_health_center');
    await screen.findByText('No pharmacies found matching your criteria.');
    expect(screen.queryByLabelText('Type of facility')).toBeNull();
    expect(sent('/api/pharmacies')[0]!.searchParams.has('facilityType')).toBe(false);
  });
});
