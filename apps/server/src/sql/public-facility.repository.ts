import { tables } from '@hc/db';
import { publicDoctorStatuses, publicFacilityStatuses } from '@hc/shared';
import { and, inArray, isNull, sql, type SQL } from 'drizzle-orm';

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
