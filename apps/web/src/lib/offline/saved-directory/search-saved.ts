import {
  SEARCH_LIMIT_DEFAULT,
  type FacilityCategory,
  type FacilitySummary,
  type OfflineFacility,
  type SearchResponse,
  foldText as fold,
  PARTICLES,
  words as wordsOf,
} from '@hc/shared';
import type { SavedDirectory } from './saved-directory';
import { completeness, distanceTo, summaryMaker } from './to-summary';
import { inPlace, intParam, nearParam, type ReadQuery } from './query-params';

const groupOf: Record<FacilityCategory, keyof SearchResponse['data']> = {
  hospital: 'hospitals',
  pharmacy: 'pharmacies',
  laboratory: 'laboratories',
};

/** Ranks as the server does, in short: exact name, name prefix, every word in the name, then the place. */
function rankOf(facility: OfflineFacility, query: string, words: string[], placeWords: string[]): number | null {
  const name = fold(facility.name).trim();
  const nameWords = wordsOf(facility.name);
  const inName = (word: string) => nameWords.some((candidate) => candidate.startsWith(word));
  const inPlaceOrAddress = (word: string) => placeWords.some((candidate) => candidate.startsWith(word));
  if (!words.every((word) => inName(word) || inPlaceOrAddress(word))) return null;
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (words.every(inName)) return 2;
  return 3;
}

/**
 * How well a facility matches the words typed, as the name search ranks it (0 best), or null when it does
 * not: every word (particles aside) must start a word of the name, the place or the address. Shared by
 * the lists' name box offline (list-saved.ts).
 */
export function nameMatcher(
  typed: string,
  placeNames: (facility: OfflineFacility) => string[],
): (facility: OfflineFacility) => number | null {
  const text = fold(typed).trim();
  const all = wordsOf(text);
  const meaningful = all.filter((word) => !PARTICLES.has(word));
  const words = meaningful.length > 0 ? meaningful : all;
  return (facility) =>
    words.length > 0
      ? rankOf(facility, text, words, [...placeNames(facility), facility.address ?? ''].flatMap(wordsOf))
      : null;
}

/**
 * The name search (GET /api/search) answered from the saved copy: every word of the query must start a
 * word of the name, the place or the address. Only the facility types' searches: the copy holds no
 * specialties, tests or doctors (null then, and the page says it cannot search offline).
 */
export function searchSaved(copy: SavedDirectory, query: ReadQuery, now: Date): SearchResponse | null {
  const type = query.type === undefined ? undefined : String(query.type);
  if (type !== undefined && type !== 'hospital' && type !== 'pharmacy' && type !== 'laboratory') return null;
  const limit = intParam(query, 'limit', SEARCH_LIMIT_DEFAULT);
  const page = intParam(query, 'page', 1);
  const near = nearParam(query);
  const maker = summaryMaker(copy, now);
  const match = nameMatcher(String(query.q ?? ''), maker.placeNames);

  const ranked: { facility: OfflineFacility; rank: number; distance: number }[] = [];
  for (const facility of copy.facilities) {
    if (type && facility.category !== type) continue;
    if (!inPlace(facility, query)) continue;
    const rank = match(facility);
    if (rank === null) continue;
    ranked.push({ facility, rank, distance: near ? distanceTo(near, facility) : 0 });
  }
  ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      completeness(b.facility) - completeness(a.facility) ||
      a.distance - b.distance ||
      a.facility.name.localeCompare(b.facility.name) ||
      a.facility.id - b.facility.id,
  );

  const data: SearchResponse['data'] = { hospitals: [], pharmacies: [], laboratories: [] };
  const grouped: Record<keyof SearchResponse['data'], FacilitySummary[]> = data;
  const totals = { hospitals: 0, pharmacies: 0, laboratories: 0 };
  const from = (page - 1) * limit;
  for (const { facility } of ranked) {
    const group = groupOf[facility.category];
    const position = totals[group]++;
    if (position >= from && position < from + limit) grouped[group].push(maker.summary(facility));
  }
  return { data, meta: { page, limit, totals } };
}
