// Test helpers of the Facilities pages (imported by their *.test.tsx files only).
import type { AdminFacility, AdminFacilityRow, FacilityHistoryEntry, SessionUser } from '@hc/shared';
import facilitiesEn from '../../../../locales/en/admin-facilities.json';
import formsEn from '../../../../locales/en/forms.json';
import { addCatalogs, stubFetch, type Answer } from '../../../list-kit/test-utils';

export { sessionUser, type Call } from '../../../list-kit/test-utils';

addCatalogs({ 'admin-facilities': facilitiesEn, forms: formsEn });

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
    divisionId: 7,
    subdivisionId: 43,
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
    locationPrecision: 'exact',
    aliases: [],
    sourceRecords: [],
    fieldSources: {},
    archivedAt: null,
    version: 2,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-02T09:00:00.000Z',
    ...overrides,
  };
}

export type HistoryEntry = FacilityHistoryEntry;

/**
 * Stubs `fetch` with a router: `answer(call)` returns `[status, body]`; every call is recorded.
 * The session probe answers with `user` and the place lists are empty, unless the router answers them.
 */
export const stubApi = (answer: Answer, user: SessionUser | null) =>
  stubFetch(answer, { '/api/auth/session': user, '/api/regions': [], '/api/divisions': [], '/api/subdivisions': [] });
