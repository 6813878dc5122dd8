/** Pure rules of the relevance suite: how a case's answer is judged and how a miss is told. */
import type { FacilityCategory, FacilitySummary, LocalizedRef, SearchResults } from '@hc/shared';
import type { RelevanceCase } from './relevance-cases';

export const TOP = 3;

const groups: Record<FacilityCategory, keyof SearchResults> = {
  hospital: 'hospitals',
  pharmacy: 'pharmacies',
  laboratory: 'laboratories',
};

/** Lower case without accents or repeated spaces: "Hôpital  Général" and "hopital general" compare equal. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

type PlaceNames = Pick<LocalizedRef, 'nameEn' | 'nameFr'>;

/** A place "is in" a town when one of its names contains the town's: "Douala" covers "Douala 1er" and "Douala I". */
export function isPlaceIn(places: (PlaceNames | null)[], town: string): boolean {
  const wanted = foldText(town);
  return places.some((place) => place && [place.nameEn, place.nameFr].some((name) => foldText(name).includes(wanted)));
}

/** The facility an expectation names, once looked up in the database. */
export type ResolvedFacility = { id: number; category: FacilityCategory };

export type Verdict = { isHit: boolean; top: FacilitySummary[] };

export function judgeCase(testCase: RelevanceCase, results: SearchResults, expected?: ResolvedFacility): Verdict {
  const { expect } = testCase;
  if ('name' in expect) {
    if (!expected) return { isHit: false, top: [] };
    const top = results[groups[expected.category]].slice(0, TOP);
    return { isHit: top.some((f) => f.id === expected.id), top };
  }
  const top = results[groups[expect.category]].slice(0, TOP);
  const allInTown = top.every((f) => isPlaceIn([f.subdivision, f.division, f.region], expect.allIn));
  return { isHit: top.length >= expect.atLeast && allInTown, top };
}

const placeOf = (f: FacilitySummary) => f.subdivision?.nameEn ?? f.division?.nameEn ?? f.region?.nameEn ?? '?';

/** One line a reader can act on: the query, what was wanted, and what came first instead. */
export function describeMiss(testCase: RelevanceCase, verdict: Verdict): string {
  const { expect } = testCase;
  const type = testCase.type ? ` (type=${testCase.type})` : '';
  const wanted =
    'name' in expect
      ? `"${expect.name}"${expect.in ? ` in ${expect.in}` : ''} in the top ${TOP}`
      : `the top ${TOP} ${groups[expect.category]} all in ${expect.allIn}, at least ${expect.atLeast}`;
  const got = verdict.top.length > 0 ? verdict.top.map((f) => `${f.name} (${placeOf(f)})`).join('; ') : 'nothing';
  return `"${testCase.query}"${type}: wanted ${wanted}; got ${got} [${testCase.note}]`;
}
