// Test helpers of the facility form pages (imported by their *.test.tsx files only).
import type { AdminFacility } from '@hc/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router';
import { vi } from 'vitest';
import admin from '../../../../locales/en/admin.json';
import common from '../../../../locales/en/common.json';
import facilityForm from '../../../../locales/en/facility-form.json';
import forms from '../../../../locales/en/forms.json';
import type { FacilitySavedState } from '../../../api/facility-form-api';
import { AddFacilityPage } from './add-facility-page';
import { EditFacilityPage } from './edit-facility-page';

// A loaded machine (the whole suite in parallel) is slower than the defaults allow.
configure({ asyncUtilTimeout: 4000 });
export const slowDom = { timeout: 20_000 };

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { common, admin, forms, 'facility-form': facilityForm } },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };
/** An answer [status, body], or undefined for the reference lists' defaults (404 otherwise). */
export type Answer = (call: Call) => [number, unknown] | undefined;

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

/** Stubs fetch: every call is recorded; the reference lists answer by default. */
export function stubApi(answer: Answer): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const [status, body] =
        answer(call) ?? (call.path in references ? [200, { data: references[call.path] }] : [404, {}]);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

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
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/admin-dashboard/facilities/new" element={<AddFacilityPage />} />
            <Route path="/admin-dashboard/facilities/:id/edit" element={<EditFacilityPage />} />
            <Route path="/admin-dashboard/facilities/:id" element={<RecordProbe />} />
            <Route path="/admin-dashboard/facilities" element={<p data-testid="list">list</p>} />
          </Routes>
          {extra}
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
