/** Looks the suite's expected facilities up in the seeded database, so a case can never expect a record that is not there. */
import { queryRows, type Db } from '@hc/db';
import type { FacilityCategory } from '@hc/shared';
import { sql } from 'drizzle-orm';
import { isPublic } from '../../../lib/directory/facility-sql';
import type { RelevanceCase } from './relevance-cases';
import { foldText, isPlaceIn, type ResolvedFacility } from './relevance-judge';

type PublicFacilityRow = {
  id: number;
  name: string;
  category: FacilityCategory;
  subdivision_en: string | null;
  subdivision_fr: string | null;
  division_en: string | null;
  division_fr: string | null;
};

export type Resolution = { resolved: Map<RelevanceCase, ResolvedFacility>; problems: string[] };

/** Every case naming a facility gets its id, or a problem line saying why not (missing, or which namesakes). */
export async function resolveExpectedFacilities(db: Db, cases: RelevanceCase[]): Promise<Resolution> {
  const rows = await queryRows<PublicFacilityRow>(
    db,
    sql`SELECT f.id, f.name, f.category, sd.name_en AS subdivision_en, sd.name_fr AS subdivision_fr,
        d.name_en AS division_en, d.name_fr AS division_fr
      FROM facilities f
      LEFT JOIN subdivisions sd ON sd.id = f.subdivision_id
      LEFT JOIN divisions d ON d.id = f.division_id
      WHERE ${isPublic}`,
  );
  const byName = new Map<string, PublicFacilityRow[]>();
  for (const row of rows) byName.set(foldText(row.name), [...(byName.get(foldText(row.name)) ?? []), row]);
  const resolved = new Map<RelevanceCase, ResolvedFacility>();
  const problems: string[] = [];
  for (const testCase of cases) {
    const { expect } = testCase;
    if (!('name' in expect)) continue;
    const namesakes = byName.get(foldText(expect.name)) ?? [];
    const matches = expect.in ? namesakes.filter((row) => isPlaceIn(placesOf(row), expect.in!)) : namesakes;
    const [match] = matches;
    if (matches.length === 1 && match) {
      resolved.set(testCase, { id: match.id, category: match.category });
    } else if (matches.length === 0) {
      problems.push(
        `"${testCase.query}": no public facility is named "${expect.name}"${expect.in ? ` in ${expect.in}` : ''}`,
      );
    } else {
      const where = matches.map((row) => row.subdivision_en ?? row.division_en ?? '?').join(', ');
      problems.push(
        `"${testCase.query}": "${expect.name}" names ${matches.length} public facilities (${where}); ${expect.in ? `"${expect.in}" does not tell them apart` : 'set `in`'}`,
      );
    }
  }
  return { resolved, problems };
}

function placesOf(row: PublicFacilityRow) {
  return [
    { nameEn: row.subdivision_en ?? '', nameFr: row.subdivision_fr ?? '' },
    { nameEn: row.division_en ?? '', nameFr: row.division_fr ?? '' },
  ];
}
