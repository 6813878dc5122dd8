import {
  categoryOfType,
  fieldError,
  weekdays,
  type AdminFacility,
  type AdminFacilityRow,
  type AdminFacilityUpdate,
  type FacilityChanges,
  type WeeklyHours,
} from '@hc/shared';
import { AppError } from '../../lib/app-error';
import type { AdminFacilityListRow, FacilityValues } from './admin-facilities.repository';
import { normalizePhone } from './phone';

/** The editable fields of a create or an update. */
export type FacilityInput = Omit<AdminFacilityUpdate, 'version'>;
type Input = FacilityInput;

const place = (nameEn: string | null, nameFr: string | null) =>
  nameEn === null ? null : { nameEn, nameFr: nameFr ?? nameEn };

export const toRow = (row: AdminFacilityListRow): AdminFacilityRow => {
  const { hasPhone, hasAddress, hasHours, hasPosition, updatedAt, archivedAt, ...rest } = row;
  const { regionEn, regionFr, divisionEn, divisionFr, subdivisionEn, subdivisionFr, ...fields } = rest;
  return {
    ...fields,
    region: place(regionEn, regionFr),
    division: place(divisionEn, divisionFr),
    subdivision: place(subdivisionEn, subdivisionFr),
    completeness: { phone: hasPhone, address: hasAddress, hours: hasHours, position: hasPosition },
    updatedAt: updatedAt.toISOString(),
    archivedAt: archivedAt?.toISOString() ?? null,
  };
};

/** Opening and closing time given alone fill every day of the week. */
function weeklyHoursOf(input: Input): WeeklyHours | null | undefined {
  if (input.openingHours !== undefined) return input.openingHours;
  const { openingTime, closingTime } = input;
  if (openingTime === undefined && closingTime === undefined) return undefined;
  if (!openingTime || !closingTime) {
    const missing = openingTime ? 'closingTime' : 'openingTime';
    if (openingTime === null && closingTime === null) return null;
    throw new AppError('validation_failed', 'Give both opening and closing time', [fieldError(missing, 'required')]);
  }
  return Object.fromEntries(weekdays.map((day) => [day, [{ opens: openingTime, closes: closingTime }]]));
}

/** The columns an input sets (absent fields are left as they are). */
export function columnsOf(input: Input): FacilityValues {
  let phone = input.phone;
  if (phone) {
    const normalizedPhone = normalizePhone(phone);
    if (!normalizedPhone)
      throw new AppError('validation_failed', 'The phone number is not valid', [fieldError('phone', 'invalid_phone')]);
    phone = normalizedPhone;
  }
  const openingHours = weeklyHoursOf(input);
  const values: FacilityValues = {
    name: input.name,
    facilityType: input.facilityType,
    category: input.facilityType ? categoryOfType(input.facilityType) : undefined,
    email: input.email,
    phone,
    website: input.website,
    licenseNumber: input.licenseNumber,
    registrationDate: input.registrationDate,
    openingHours,
    // The OpenStreetMap hours text would contradict the weekly hours staff have just set.
    hoursText: openingHours === undefined ? undefined : null,
    services: input.services,
    capacity: input.capacity,
    address: input.address,
    regionId: input.regionId,
    divisionId: input.divisionId,
    subdivisionId: input.subdivisionId,
    lat: input.latitude,
    lng: input.longitude,
    featuredRank: input.featuredRank,
    operator: input.operator,
    emergency: input.emergency,
    beds: input.beds,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as FacilityValues;
}

const bookkeeping = new Set<keyof AdminFacility>([
  'id',
  'version',
  'updatedAt',
  'createdAt',
  'fieldSources',
  'sourceRecords',
]);

/** Each field whose value differs between the two versions of the record, with both values. */
export function diff(before: AdminFacility | null, after: AdminFacility): FacilityChanges {
  const changes: FacilityChanges = {};
  for (const key of Object.keys(after) as (keyof AdminFacility)[]) {
    // Bookkeeping, not content: the history says who changed what, not that the counters moved, nor who now
    // owns a field (fieldSources follows from the change itself) or which source records a merge moved.
    if (bookkeeping.has(key)) continue;
    const old = before ? before[key] : null;
    if (JSON.stringify(old) !== JSON.stringify(after[key])) changes[key] = { before: old, after: after[key] };
  }
  return changes;
}
