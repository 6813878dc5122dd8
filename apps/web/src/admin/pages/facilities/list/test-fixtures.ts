// Test helpers of the Facilities pages (imported by their *.test.tsx files only).
import type { AdminFacility, AdminFacilityRow, FacilityHistoryEntry, SessionUser } from '@hc/shared';
import { vi } from 'vitest';
import { i18n, json } from '../../../list-kit/test-utils';
import facilitiesEn from '../../../../locales/en/admin-facilities.json';
import formsEn from '../../../../locales/en/forms.json';

i18n.addResourceBundle('en', 'admin-facilities', facilitiesEn);
i18n.addResourceBundle('en', 'forms', formsEn);

export function facilityRow(overrides: Partial<AdminFacilityRow> = {}): AdminFacilityRow {
  return {
    id: 1,
    name: 'Hôpital Central',
    email: 'contact@hopital-central.cm',
    facilityType: 'hospital',
    category: 'hospital',
    phone: '+237677639572',
    status: 'approved',
    region: { nameEn: 'Centre', nameFr: 'Centre' },
    division: { nameEn: 'Mfoundi', nameFr: 'Mfoundi' },
    subdivision: { nameEn: 'Yaounde I', nameFr: 'Yaoundé Ier' },
    completeness: { phone: true, address: true, hours: true, position: true },
    version: 3,
    updatedAt: '2026-11-20T10:00:00.000Z',
    archivedAt: null,
    ...overrides,
  };
}

export function adminFacility(overrides: Partial<AdminFacility> = {}): AdminFacility {
  return {
    id: 7,
    name: 'Pharmacie du Port',
    facilityType: 'pharmacy',
    category: 'pharmacy',
    email: null,
    phone: '+237699000111',
    website: null,
    licenseNumber: 'LIC-42',
    registrationDate: '2024-03-15',
    openingHours: null,
    services: [],
    capacity: null,
    address: 'Rue du Port, Douala',
    regionId: null,
    divisionId: null,
    subdivisionId: null,
    latitude: 4.05,
    longitude: 9.7,
    specialtyIds: [],
    testIds: [],
    featuredRank: null,
    operator: null,
    emergency: null,
    beds: null,
    status: 'approved',
    suspensionReason: null,
    source: 'staff',
    archivedAt: null,
    version: 2,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-02T09:00:00.000Z',
    ...overrides,
  };
}

export function sessionUser(role: SessionUser['role']): SessionUser {
  return {
    id: 99,
    email: `${role}@e2e.test`,
    username: null,
    firstName: 'Ada',
    lastName: 'Staff',
    role,
    status: 'active',
    registrationStatus: 'complete',
    jobTitle: null,
    twoFactorEnabled: false,
    scopeRegionId: null,
  };
}

export type HistoryEntry = FacilityHistoryEntry;

/** One request the page made: method, path, query and JSON body. */
export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };

/**
 * Stubs `fetch` with a router: `answer(call)` returns `[status, body]`; every call is recorded.
 * The session probe answers with `user` unless the router answers it.
 */
export function stubApi(answer: (call: Call) => [number, unknown] | undefined, user: SessionUser | null) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://test');
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const answered = answer(call);
      if (answered) return json(answered[1], answered[0]);
      if (call.path === '/api/auth/session') return json({ data: user });
      if (['/api/regions', '/api/divisions', '/api/subdivisions'].includes(call.path)) return json({ data: [] });
      return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
  return calls;
}
