import {
  categoryOfType,
  proposedFieldsOf,
  weekdays,
  type Correction,
  type CorrectionField,
  type CorrectionProposal,
  type WeeklyHours,
} from '@hc/shared';
import { invalidField } from '../../lib/app-error';
import type { FacilityValues } from './admin-facilities.repository';
import type { CorrectionQueueRow } from './facility-corrections.repository';

const dayLabels = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;

/**
 * The week in the OpenStreetMap `opening_hours` notation the directory already shows as its hours
 * text ("Mo-Fr 08:00-17:00; Sa 08:00-12:00", "24/7"); null when closed every day. Consecutive days
 * with the same times are grouped; closed days are left out.
 */
export function weeklyHoursText(hours: WeeklyHours): string | null {
  const times = weekdays.map((day) => (hours[day] ?? []).map((i) => `${i.opens}-${i.closes}`).join(','));
  if (times.every((t) => t === '00:00-24:00')) return '24/7';
  const parts: string[] = [];
  for (let start = 0; start < times.length;) {
    let end = start;
    while (end + 1 < times.length && times[end + 1] === times[start]) end++;
    if (times[start]) {
      const days = start === end ? dayLabels[start] : `${dayLabels[start]}-${dayLabels[end]}`;
      parts.push(`${days} ${times[start]}`);
    }
    start = end + 1;
  }
  return parts.length > 0 ? parts.join('; ') : null;
}

type PlaceRow = CorrectionQueueRow['proposedPlace'];

/** A subdivision with its division and region (issue 35's `place`), or null when the row names none. */
function placeOf(place: PlaceRow | null) {
  // Drizzle answers a left-joined group whose columns are all null as null.
  if (!place || place.subdivisionId === null || place.divisionId === null || place.regionId === null) return null;
  const names = (en: string | null, fr: string | null) => ({ nameEn: en ?? '', nameFr: fr ?? en ?? '' });
  return {
    subdivisionId: place.subdivisionId,
    subdivision: names(place.subdivisionEn, place.subdivisionFr),
    division: names(place.divisionEn, place.divisionFr),
    region: names(place.regionEn, place.regionFr),
  };
}

export function proposalOf(row: CorrectionQueueRow): CorrectionProposal {
  const c = row.correction;
  return {
    // Issue 35: only a facility's manager proposes these; a visitor's correction has none.
    name: c.name,
    facilityType: c.facilityType,
    place: placeOf(row.proposedPlace),
    phone: c.phone,
    address: c.address,
    openingHours: c.openingHours,
    latitude: c.lat,
    longitude: c.lng,
    closedPermanently: c.closedPermanently,
    notHealthFacility: c.notHealthFacility,
  };
}

/** A queue row as the API shows it: the proposal beside the facility's current values, and the review. */
export function toCorrection(row: CorrectionQueueRow): Correction {
  const { correction: c, facility: f, reviewer } = row;
  const proposal = proposalOf(row);
  return {
    id: c.id,
    status: c.status,
    createdAt: c.createdAt.toISOString(),
    fields: proposedFieldsOf(proposal),
    proposal,
    note: c.note,
    contact: c.contact,
    proposedBy: row.proposer
      ? {
          id: row.proposer.id,
          name: `${row.proposer.firstName} ${row.proposer.lastName}`.trim(),
          email: row.proposer.email,
        }
      : null,
    facility: {
      id: f.id,
      name: f.name,
      category: f.category,
      status: f.status,
      archivedAt: f.archivedAt?.toISOString() ?? null,
      current: {
        name: f.name,
        facilityType: f.facilityType,
        place: placeOf(row.currentPlace),
        phone: f.phone,
        address: f.address,
        openingHours: f.openingHours,
        latitude: f.lat,
        longitude: f.lng,
      },
    },
    review: c.reviewedAt
      ? {
          at: c.reviewedAt.toISOString(),
          by: reviewer
            ? {
                id: reviewer.id,
                name: `${reviewer.firstName} ${reviewer.lastName}`.trim(),
                email: reviewer.email,
              }
            : null,
          acceptedFields: c.acceptedFields,
          reason: c.rejectReason,
        }
      : null,
  };
}

/**
 * The facility columns the accepted fields set. "Closed permanently" and "not a health facility"
 * archive the facility (it leaves every public read; an admin can restore it), keeping the date of
 * an earlier archive.
 */
export function acceptedValues(row: CorrectionQueueRow, accepted: readonly CorrectionField[], now: Date) {
  const c = row.correction;
  const values: FacilityValues = {};
  for (const field of accepted) {
    if (field === 'name' && c.name) values.name = c.name;
    if (field === 'facilityType' && c.facilityType) {
      // A facility keeps its category (its listings, its rota, its public address depend on it).
      if (categoryOfType(c.facilityType) !== row.facility.category)
        throw invalidField('facilityType', 'category_change_not_allowed', 'A facility keeps its category');
      values.facilityType = c.facilityType;
    }
    const place = placeOf(row.proposedPlace);
    if (field === 'place' && place) {
      values.regionId = row.proposedPlace.regionId;
      values.divisionId = row.proposedPlace.divisionId;
      values.subdivisionId = place.subdivisionId;
    }
    if (field === 'phone') values.phone = c.phone;
    if (field === 'address') values.address = c.address;
    if (field === 'openingHours' && c.openingHours) {
      values.openingHours = c.openingHours;
      // The published hours text must not contradict the new week.
      values.hoursText = weeklyHoursText(c.openingHours);
    }
    if (field === 'position') {
      values.lat = c.lat;
      values.lng = c.lng;
    }
    if ((field === 'closedPermanently' || field === 'notHealthFacility') && !row.facility.archivedAt)
      values.archivedAt = now;
  }
  return values;
}
