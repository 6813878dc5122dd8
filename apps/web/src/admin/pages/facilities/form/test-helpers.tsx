// Test helpers of the facility form pages (imported by their *.test.tsx files only).
import type { AdminFacility } from '@hc/shared';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation, type InitialEntry } from 'react-router';
import facilityForm from '../../../../locales/en/facility-form.json';
import forms from '../../../../locales/en/forms.json';
import hours from '../../../../locales/en/hours.json';
import type { FacilitySavedState } from '../api/facility-form-api';
import { addCatalogs, stubFetch, TestProviders, type Answer, type Call } from '../../../list-kit/test-utils';
import { AddFacilityPage } from './add-facility-page';
import { EditFacilityPage } from './edit-facility-page';

export { cleanupAfterTest, slowDom, type Answer, type Call } from '../../../list-kit/test-utils';

addCatalogs({ forms, 'facility-form': facilityForm, hours });

export const regions = [
  { id: 1, code: 'CE', nameEn: 'Centre', nameFr: 'Centre', capital: null, population: null },
  { id: 2, code: 'LT', nameEn: 'Littoral', nameFr: 'Littoral', capital: null, population: null },
];
export const divisions = [
  { id: 10, code: 'MF', regionId: 1, nameEn: 'Mfoundi', nameFr: 'Mfoundi', headquarters: null },
];
export const subdivisions = [
  { id: 100, code: 'Y3', divisionId: 10, nameEn: 'Yaounde III', nameFr: 'Yaoundé III', type: 'Urban' },
];
export const specialties = [
  { id: 1, nameEn: 'Cardiology', nameFr: 'Cardiologie' },
  { id: 2, nameEn: 'Surgery', nameFr: 'Chirurgie' },
];
export const labTests = [{ id: 7, nameEn: 'Malaria test', nameFr: 'Test du paludisme' }];

const references: Record<string, unknown> = {
  '/api/regions': regions,
  '/api/divisions': divisions,
  '/api/subdivisions': subdivisions,
  '/api/specialties': specialties,
  '/api/laboratory-tests': labTests,
};

/** Stubs fetch: every call is recorded; the reference lists answer by default, else 404. */
export const stubApi = (answer: Answer) => stubFetch(answer, references);

export const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

export const facility = (overrides: Partial<AdminFacility> = {}): AdminFacility => ({
  id: 7,
  name: 'Hôpital Central',
  facilityType: 'hospital',
  category: 'hospital',
  email: 'contact@hopital.cm',
  phone: '+237222231234',
  website: null,
  licenseNumber: 'LIC-1',
  registrationDate: '2024-05-01',
  openingHours: null,
  services: ['Emergency'],
  capacity: 300,
  address: 'Rue Henri Dunant',
  regionId: 1,
  divisionId: 10,
  subdivisionId: 100,
  latitude: 3.86,
  longitude: 11.52,
  specialtyIds: [1],
  testIds: [],
  featuredRank: null,
  operator: null,
  emergency: true,
  beds: 250,
  status: 'approved',
  suspensionReason: null,
  source: 'staff',
  locationPrecision: 'exact',
  aliases: [],
  sourceRecords: [],
  fieldSources: {},
  archivedAt: null,
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

/** The record page of another section: shows the notice the form handed over. */
function RecordProbe() {
  const location = useLocation();
  const state = location.state as FacilitySavedState | null;
  return (
    <p data-testid="record">
      {location.pathname} {state?.savedNotice} {state?.listSearch}
    </p>
  );
}

/** The form pages at `url`, inside i18n (English), a fresh query client and a memory router. */
export function renderAt(url: InitialEntry, extra?: ReactNode) {
  return render(
    <TestProviders url={url}>
      <Routes>
        <Route path="/admin-dashboard/facilities/new" element={<AddFacilityPage />} />
        <Route path="/admin-dashboard/facilities/:id/edit" element={<EditFacilityPage />} />
        <Route path="/admin-dashboard/facilities/:id" element={<RecordProbe />} />
        <Route path="/admin-dashboard/facilities" element={<p data-testid="list">list</p>} />
      </Routes>
      {extra}
    </TestProviders>,
  );
}
