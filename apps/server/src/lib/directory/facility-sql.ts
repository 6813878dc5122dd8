import { tables } from '@hc/db';
import { doualaClock, publicDoctorStatuses, publicFacilityStatuses, type TimeWindow, type Weekday } from '@hc/shared';
import { and, inArray, isNull, sql, type SQL } from 'drizzle-orm';

/** Accent- and case-folded text, exactly as the indexed `search_name` columns are built. */
export const normalized = (text: string): SQL => sql`f_unaccent(lower(${text}))`;

/** The normalized text with LIKE's own wildcards escaped, to build patterns from. */
export const likeLiteral = (text: string): SQL =>
  sql`replace(replace(replace(${normalized(text)}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;

/** A LIKE pattern matching the normalized text anywhere. */
export const containsPattern = (text: string): SQL => sql`'%' || ${likeLiteral(text)} || '%'`;

/** Spec 02 §5: list searches are case-insensitive substring matches (accents ignored too). */
export const nameContains = (column: SQL, text: string): SQL => sql`${column} LIKE ${containsPattern(text)}`;

/** Matches a name that contains the text or is a close spelling of it (one-letter typos). */
export const nameMatches = (column: SQL, text: string): SQL =>
  sql`(${column} LIKE ${containsPattern(text)} OR ${normalized(text)} <% ${column})`;

/** 0 exact, 1 starts with, 2 a word starts with, 3 contains, 4 close spelling. */
export const matchRank = (column: SQL, text: string): SQL => sql`CASE
  WHEN ${column} = ${normalized(text)} THEN 0
  WHEN ${column} LIKE ${likeLiteral(text)} || '%' THEN 1
  WHEN ${column} LIKE '% ' || ${likeLiteral(text)} || '%' THEN 2
  WHEN ${column} LIKE ${containsPattern(text)} THEN 3
  ELSE 4 END`;

/**
 * THE rule of what the public sees: a facility whose status is public and that is not archived.
 * `isPublic` is for hand-written SQL over `facilities f`, `publicFacility` for the query builder.
 */
export const isPublic = sql`(f.status IN (${sql.join(
  publicFacilityStatuses.map((s) => sql`${s}`),
  sql`, `,
)}) AND f.archived_at IS NULL)`;

/** A doctor the public sees (verified or active), for hand-written SQL over `doctors dr`. */
export const isPublicDoctor = sql`dr.status IN (${sql.join(
  publicDoctorStatuses.map((s) => sql`${s}`),
  sql`, `,
)})`;

/** The public doctors practising at `f` (hand-written SQL over `facilities f`). */
export const publicDoctorsOf = (columns: SQL): SQL =>
  sql`SELECT ${columns} FROM doctor_facilities df JOIN doctors dr ON dr.id = df.doctor_id
    WHERE df.facility_id = f.id AND ${isPublicDoctor}`;

export const publicFacility: SQL = and(
  inArray(tables.facilities.status, [...publicFacilityStatuses]),
  isNull(tables.facilities.archivedAt),
)!;

const localizedRef = (alias: string) =>
  sql.raw(
    `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object('id', ${alias}.id, 'nameEn', ${alias}.name_en, 'nameFr', ${alias}.name_fr) END`,
  );

/**
 * The columns of a facility summary; `week` decides which duty periods count as "on call". A pharmacy's
 * periods of the week come in one ordered JSON array (one subquery): the first is its `onCallPeriod`.
 */
export const summaryColumns = (week: TimeWindow): SQL => sql`
  f.id, f.name, f.category, f.facility_type, f.address, f.phone, f.email, f.website, f.hours_text,
  f.opening_hours, f.services, f.lat, f.lng, f.rating, f.image_url, f.source,
  f.last_verified_at::text AS last_verified_at, f.updated_at,
  ${localizedRef('r')} AS region, ${localizedRef('d')} AS division, ${localizedRef('sd')} AS subdivision,
  COALESCE((SELECT json_agg(json_build_object('id', s.id, 'nameEn', s.name_en, 'nameFr', s.name_fr) ORDER BY s.name_en)
    FROM facility_specialties fs JOIN specialties s ON s.id = fs.specialty_id WHERE fs.facility_id = f.id), '[]'::json) AS specialties,
  COALESCE((SELECT json_agg(json_build_object('id', t.id, 'nameEn', t.name_en, 'nameFr', t.name_fr) ORDER BY t.name_en)
    FROM facility_tests ft JOIN lab_tests t ON t.id = ft.test_id WHERE ft.facility_id = f.id), '[]'::json) AS tests,
  CASE WHEN f.category = 'pharmacy' THEN (
    SELECT json_agg(json_build_object('startsAt', p.starts_at, 'endsAt', p.ends_at) ORDER BY p.starts_at)
    FROM pharmacy_duty_periods p
    WHERE p.facility_id = f.id AND p.cancelled_at IS NULL AND p.starts_at < ${week.end.toISOString()}::timestamptz AND p.ends_at > ${week.start.toISOString()}::timestamptz
    ) END AS on_call_periods`;

export const summaryFrom = sql`facilities f
  LEFT JOIN regions r ON r.id = f.region_id
  LEFT JOIN divisions d ON d.id = f.division_id
  LEFT JOIN subdivisions sd ON sd.id = f.subdivision_id`;

export const onCallCondition = (week: TimeWindow): SQL => sql`f.category = 'pharmacy' AND EXISTS (
  SELECT 1 FROM pharmacy_duty_periods p WHERE p.facility_id = f.id AND p.cancelled_at IS NULL
  AND p.starts_at < ${week.end.toISOString()}::timestamptz AND p.ends_at > ${week.start.toISOString()}::timestamptz)`;

/** Minutes since midnight of the "HH:MM" field of an opening interval `i` ("24:00" is 1440). */
const intervalMinutes = (field: 'opens' | 'closes') =>
  sql`(split_part(i->>${field}::text, ':', 1)::int * 60 + split_part(i->>${field}::text, ':', 2)::int)`;

/** One day's intervals of `f.opening_hours` (none when the day is absent or not a list). */
const intervalsOf = (day: Weekday) =>
  sql`jsonb_array_elements(CASE WHEN jsonb_typeof(f.opening_hours -> ${day}::text) = 'array' THEN f.opening_hours -> ${day}::text ELSE '[]'::jsonb END) i`;

/**
 * Open at `at`: a pharmacy on duty then (whatever its usual hours), or structured weekly hours that
 * cover it, Africa/Douala time, read as the browser reads them (apps/web/src/lib/opening-hours.ts):
 * intervals half-open, one that closes before it opens runs overnight into the next day. Without
 * structured hours a facility is not known to be open, so it is left out.
 */
export function openAtCondition(at: Date): SQL {
  const { day, yesterday, minutes } = doualaClock(at);
  const now = sql`${minutes}::int`;
  const overnight = sql`${intervalMinutes('closes')} <= ${intervalMinutes('opens')}`;
  const instant = sql`${at.toISOString()}::timestamptz`;
  // The null test first: most facilities have no structured hours, and it spares them the JSON reads.
  return sql`((f.opening_hours IS NOT NULL AND (EXISTS (SELECT 1 FROM ${intervalsOf(day)}
      WHERE ${intervalMinutes('opens')} <= ${now} AND (${overnight} OR ${now} < ${intervalMinutes('closes')}))
    OR EXISTS (SELECT 1 FROM ${intervalsOf(yesterday)} WHERE ${overnight} AND ${now} < ${intervalMinutes('closes')})))
    OR (f.category = 'pharmacy' AND EXISTS (SELECT 1 FROM pharmacy_duty_periods p WHERE p.facility_id = f.id
      AND p.cancelled_at IS NULL AND p.starts_at <= ${instant} AND p.ends_at > ${instant})))`;
}

/** A specialty or test given by id or by its English or French name. */
export const referenceMatches = (alias: string, value: string): SQL =>
  /^\d+$/.test(value)
    ? sql`${sql.raw(alias)}.id = ${Number(value)}`
    : sql`(lower(${sql.raw(alias)}.name_en) = lower(${value}) OR lower(${sql.raw(alias)}.name_fr) = lower(${value}))`;

export const whereAll = (conditions: SQL[]): SQL => sql.join(conditions, sql` AND `);
