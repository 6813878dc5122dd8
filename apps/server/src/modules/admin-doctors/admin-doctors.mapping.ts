import type { AdminDoctor } from '@hc/shared';
import type { DoctorDetails, DoctorRecord } from './admin-doctors.repository';

// How a doctor's stored row is answered (the API's presenter), apart from the service's rules.

const place = (id: number | null, nameEn: string | null, nameFr: string | null) =>
  id === null || nameEn === null ? null : { id, nameEn, nameFr: nameFr ?? nameEn };

export function toAdminDoctor(row: DoctorDetails): AdminDoctor {
  const d = row.doctor;
  return {
    id: d.id,
    name: d.name,
    email: d.email,
    phone: d.phone,
    status: d.status,
    specialty: place(d.specialtyId, row.specialtyEn, row.specialtyFr),
    idNumber: d.idNumber,
    licenceNumber: d.licenceNumber,
    note: d.note,
    region: place(d.regionId, row.regionEn, row.regionFr),
    division: place(d.divisionId, row.divisionEn, row.divisionFr),
    subdivision: place(d.subdivisionId, row.subdivisionEn, row.subdivisionFr),
    userId: d.userId,
    username: row.username,
    facilities: row.facilities,
    documents: row.documents.map(({ uploadedBy: _uploadedBy, ...doc }) => ({
      ...doc,
      uploadedAt: doc.uploadedAt.toISOString(),
    })),
    verifiedAt: d.verifiedAt?.toISOString() ?? null,
    verifiedBy: row.verifierEmail,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}

/** The fields an update changes, with their value before and after (for the system log). */
export function changedFields(before: DoctorRecord, next: Partial<DoctorRecord>): string[] {
  return Object.entries(next)
    .filter(([key, value]) => before[key as keyof DoctorRecord] !== value)
    .map(([key]) => key);
}
