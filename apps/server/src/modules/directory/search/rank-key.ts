/**
 * The part of a facility's rank key before distance and name (runIndexQuery's ranking, lowest first):
 * a typo, the tier (0 the name is the query, 1 it starts with it, 2 every word in the name, 3 a word matched
 * elsewhere), for tier 3 the share of the query's weight found in the name, then the record's completeness.
 */
export function primaryRank(
  typos: number,
  tier: number,
  nameWeight: number,
  totalWeight: number,
  completeness: number,
): number {
  const ratio = nameWeight / totalWeight;
  const share = tier < 3 ? 0 : ratio >= 0.5 ? 0 : ratio > 0 ? 1 : 2;
  return ((typos * 4 + tier) * 3 + share) * 4 + (3 - completeness);
}

/** The primary rank of a name starting with the query (typos 0, tier 1) with a complete record: none left in a list of such names ranks better. */
export const TIER_1_BEST = primaryRank(0, 1, 0, 1, 3);

/** The best primary rank a facility of tier 2 or worse can have, as typed or with a typo. */
export const tier2Best = (typos: number) => primaryRank(typos, 2, 0, 1, 3);
