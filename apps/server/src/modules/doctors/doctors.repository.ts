import { queryRows, type Db } from '@hc/db';
import type { Doctor, DoctorListQuery, ListMeta } from '@hc/shared';
import { sql, type SQL } from 'drizzle-orm';
import { isPublic, nameContains, referenceMatches, whereAll } from '../../lib/directory/facility-sql';

export async function listDoctors(db: Db, query: DoctorListQuery): Promise<{ data: Doctor[]; meta: ListMeta }> {
  // A doctor is public through the public facility they practise at.
  const conditions: SQL[] = [isPublic];
  if (query.specialty) conditions.push(referenceMatches('s', query.specialty));
  if (query.hospital) conditions.push(sql`f.id = ${query.hospital}`);
  if (query.region) conditions.push(sql`f.region_id = ${query.region}`);
  if (query.query) conditions.push(nameContains(sql`dr.search_name`, query.query));
  const where = whereAll(conditions);
  const from = sql`doctors dr JOIN facilities f ON f.id = dr.facility_id LEFT JOIN specialties s ON s.id = dr.specialty_id`;
  const [rows, count] = await Promise.all([
    queryRows(
      db,
      sql`SELECT dr.id, dr.name, f.id AS facility_id, f.name AS facility_name,
        s.id AS specialty_id, s.name_en, s.name_fr
      FROM ${from} WHERE ${where} ORDER BY dr.name, dr.id
      LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
    ),
    queryRows(db, sql`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`),
  ]);
  type Row = {
    id: number;
    name: string;
    facility_id: number;
    facility_name: string;
    specialty_id: number | null;
    name_en: string | null;
    name_fr: string | null;
  };
  return {
    data: (rows as Row[]).map((r) => ({
      id: r.id,
      name: r.name,
      specialty:
        r.specialty_id === null ? null : { id: r.specialty_id, nameEn: r.name_en ?? '', nameFr: r.name_fr ?? '' },
      facility: { id: r.facility_id, name: r.facility_name },
    })),
    meta: { total: (count[0] as { total: number }).total, page: query.page, pageSize: query.pageSize },
  };
}
