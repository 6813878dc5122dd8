import { tables, type Db } from '@hc/db';
import { publicDoctorStatuses, type Doctor, type DoctorListQuery, type ListMeta } from '@hc/shared';
import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { publicFacility } from '../../sql/public-facility.repository';
import { nameContains } from '../../sql/text-match.repository';

const { doctorFacilities, doctors, facilities, specialties } = tables;

/** A specialty given by id or by its English or French name (any case). */
function specialtyMatches(value: string): SQL | undefined {
  if (/^\d+$/.test(value)) return eq(specialties.id, Number(value));
  return or(sql`lower(${specialties.nameEn}) = lower(${value})`, sql`lower(${specialties.nameFr}) = lower(${value})`);
}

export async function listDoctors(db: Db, query: DoctorListQuery): Promise<{ data: Doctor[]; meta: ListMeta }> {
  // A verified or active doctor is public through each public facility they practise at (one row each).
  const where = and(
    publicFacility,
    inArray(doctors.status, [...publicDoctorStatuses]),
    query.specialty ? specialtyMatches(query.specialty) : undefined,
    query.hospital ? eq(facilities.id, query.hospital) : undefined,
    query.region ? eq(facilities.regionId, query.region) : undefined,
    query.query ? nameContains(sql`${doctors.searchName}`, query.query) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: doctors.id,
        name: doctors.name,
        facilityId: facilities.id,
        facilityName: facilities.name,
        specialtyId: specialties.id,
        specialtyEn: specialties.nameEn,
        specialtyFr: specialties.nameFr,
      })
      .from(doctors)
      .innerJoin(doctorFacilities, eq(doctorFacilities.doctorId, doctors.id))
      .innerJoin(facilities, eq(facilities.id, doctorFacilities.facilityId))
      .leftJoin(specialties, eq(specialties.id, doctors.specialtyId))
      .where(where)
      .orderBy(asc(doctors.name), asc(doctors.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(doctors)
      .innerJoin(doctorFacilities, eq(doctorFacilities.doctorId, doctors.id))
      .innerJoin(facilities, eq(facilities.id, doctorFacilities.facilityId))
      .leftJoin(specialties, eq(specialties.id, doctors.specialtyId))
      .where(where),
  ]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      name: r.name,
      specialty:
        r.specialtyId === null ? null : { id: r.specialtyId, nameEn: r.specialtyEn ?? '', nameFr: r.specialtyFr ?? '' },
      facility: { id: r.facilityId, name: r.facilityName },
    })),
    meta: { total: counted?.total ?? 0, page: query.page, pageSize: query.pageSize },
  };
}
