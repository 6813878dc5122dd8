import { distanceMetres } from './nearest-place';
import { kindsAlike, nameSimilarity, plainWords } from './name-words';

/** A facility of the public list, as the matching sees it. */
export type ListEntry = { key: string; name: string; regionId: number | null; lat: number | null; lng: number | null };
/** An OpenStreetMap facility, as the matching sees it (only hospitals and clinics can be the list's facilities). */
export type MappedEntry = ListEntry & { facilityType: string };

export type MatchPair = { listKey: string; mappedKey: string; similarity: number; distanceMetres: number | null };
export type Matching = {
  /** One to one: the same facility, merged by the import. */
  sure: MatchPair[];
  /** Alike, not surely the same: both kept, shown to staff on the possible-duplicates screen. */
  unsure: MatchPair[];
  /** Entries of the list with the same name in the same region: kept apart, shown to staff. */
  sameName: { firstKey: string; secondKey: string; distanceMetres: number | null }[];
};

/**
 * The thresholds, from the 173 pairs the list's copy found itself (`overlap-with-osm.csv`, about 37 of 40 right)
 * and the positions the list gives (often the village's): docs/decisions/2026-11-28-public-list-import.md.
 */
export const SURE_SIMILARITY = 0.85;
export const SURE_DISTANCE_METRES = 5_000;
export const UNSURE_SIMILARITY = 0.6;
export const UNSURE_DISTANCE_METRES = 10_000;

/** OpenStreetMap kinds a public health facility may have been mapped as (never a pharmacy, laboratory or dentist). */
const compatibleMappedTypes = new Set(['Hospital', 'Clinic', 'Maternity Center']);

const between = (a: ListEntry, b: ListEntry) =>
  a.lat === null || a.lng === null || b.lat === null || b.lng === null
    ? null
    : distanceMetres(a.lat, a.lng, b.lat, b.lng);

const isSure = (pair: MatchPair) =>
  pair.distanceMetres !== null && pair.distanceMetres <= SURE_DISTANCE_METRES && pair.similarity >= SURE_SIMILARITY;

/**
 * Pairs the list's facilities with OpenStreetMap's: by distinctive name words, distance and kind, one to one
 * (the most alike and nearest pairs first). `known` pairs (the overlap file) that the rules do not find sure
 * are at least shown to staff.
 */
export function matchPublicList(
  list: ListEntry[],
  mapped: MappedEntry[],
  known: { listKey: string; mappedKey: string }[] = [],
): Matching {
  const candidates = mapped.filter((entry) => compatibleMappedTypes.has(entry.facilityType));
  const pairs: MatchPair[] = [];
  for (const entry of list) {
    for (const other of candidates) {
      const distance = between(entry, other);
      // Without a position on either side, only the same region can tell: the name must then be the same.
      if (distance === null ? entry.regionId !== other.regionId : distance > UNSURE_DISTANCE_METRES) continue;
      // Many facilities of a town carry its name: a district hospital and the town's CSI are two places.
      if (!kindsAlike(entry.name, other.name)) continue;
      const similarity = nameSimilarity(entry.name, other.name);
      if (similarity < (distance === null ? SURE_SIMILARITY : UNSURE_SIMILARITY)) continue;
      pairs.push({ listKey: entry.key, mappedKey: other.key, similarity, distanceMetres: distance });
    }
  }
  const byKey = new Map(pairs.map((pair) => [`${pair.listKey} ${pair.mappedKey}`, pair]));
  for (const pair of known) {
    if (byKey.has(`${pair.listKey} ${pair.mappedKey}`)) continue;
    const entry = list.find((e) => e.key === pair.listKey);
    const other = candidates.find((e) => e.key === pair.mappedKey);
    if (!entry || !other) continue;
    const added = {
      ...pair,
      similarity: nameSimilarity(entry.name, other.name),
      distanceMetres: between(entry, other),
    };
    pairs.push(added);
    byKey.set(`${pair.listKey} ${pair.mappedKey}`, added);
  }
  pairs.sort(
    (a, b) =>
      Number(isSure(b)) - Number(isSure(a)) ||
      b.similarity - a.similarity ||
      (a.distanceMetres ?? Infinity) - (b.distanceMetres ?? Infinity) ||
      a.listKey.localeCompare(b.listKey) ||
      a.mappedKey.localeCompare(b.mappedKey),
  );
  const taken = new Set<string>();
  const sure: MatchPair[] = [];
  const unsure: MatchPair[] = [];
  for (const pair of pairs) {
    const list = `l ${pair.listKey}`;
    const map = `m ${pair.mappedKey}`;
    if (isSure(pair) && !taken.has(list) && !taken.has(map)) {
      sure.push(pair);
      taken.add(list).add(map);
    }
  }
  const unsureSeen = new Set<string>();
  for (const pair of pairs) {
    if (taken.has(`l ${pair.listKey}`) || taken.has(`m ${pair.mappedKey}`)) continue;
    // At most one suggestion for each facility of the list: its best.
    if (unsureSeen.has(pair.listKey)) continue;
    unsureSeen.add(pair.listKey);
    unsure.push(pair);
  }
  return { sure, unsure, sameName: sameNames(list) };
}

function sameNames(list: ListEntry[]): Matching['sameName'] {
  const groups = new Map<string, ListEntry[]>();
  for (const entry of list) {
    const key = `${entry.regionId} ${plainWords(entry.name).join(' ')}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return [...groups.values()].flatMap((group) =>
    group
      .slice(1)
      .map((entry) => ({ firstKey: group[0]!.key, secondKey: entry.key, distanceMetres: between(group[0]!, entry) })),
  );
}
