import type { Db } from '@hc/db';
import {
  categoryOfType,
  FACILITY_CONFIRM_EVERY_MONTHS,
  fieldError,
  getDirectoryWeek,
  hasValidCoordinates,
  toServiceValue,
  type FacilityChanges,
  type FieldError,
  type ManagedFacility,
  type ManagedFacilityProposal,
  type ManagedFacilityRow,
  type ManagedFacilityUpdate,
  type SystemLogEvent,
} from '@hc/shared';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { normalizePhone } from '../../lib/phone';
import { signedInSession, type RequestContext } from '../../lib/request-context';
import { logRequestEvent } from '../../lib/system-log';
import { recordFacilityChange } from '../../sql/facility-history.repository';
import { markFacilityConfirmed } from '../../facility-confirmations/confirmations.repository';
import { confirmListing } from '../../facility-confirmations/confirmations.service';
import { addMonths } from '../../lib/calendar-months';
import {
  countKnownReferences,
  countPendingProposals,
  findManagedFacility,
  insertProposal,
  listDutyPeriods,
  listManagedFacilities,
  recentlyChangedFields,
  replaceFacilityLinks,
  subdivisionExists,
  updateManagedFacilityAtVersion,
  type ManagedFacilityListRow,
  type ManagedFacilityRecord,
  type ManagedFacilityValues,
} from './managed-facilities.repository';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** How far ahead a pharmacy's manager sees its duty periods. */
const DUTY_WEEKS_AHEAD = 8;
/** The separator of `phone` when the facility has several numbers (what cards and tel links already split on). */
const PHONE_SEPARATOR = ' / ';

const place = (nameEn: string | null, nameFr: string | null) =>
  nameEn === null ? null : { nameEn, nameFr: nameFr ?? nameEn };

function toRow(row: ManagedFacilityListRow, now: Date): ManagedFacilityRow {
  const confirmedAt = row.facilityConfirmedAt;
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    facilityType: row.facilityType,
    status: row.status,
    subdivision: place(row.subdivisionEn, row.subdivisionFr),
    confirmedAt: confirmedAt?.toISOString() ?? null,
    confirmationDueAt: (confirmedAt ? addMonths(confirmedAt, FACILITY_CONFIRM_EVERY_MONTHS) : now).toISOString(),
  };
}

/** The labelled numbers the facility shows: its own list, else the numbers of `phone` (unlabelled). */
const phonesOf = (record: ManagedFacilityRecord) =>
  record.phones ??
  (record.phone
    ? record.phone
        .split(PHONE_SEPARATOR)
        .map((number) => number.trim())
        .filter(Boolean)
        .map((number) => ({ number, label: null }))
    : []);

function toManagedFacility(record: ManagedFacilityRecord, now: Date): ManagedFacility {
  return {
    ...toRow(record, now),
    phones: phonesOf(record),
    email: record.email,
    website: record.website,
    openingHours: record.openingHours,
    services: record.services,
    specialtyIds: record.specialtyIds,
    testIds: record.testIds,
    emergency: record.emergency,
    beds: record.beds,
    address: record.address,
    regionId: record.regionId,
    divisionId: record.divisionId,
    subdivisionId: record.subdivisionId,
    latitude: record.lat,
    longitude: record.lng,
    pendingProposals: record.pendingProposals,
    version: record.version,
  };
}

/** What the history shows of a manager's change: the fields the manager edits, before and after. */
const editedFields = (record: ManagedFacilityRecord) => ({
  phones: record.phones,
  phone: record.phone,
  email: record.email,
  website: record.website,
  openingHours: record.openingHours,
  services: record.services,
  specialtyIds: record.specialtyIds,
  testIds: record.testIds,
  emergency: record.emergency,
  beds: record.beds,
});

function changesBetween(before: ManagedFacilityRecord, after: ManagedFacilityRecord): FacilityChanges {
  const a = editedFields(before);
  const b = editedFields(after);
  const changes: FacilityChanges = {};
  for (const key of Object.keys(a) as (keyof typeof a)[])
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) changes[key] = { before: a[key], after: b[key] };
  return changes;
}

/**
 * The columns a manager's update sets (absent fields are left as they are). Phones are stored in E.164,
 * labelled, in `phones`, and joined in `phone`, which every other reader (cards, search, completeness)
 * understands; services as the back-office stores them (catalogue names as their codes).
 */
function valuesOf(input: Omit<ManagedFacilityUpdate, 'version'>): ManagedFacilityValues {
  const values: ManagedFacilityValues = {};
  if (input.phones !== undefined) {
    const problems: FieldError[] = [];
    const phones: { number: string; label: string | null }[] = [];
    input.phones.forEach((entry, index) => {
      const number = normalizePhone(entry.number);
      if (!number) problems.push(fieldError(`phones.${index}.number`, 'invalid_phone'));
      else if (!phones.some((kept) => kept.number === number)) phones.push({ number, label: entry.label });
    });
    if (problems.length > 0) throw new AppError('validation_failed', 'A phone number is not valid', problems);
    values.phones = phones.length > 0 ? phones : null;
    values.phone = phones.length > 0 ? phones.map((p) => p.number).join(PHONE_SEPARATOR) : null;
  }
  if (input.email !== undefined) values.email = input.email;
  if (input.website !== undefined) values.website = input.website;
  if (input.openingHours !== undefined) {
    values.openingHours = input.openingHours;
    // The OpenStreetMap hours text would contradict the weekly hours the facility has just set.
    values.hoursText = null;
  }
  if (input.services !== undefined) values.services = [...new Set(input.services.map(toServiceValue))];
  if (input.emergency !== undefined) values.emergency = input.emergency;
  if (input.beds !== undefined) values.beds = input.beds;
  return values;
}

/**
 * A facility manager's space (issue 35): the facilities the account runs (the facility-manager scope has
 * already checked the link on every `:id` route), edited at once (public at once), with name, type and
 * place proposed to staff. Each change is one transaction with the facility's history entry (the
 * manager as its author), then the system log; the directory's version is invalidated after it.
 */
export function createManagedFacilitiesService(deps: { db: Db; clock: Clock; onDirectoryChange: () => void }) {
  const { db, clock } = deps;

  async function mustFind(source: Db, id: number) {
    const record = await findManagedFacility(source, id);
    if (!record) throw notFound('Facility');
    return record;
  }

  /** Every specialty and test linked must exist (the back-office's rule and codes). */
  async function checkReferences(source: Db, input: { specialtyIds?: number[]; testIds?: number[] }) {
    const specialtyIds = [...new Set(input.specialtyIds ?? [])];
    const testIds = [...new Set(input.testIds ?? [])];
    const { knownSpecialties, knownTests } = await countKnownReferences(source, specialtyIds, testIds);
    const fields: FieldError[] = [];
    if (knownSpecialties !== specialtyIds.length) fields.push(fieldError('specialtyIds', 'invalid'));
    if (knownTests !== testIds.length) fields.push(fieldError('testIds', 'invalid'));
    if (fields.length > 0) throw new AppError('validation_failed', 'Unknown specialty or test', fields);
  }

  const log = (
    context: RequestContext,
    facilityId: number,
    message: string,
    event: SystemLogEvent,
    details: Record<string, unknown>,
  ) =>
    logRequestEvent(deps, context, {
      level: 'INFO',
      source: 'FACILITY',
      message: message.slice(0, 500),
      event,
      details: { facilityId, ...details },
    });

  return {
    async list(userId: number): Promise<ManagedFacilityRow[]> {
      const now = clock();
      return (await listManagedFacilities(db, userId)).map((row) => toRow(row, now));
    },

    async get(id: number): Promise<ManagedFacility> {
      return toManagedFacility(await mustFind(db, id), clock());
    },

    /** Applies the fields given at the version read (409 `changed_meanwhile` otherwise); public at once. */
    async update(context: RequestContext, id: number, input: ManagedFacilityUpdate): Promise<ManagedFacility> {
      const { version, ...fields } = input;
      const values = valuesOf(fields);
      const userId = signedInSession(context).user.id;
      const now = clock();
      const { before, after } = await db.transaction(async (tx) => {
        const before = await mustFind(tx, id);
        if (before.version !== version) {
          const changed = await recentlyChangedFields(tx, id, before.version - version);
          throw new AppError(
            'conflict',
            'This facility was changed by someone else meanwhile',
            (changed.length > 0 ? changed : ['version']).map((field) => fieldError(field, 'changed_meanwhile')),
          );
        }
        await checkReferences(tx, fields);
        if (!(await updateManagedFacilityAtVersion(tx, id, version, values, { userId, at: now })))
          throw new AppError('conflict', 'This facility was changed by someone else meanwhile', [
            fieldError('version', 'changed_meanwhile'),
          ]);
        await replaceFacilityLinks(tx, id, fields);
        const after = await mustFind(tx, id);
        await recordFacilityChange(tx, context, now, id, 'facility_updated', changesBetween(before, after));
        return { before, after };
      });
      deps.onDirectoryChange();
      const changed = Object.keys(changesBetween(before, after));
      await log(
        context,
        id,
        `Facility #${id} facility_updated by its manager: ${after.name}`,
        { key: 'facility.updatedByManager', params: { id, name: after.name } },
        { action: 'facility_updated', fields: changed },
      );
      return toManagedFacility(after, now);
    },

    /**
     * Name, type and place wait for staff: one correction of the staff queue, signed by the manager.
     * The type must stay in the facility's category (a pharmacy cannot become a hospital).
     */
    async propose(context: RequestContext, id: number, input: ManagedFacilityProposal): Promise<number> {
      const record = await mustFind(db, id);
      const problems: FieldError[] = [];
      if (input.facilityType && categoryOfType(input.facilityType) !== record.category)
        problems.push(fieldError('facilityType', 'category_change_not_allowed'));
      if (input.subdivisionId !== undefined && !(await subdivisionExists(db, input.subdivisionId)))
        problems.push(fieldError('subdivisionId', 'invalid'));
      if (input.latitude !== undefined && !hasValidCoordinates(input.latitude, input.longitude ?? null))
        problems.push(fieldError('latitude', 'invalid_coordinates'));
      if (problems.length > 0) throw new AppError('validation_failed', 'Some fields are not valid', problems);
      const userId = signedInSession(context).user.id;
      const correctionId = await insertProposal(db, {
        facilityId: id,
        name: input.name ?? null,
        facilityType: input.facilityType ?? null,
        subdivisionId: input.subdivisionId ?? null,
        address: input.address ?? null,
        lat: input.latitude ?? null,
        lng: input.longitude ?? null,
        note: input.note ? input.note : null,
        proposedBy: userId,
        createdAt: clock(),
      });
      const fields = Object.keys(input).filter((key) => key !== 'note');
      await log(
        context,
        id,
        `Correction #${correctionId} proposed by the manager of facility #${id}: ${fields.join(', ')}`,
        {
          key: 'correction.proposedByManager',
          params: { id: correctionId, facilityId: id, fields: fields.join(', ') },
        },
        {
          correctionId,
          fields,
          action: 'manager_proposal',
        },
      );
      return countPendingProposals(db, id);
    },

    /** A pharmacy's duty periods from the start of this directory week, DUTY_WEEKS_AHEAD weeks on; none for others. */
    async dutyPeriods(id: number) {
      const record = await mustFind(db, id);
      if (record.category !== 'pharmacy') return [];
      const from = getDirectoryWeek(clock()).start;
      const rows = await listDutyPeriods(db, id, from, new Date(from.getTime() + DUTY_WEEKS_AHEAD * WEEK_MS));
      return rows.map((row) => ({
        id: row.id,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        cancelled: row.cancelledAt !== null,
      }));
    },

    /** "The listing is still right": the facility and this manager are confirmed now. */
    async confirm(context: RequestContext, id: number, managerId: number) {
      const record = await mustFind(db, id);
      const now = clock();
      await confirmListing(db, {
        facilityId: id,
        managerId,
        userId: signedInSession(context).user.id,
        at: now,
        action: 'facility_confirmed',
      });
      deps.onDirectoryChange();
      await log(
        context,
        id,
        `Facility #${id} confirmed by the facility: ${record.name}`,
        { key: 'facility.confirmedByManager', params: { id, name: record.name } },
        { managerId, action: 'facility_confirmed' },
      );
      return { facilityId: id, confirmedAt: now.toISOString() };
    },

    /** A change of its special dates counts as the facility confirming its listing now. */
    async markConfirmedBySpecialDate(id: number): Promise<void> {
      await markFacilityConfirmed(db, id, clock());
      deps.onDirectoryChange();
    },
  };
}
export type ManagedFacilitiesService = ReturnType<typeof createManagedFacilitiesService>;
