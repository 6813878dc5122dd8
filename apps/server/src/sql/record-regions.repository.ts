import { tables, type Db } from '@hc/db';
import { eq, sql } from 'drizzle-orm';

const {
  facilities,
  pharmacyDutyPeriods,
  facilityCorrections,
  bookings,
  payments,
  claims,
  dutyRotas,
  divisions,
  subdivisions,
  facilityClaims,
  facilityManagers,
} = tables;

/** The record's region: a number, null when it has none, undefined when there is no such record. */
type RegionLookup = (db: Db, id: number) => Promise<number | null | undefined>;

const firstRegion = async (rows: Promise<{ regionId: number | null }[]>) => (await rows)[0]?.regionId;

const facilityRegion: RegionLookup = (db, id) =>
  firstRegion(db.select({ regionId: facilities.regionId }).from(facilities).where(eq(facilities.id, id)));
// Bookings keep the place of their facility; payments and claims are their booking's.
const bookingRegion: RegionLookup = (db, id) =>
  firstRegion(db.select({ regionId: bookings.regionId }).from(bookings).where(eq(bookings.id, id)));

/** The records whose region decides whether a region-limited account may read or change them. */
export const regionOfRecord = {
  facility: facilityRegion,
  'duty-period': (db, id) =>
    firstRegion(
      db
        .select({ regionId: facilities.regionId })
        .from(pharmacyDutyPeriods)
        .innerJoin(facilities, eq(facilities.id, pharmacyDutyPeriods.facilityId))
        .where(eq(pharmacyDutyPeriods.id, id)),
    ),
  correction: (db, id) =>
    firstRegion(
      db
        .select({ regionId: facilities.regionId })
        .from(facilityCorrections)
        .innerJoin(facilities, eq(facilities.id, facilityCorrections.facilityId))
        .where(eq(facilityCorrections.id, id)),
    ),
  booking: bookingRegion,
  payment: (db, id) =>
    firstRegion(
      db
        .select({ regionId: bookings.regionId })
        .from(payments)
        .innerJoin(bookings, eq(bookings.id, payments.bookingId))
        .where(eq(payments.id, id)),
    ),
  claim: (db, id) =>
    firstRegion(
      db
        .select({ regionId: bookings.regionId })
        .from(claims)
        .innerJoin(bookings, eq(bookings.id, claims.bookingId))
        .where(eq(claims.id, id)),
    ),
  // Issue 35: a claim and a manager link are their facility's.
  facilityClaim: (db, id) =>
    firstRegion(
      db
        .select({ regionId: facilities.regionId })
        .from(facilityClaims)
        .innerJoin(facilities, eq(facilities.id, facilityClaims.facilityId))
        .where(eq(facilityClaims.id, id)),
    ),
  facilityManager: (db, id) =>
    firstRegion(
      db
        .select({ regionId: facilities.regionId })
        .from(facilityManagers)
        .innerJoin(facilities, eq(facilities.id, facilityManagers.facilityId))
        .where(eq(facilityManagers.id, id)),
    ),
  // A rota's place is a division or one subdivision (whose division then decides).
  rota: (db, id) =>
    firstRegion(
      db
        .select({ regionId: divisions.regionId })
        .from(dutyRotas)
        .leftJoin(subdivisions, eq(subdivisions.id, dutyRotas.subdivisionId))
        .innerJoin(divisions, eq(divisions.id, sql`COALESCE(${dutyRotas.divisionId}, ${subdivisions.divisionId})`))
        .where(eq(dutyRotas.id, id)),
    ),
} satisfies Record<string, RegionLookup>;

/** The places a body may name, and how to find their region (a region is its own). */
export const regionOfPlace = {
  regionId: null,
  facilityId: facilityRegion,
  divisionId: (db, id) =>
    firstRegion(db.select({ regionId: divisions.regionId }).from(divisions).where(eq(divisions.id, id))),
  bookingId: bookingRegion,
  subdivisionId: (db, id) =>
    firstRegion(
      db
        .select({ regionId: divisions.regionId })
        .from(subdivisions)
        .innerJoin(divisions, eq(divisions.id, subdivisions.divisionId))
        .where(eq(subdivisions.id, id)),
    ),
} satisfies Record<string, RegionLookup | null>;
