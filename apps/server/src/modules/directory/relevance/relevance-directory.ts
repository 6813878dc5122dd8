/** Looks the suite's expected facilities up in the seeded database, so a case can never expect a record that is not there. */
import { tables, type Db } from '@hc/db';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isPublic } from '../../../sql/public-facility.repository';
import type { RelevanceCase } from './relevance-cases';
import { foldText, isPlaceIn, type ResolvedFacility } from './relevance-judge';

/** `isPublic` is written over `facilities f`. */
const f = alias(tables.facilities, 'f');
const { subdivisions, divisions } = tables;

function selectPublicFacilities(db: Db) {
  return db
    .select({
      id: f.id,
      name: f.name,
      category: f.category,
      source: f.source,
      subdivisionEn: subdivisions.nameEn,
      subdivisionFr: subdivisions.nameFr,
      divisionEn: divisions.nameEn,
      divisionFr: divisions.nameFr,
    })
    .from(f)
    .leftJoin(subdivisions, eq(subdivisions.id, f.subdivisionId))
    .leftJoin(divisions, eq(divisions.id, f.divisionId))
    .where(isPublic);
}
type PublicFacility = Awaited<ReturnType<typeof selectPublicFacilities>>[number];

export type Resolution = { resolved: Map<RelevanceCase, ResolvedFacility>; problems: string[] };

/** Every case naming a facility gets its id, or a problem line saying why not (missing, or which namesakes). */
export async function resolveExpectedFacilities(db: Db, cases: RelevanceCase[]): Promise<Resolution> {
  const rows = await selectPublicFacilities(db);
  const byName = new Map<string, PublicFacility[]>();
  for (const row of rows) byName.set(foldText(row.name), [...(byName.get(foldText(row.name)) ?? []), row]);
  const resolved = new Map<RelevanceCase, ResolvedFacility>();
  const problems: string[] = [];
  for (const testCase of cases) {
    const { expect } = testCase;
    if (!('name' in expect)) continue;
    const namesakes = byName.get(foldText(expect.name)) ?? [];
    const matches = namesakes.filter(
      (row) => (!expect.in || isPlaceIn(placesOf(row), expect.in)) && (!expect.source || row.source === expect.source),
    );
    const [match] = matches;
    if (matches.length === 1 && match) {
      resolved.set(testCase, { id: match.id, category: match.category });
    } else if (matches.length === 0) {
      problems.push(
        `"${testCase.query}": no public facility is named "${expect.name}"${expect.in ? ` in ${expect.in}` : ''}`,
      );
    } else {
      const where = matches.map((row) => row.subdivisionEn ?? row.divisionEn ?? '?').join(', ');
      problems.push(
        `"${testCase.query}": "${expect.name}" names ${matches.length} public facilities (${where}); ${expect.in ? `"${expect.in}" does not tell them apart` : 'set `in`'}`,
      );
    }
  }
  return { resolved, problems };
}

function placesOf(row: PublicFacility) {
  return [
    { nameEn: row.subdivisionEn ?? '', nameFr: row.subdivisionFr ?? '' },
    { nameEn: row.divisionEn ?? '', nameFr: row.divisionFr ?? '' },
  ];
}
