import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  dataSources,
  doctorDocumentSides,
  doctorStatuses,
  facilityCategories,
  facilityHistoryActions,
  facilitySources,
  facilityStatuses,
  facilityTypes,
  locationPrecisions,
  type FacilityChanges,
  type WeeklyHours,
} from '@hc/shared';
import { users } from './accounts';
import { dutyGroups } from './duty-groups';
import { divisions, regions, subdivisions } from './geography';
import { labTests, specialties } from './reference';

/** PostgreSQL's binary column: images kept in the database (drizzle-orm has no built-in one). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const facilityCategoryEnum = pgEnum('facility_category', facilityCategories);
export const facilityTypeEnum = pgEnum('facility_type', facilityTypes);
export const facilityStatusEnum = pgEnum('facility_status', facilityStatuses);
export const facilitySourceEnum = pgEnum('facility_source', facilitySources);
export const dataSourceEnum = pgEnum('data_source', dataSources);
export const locationPrecisionEnum = pgEnum('location_precision', locationPrecisions);

/**
 * Which source gave the current value of each group of imported fields (`position`, `place`, `name`…: see
 * packages/db/src/seed/field-groups.ts), or `staff` once staff changed it (set by a trigger, migration 0028):
 * a source's re-import writes only the groups it owns, or may take over from a source it outranks.
 */
export type FieldSources = Record<string, string>;

export const facilities = pgTable(
  'facilities',
  {
    // Demo facilities keep the spec's ids (1-211); everything else is numbered from 1000.
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    category: facilityCategoryEnum('category').notNull(),
    facilityType: facilityTypeEnum('facility_type').notNull(),
    name: text('name').notNull(),
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql`f_unaccent(lower(name))`),
    regionId: integer('region_id').references(() => regions.id),
    divisionId: integer('division_id').references(() => divisions.id),
    subdivisionId: integer('subdivision_id').references(() => subdivisions.id),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    hoursText: text('hours_text'),
    openingHours: jsonb('opening_hours').$type<WeeklyHours>(),
    services: text('services')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    rating: real('rating'),
    imageUrl: text('image_url'),
    featuredRank: integer('featured_rank'),
    status: facilityStatusEnum('status').notNull().default('pending'),
    source: facilitySourceEnum('source').notNull(),
    sourceId: text('source_id').unique(),
    operator: text('operator'),
    beds: integer('beds'),
    emergency: boolean('emergency'),
    lastVerifiedAt: date('last_verified_at', { mode: 'string' }),
    // Null: exact when there is a position, none when there is not (see locationPrecisions in @hc/shared).
    locationPrecision: locationPrecisionEnum('location_precision'),
    // Other names the facility is known and searched by (a source's name as written, "CSI Mbalmayo Urbain").
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    fieldSources: jsonb('field_sources').$type<FieldSources>().notNull().default({}),
    // The back-office "needs data" filter: missing a phone, an address, opening hours or a position.
    // Stored, so the filter and its count read an index instead of testing every row.
    needsData: boolean('needs_data')
      .notNull()
      .generatedAlwaysAs(
        sql`NOT (coalesce(btrim(phone), '') <> '' AND coalesce(btrim(address), '') <> '' AND coalesce(opening_hours, '{}'::jsonb) <> '{}'::jsonb AND lat IS NOT NULL AND lng IS NOT NULL)`,
      ),
    // The public lists' "most useful first": how many of a phone, hours (structured or text) and a
    // position the record has. Stored, so that order is walked from an index instead of sorted.
    completeness: smallint('completeness')
      .notNull()
      .generatedAlwaysAs(
        sql`((coalesce(btrim(phone), '') <> '')::int + (coalesce(opening_hours, '{}'::jsonb) <> '{}'::jsonb OR coalesce(btrim(hours_text), '') <> '')::int + (lat IS NOT NULL AND lng IS NOT NULL)::int)::smallint`,
      ),
    licenseNumber: text('license_number'),
    registrationDate: date('registration_date', { mode: 'string' }),
    capacity: integer('capacity'),
    suspensionReason: text('suspension_reason'),
    statusBeforeSuspension: facilityStatusEnum('status_before_suspension'),
    // Optimistic locking: every back-office change increments it; a PATCH names the version it read.
    version: integer('version').notNull().default(1),
    // Archived facilities are hidden from every public read; an admin can restore them.
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    // Set when staff edit a record, so a later re-import of its source never overwrites their work.
    locallyModifiedAt: timestamp('locally_modified_at', { withTimezone: true }),
    // Issue 35: the facility's own labelled numbers (E.164), as its manager keeps them; `phone` then holds
    // the same numbers joined by " / ", which every other reader (cards, search, completeness) understands.
    phones: jsonb('phones').$type<{ number: string; label: string | null }[]>(),
    // Issue 35: when one of its managers last changed or confirmed the listing ("Updated by the facility on …").
    facilityConfirmedAt: timestamp('facility_confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // The directory version at which the row last changed, set by a trigger (migration 0025): the offline
    // copy a browser keeps is refreshed with the rows changed since the version it holds.
    changeSeq: bigint('change_seq', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    // Per category, so a search in one category never wades through another's matches:
    // trigram GIN for contains-search (LIKE '%q%') and close spellings (<%), trigram GiST for
    // close spellings nearest first (<<->).
    ...facilityCategories.flatMap((category) => [
      index(`facilities_trgm_${category}_idx`)
        .using('gin', t.searchName.op('gin_trgm_ops'))
        .where(sql.raw(`category = '${category}'`)),
      index(`facilities_knn_${category}_idx`)
        .using('gist', t.searchName.op('gist_trgm_ops'))
        .where(sql.raw(`category = '${category}'`)),
    ]),
    // Prefix search (LIKE 'q%') in byte order, walked in order for "starts with" results.
    index('facilities_search_prefix_idx').on(t.category, sql`(search_name COLLATE "C")`),
    // Lists are ordered by name: each filter's index carries the order too.
    index('facilities_category_status_name_idx').on(t.category, t.status, t.name, t.id),
    index('facilities_region_idx').on(t.regionId, t.category, t.name, t.id),
    index('facilities_division_idx').on(t.divisionId, t.category, t.name, t.id),
    index('facilities_subdivision_idx').on(t.subdivisionId, t.category, t.name, t.id),
    // The same filters in the default public order, most complete records first. Without a place, the
    // public statuses are two values of `status`, which a (category, status, …) index cannot return in
    // this order: the public rows of a category get their own index instead.
    index('facilities_public_useful_idx')
      .on(t.category, t.completeness.desc(), t.name, t.id)
      .where(sql`status IN ('active', 'approved') AND archived_at IS NULL`),
    // The public lists' type filter (a CSI, a district hospital), in the same order.
    index('facilities_type_useful_idx')
      .on(t.facilityType, t.completeness.desc(), t.name, t.id)
      .where(sql`status IN ('active', 'approved') AND archived_at IS NULL`),
    index('facilities_region_useful_idx').on(t.regionId, t.category, t.completeness.desc(), t.name, t.id),
    index('facilities_division_useful_idx').on(t.divisionId, t.category, t.completeness.desc(), t.name, t.id),
    index('facilities_subdivision_useful_idx').on(t.subdivisionId, t.category, t.completeness.desc(), t.name, t.id),
    // Issue 35's "confirmed by the facility recently" filter and order on the public lists.
    index('facilities_confirmed_idx')
      .on(t.category, t.facilityConfirmedAt.desc(), t.id)
      .where(sql`facility_confirmed_at IS NOT NULL AND status IN ('active', 'approved') AND archived_at IS NULL`),
    index('facilities_featured_idx')
      .on(t.category, t.featuredRank)
      .where(sql`featured_rank IS NOT NULL`),
    // The back-office list: by status, by type, and archived ones apart.
    index('facilities_status_idx').on(t.status, t.name, t.id),
    index('facilities_type_idx').on(t.facilityType, t.name, t.id),
    index('facilities_archived_idx')
      .on(t.archivedAt)
      .where(sql`archived_at IS NOT NULL`),
    index('facilities_admin_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
    // The back-office list leaves archived rows out unless asked: its orders per filter, for those left.
    // search_name, status and type ride along so a name search, with or without those filters, walks
    // this index in order without reading the table.
    index('facilities_admin_name_search_idx')
      .on(t.name, t.id, t.searchName, t.status, t.facilityType)
      .where(sql`archived_at IS NULL`),
    index('facilities_admin_region_idx')
      .on(t.regionId, t.name, t.id)
      .where(sql`archived_at IS NULL`),
    index('facilities_admin_division_idx')
      .on(t.divisionId, t.name, t.id)
      .where(sql`archived_at IS NULL`),
    index('facilities_admin_subdivision_idx')
      .on(t.subdivisionId, t.name, t.id)
      .where(sql`archived_at IS NULL`),
    // The on-call list joins the week's duty periods to the public pharmacies of a place (or of the
    // whole country): read from this index alone, by its place prefix.
    index('facilities_public_pharmacies_place_idx')
      .on(t.regionId, t.divisionId, t.subdivisionId, t.id, t.name)
      .where(sql`category = 'pharmacy' AND status IN ('active', 'approved') AND archived_at IS NULL`),
    index('facilities_admin_needs_data_idx')
      .on(t.name, t.id)
      .where(sql`archived_at IS NULL AND needs_data`),
    index('facilities_earth_idx')
      .using('gist', sql`ll_to_earth(lat, lng)`)
      .where(sql`lat IS NOT NULL AND lng IS NOT NULL`),
    index('facilities_change_seq_idx').on(t.changeSeq),
  ],
);

/**
 * One record of an open dataset behind a facility (issue 33): which source, its key there (an OSM id, the
 * public list's `source_row`), when it was retrieved, under which licence, and the fields it gave at the last
 * import. A facility found in two sources has two rows; a merge moves them to the facility kept.
 */
export const facilitySourceRecords = pgTable(
  'facility_source_records',
  {
    source: dataSourceEnum('source').notNull(),
    sourceKey: text('source_key').notNull(),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    retrievedOn: date('retrieved_on', { mode: 'string' }).notNull(),
    licence: text('licence').notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.sourceKey] }),
    index('facility_source_records_facility_idx').on(t.facilityId),
  ],
);

/**
 * A pair of facilities an import could not decide on (alike but not surely one place, or one name twice in a
 * source): shown on the possible-duplicates screen for staff to merge or leave, never merged by the import.
 */
/**
 * Issue 36: a pair staff looked at and decided are two different places ("not a duplicate"): the possible
 * duplicates screen never offers it again, however alike their names or near their positions stay.
 */
export const facilityDistinctPairs = pgTable(
  'facility_distinct_pairs',
  {
    firstId: integer('first_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    secondId: integer('second_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    decidedBy: integer('decided_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.firstId, t.secondId] }),
    index('facility_distinct_pairs_second_idx').on(t.secondId),
    check('facility_distinct_pairs_order_ck', sql`first_id < second_id`),
  ],
);

export const facilityMatchSuggestions = pgTable(
  'facility_match_suggestions',
  {
    firstId: integer('first_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    secondId: integer('second_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['unsure_match', 'same_name_in_source'] }).notNull(),
    similarity: real('similarity').notNull(),
    distanceMetres: real('distance_metres'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.firstId, t.secondId] }),
    index('facility_match_suggestions_second_idx').on(t.secondId),
    check('facility_match_suggestions_order_ck', sql`first_id < second_id`),
  ],
);

/** Facilities deleted outright, with the directory version of their removal: offline copies drop them. */
export const facilityRemovals = pgTable(
  'facility_removals',
  {
    facilityId: integer('facility_id').primaryKey(),
    changeSeq: bigint('change_seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('facility_removals_change_seq_idx').on(t.changeSeq)],
);

export const facilitySpecialties = pgTable(
  'facility_specialties',
  {
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    specialtyId: integer('specialty_id')
      .notNull()
      .references(() => specialties.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.specialtyId] }),
    index('facility_specialties_specialty_idx').on(t.specialtyId),
  ],
);

export const facilityTests = pgTable(
  'facility_tests',
  {
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    testId: integer('test_id')
      .notNull()
      .references(() => labTests.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.facilityId, t.testId] }), index('facility_tests_test_idx').on(t.testId)],
);

export const doctorStatusEnum = pgEnum('doctor_status', doctorStatuses);
export const documentSideEnum = pgEnum('document_side', doctorDocumentSides);

/**
 * A doctor of the directory. One who signs up has an account (`user_id`) and starts `pending`; staff
 * validate (approve) and verify them. Only `verified` and `active` doctors are public.
 */
export const doctors = pgTable(
  'doctors',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql`f_unaccent(lower(name))`),
    specialtyId: integer('specialty_id').references(() => specialties.id),
    userId: integer('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    status: doctorStatusEnum('status').notNull().default('active'),
    email: text('email'),
    phone: text('phone'),
    idNumber: text('id_number'),
    licenceNumber: text('licence_number'),
    note: text('note'),
    regionId: integer('region_id').references(() => regions.id),
    divisionId: integer('division_id').references(() => divisions.id),
    subdivisionId: integer('subdivision_id').references(() => subdivisions.id),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: integer('verified_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** The staff member who added the doctor (Add Doctor): with four eyes, not the one who approves them. */
    createdBy: integer('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    sourceId: text('source_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('doctors_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
    index('doctors_specialty_idx').on(t.specialtyId),
    index('doctors_status_idx').on(t.status, t.name, t.id),
    index('doctors_region_idx').on(t.regionId, t.name, t.id),
    uniqueIndex('doctors_user_uq').on(t.userId),
  ],
);

/** Where a doctor practises: a doctor may work at several facilities. */
export const doctorFacilities = pgTable(
  'doctor_facilities',
  {
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.doctorId, t.facilityId] }),
    index('doctor_facilities_facility_idx').on(t.facilityId, t.doctorId),
  ],
);

/**
 * A doctor's identity document images (front and back), kept in the database so every server process
 * can serve them; re-encoded without metadata on upload, shown to staff only.
 */
export const doctorDocuments = pgTable(
  'doctor_documents',
  {
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    side: documentSideEnum('side').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    uploadedBy: integer('uploaded_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.doctorId, t.side] })],
);

export const pharmacyDutyPeriods = pgTable(
  'pharmacy_duty_periods',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    note: text('note'),
    // A cancelled period (the pharmacy is closed after all) is kept, with its reason, so the rota's
    // generation never puts it back; every public read leaves it out.
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    // The duty group whose rotation generated it (null when staff entered it by hand).
    dutyGroupId: integer('duty_group_id').references((): AnyPgColumn => dutyGroups.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('duty_periods_window_idx').on(t.startsAt, t.endsAt),
    // The public on-call reads: the live periods that start in a bounded range, from the index alone.
    index('duty_periods_live_idx')
      .on(t.startsAt, t.endsAt, t.facilityId)
      .where(sql`cancelled_at IS NULL`),
    // PHARMACY_CALL_MAX_DAYS (packages/shared): a period that may be running at an instant started at
    // most 14 days before it, which bounds every "on duty at" scan.
    check('duty_periods_length_ck', sql`ends_at > starts_at AND ends_at <= starts_at + interval '14 days'`),
    // One period per pharmacy per start: lets the rota roll forward idempotently.
    uniqueIndex('duty_periods_facility_start_uq').on(t.facilityId, t.startsAt),
  ],
);

/**
 * The public on-call list's read model, kept by triggers (migration 0020), never written by the
 * application: one row per non-cancelled duty period of a public pharmacy, with the pharmacy's name and
 * place. `live_from` is the instant from which the period is the pharmacy's current or next one (every
 * period of that pharmacy that started earlier has ended), so the periods a visitor can go to at an
 * instant are exactly those whose [live_from, ends_at) contains it: one per pharmacy, read from one
 * index without joining the facilities or comparing a pharmacy's periods (issue 10's benchmark).
 */
export const pharmacyDutyLive = pgTable(
  'pharmacy_duty_live',
  {
    periodId: integer('period_id').primaryKey(),
    facilityId: integer('facility_id').notNull(),
    regionId: integer('region_id'),
    divisionId: integer('division_id'),
    subdivisionId: integer('subdivision_id'),
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    liveFrom: timestamp('live_from', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('duty_live_facility_idx').on(t.facilityId),
    // In the list's order, with every column the list filters on: the page and its count come from the
    // index alone, with no sort.
    index('duty_live_order_idx').on(
      t.startsAt,
      t.name,
      t.facilityId,
      t.endsAt,
      t.liveFrom,
      t.regionId,
      t.divisionId,
      t.subdivisionId,
    ),
    // The same for one region, division or subdivision: a town's list reads only its own entries.
    ...(['regionId', 'divisionId', 'subdivisionId'] as const).map((place) =>
      index(`duty_live_${place.replace('Id', '').toLowerCase()}_order_idx`).on(
        t[place],
        t.startsAt,
        t.name,
        t.facilityId,
        t.endsAt,
        t.liveFrom,
      ),
    ),
  ],
);

/** One back-office change to a facility: who, when, what (updates keep each field's before and after). */
export const facilityHistory = pgTable(
  'facility_history',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: facilityHistoryActions }).notNull(),
    changes: jsonb('changes').$type<FacilityChanges>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('facility_history_facility_idx').on(t.facilityId, t.createdAt)],
);
