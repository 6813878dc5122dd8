import type { FacilityClaim, MyFacilityClaim } from '@hc/shared';
import type { ClaimRow } from './facility-claims.repository';

const place = (en: string | null, fr: string | null) => (en === null ? null : { nameEn: en, nameFr: fr ?? en });
const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** The serialization boundary: a claim as its author sees it (no licence, no evidence, no decider). */
export const toMyClaim = (row: ClaimRow): MyFacilityClaim => ({
  id: row.id,
  facility: {
    id: row.facilityId,
    name: row.facilityName,
    category: row.category,
    facilityType: row.facilityType,
    status: row.facilityStatus,
    region: place(row.regionEn, row.regionFr),
    division: place(row.divisionEn, row.divisionFr),
    subdivision: place(row.subdivisionEn, row.subdivisionFr),
    createdByClaim: row.createdFacility,
  },
  roleAtFacility: row.roleAtFacility,
  status: row.status,
  rejectReason: row.rejectReason,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/** A claim as staff see it in the queue: who asks, with what evidence, and who decided. */
export const toStaffClaim = (row: ClaimRow): FacilityClaim => ({
  ...toMyClaim(row),
  requester: {
    id: row.userId,
    name: fullName(row.requesterFirstName, row.requesterLastName),
    email: row.requesterEmail,
    phone: row.requesterPhone,
  },
  licenceNumber: row.licenceNumber,
  message: row.message,
  evidence:
    row.evidenceMimeType && row.evidenceSize !== null
      ? { mimeType: row.evidenceMimeType, size: row.evidenceSize }
      : null,
  decidedBy: row.deciderEmail === null ? null : fullName(row.deciderFirstName, row.deciderLastName) || row.deciderEmail,
  activeManagers: row.activeManagers,
});

/** How a person reads in a facility's history and the system log. */
export const personLabel = (person: { firstName: string | null; lastName: string | null; email: string }) =>
  `${fullName(person.firstName, person.lastName) || person.email} <${person.email}>`;
