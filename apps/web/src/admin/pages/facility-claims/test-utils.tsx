// Test helpers of the facility claims pages and the facility record's Managers section (imported by
// their *.test.tsx files only).
import type { FacilityClaim, FacilityManager, SessionUser } from '@hc/shared';
import facilityClaims from '../../../locales/en/facility-claims-admin.json';
import forms from '../../../locales/en/forms.json';
import { addCatalogs, geography, sessionUser, stubFetch, type Answer } from '../../list-kit/test-utils';

export * from '../../list-kit/test-utils';

addCatalogs({ forms, 'facility-claims-admin': facilityClaims });

/** The signed-in account the session probe answers with (an admin of the whole country unless a test says otherwise). */
export const session: { role: SessionUser['role']; scopeRegionId: number | null } = {
  role: 'admin',
  scopeRegionId: null,
};
export const resetSession = () => Object.assign(session, { role: 'admin', scopeRegionId: null });

/** Stubs fetch: every call is recorded; the session and the geography answer by default, anything else 404. */
export const stubApi = (answer: Answer) =>
  stubFetch(answer, {
    ...geography,
    '/api/auth/session': { ...sessionUser(session.role), scopeRegionId: session.scopeRegionId },
  });

/** Claim 7 as the API returns it: a pharmacist's pending claim for Pharmacie du Port, sent 20 November 2026 at 23:30 UTC. */
export const claim = (overrides: Partial<FacilityClaim> = {}): FacilityClaim => ({
  id: 7,
  facility: {
    id: 42,
    name: 'Pharmacie du Port',
    category: 'pharmacy',
    facilityType: 'pharmacy',
    status: 'active',
    region: { nameEn: 'Littoral', nameFr: 'Littoral' },
    division: { nameEn: 'Wouri', nameFr: 'Wouri' },
    subdivision: { nameEn: 'Douala I', nameFr: 'Douala Ier' },
    createdByClaim: false,
  },
  roleAtFacility: 'pharmacist',
  status: 'pending',
  rejectReason: null,
  createdAt: '2026-11-20T23:30:00.000Z',
  decidedAt: null,
  requester: { id: 5, name: 'Amina Ngo', email: 'amina@example.cm', phone: '+237699000000' },
  licenceNumber: 'ONPC-1234',
  message: 'I am the pharmacist in charge.',
  evidence: { mimeType: 'image/png', size: 20480 },
  decidedBy: null,
  activeManagers: 1,
  ...overrides,
});

/** A page of the queue, as the API answers it. */
export const page = (rows: FacilityClaim[], total = rows.length) => ({
  data: rows,
  meta: { total, page: 1, pageSize: 10 },
});

export const manager = (overrides: Partial<FacilityManager> = {}): FacilityManager => ({
  id: 3,
  userId: 5,
  name: 'Amina Ngo',
  email: 'amina@example.cm',
  roleAtFacility: 'pharmacist',
  since: '2026-06-01T10:00:00.000Z',
  lastConfirmedAt: null,
  ...overrides,
});
