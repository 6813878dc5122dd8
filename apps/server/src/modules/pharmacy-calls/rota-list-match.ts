import { PARTICLES, words, wordsLikeness, type RotaImportCandidate, type RotaImportMatch } from '@hc/shared';

/**
 * Matches the pharmacy names of a published duty list to the directory's pharmacies of its town
 * (docs/decisions/2026-11-28-rota-list-import.md). Names are compared as the directory's search cuts them
 * (`words` of @hc/shared: no case, no accents, hyphens split) on their distinctive words: the particles and
 * the words every pharmacy's name has ("Pharmacie du", "PHCIE") are left out. Pure.
 */

/** A directory pharmacy as the matching sees it; its phone in E.164 when it has a valid one. */
export type DirectoryPharmacy = Omit<RotaImportCandidate, 'facilityId' | 'score' | 'isPhoneMatch'> & { id: number };
export type LineMatch = { match: RotaImportMatch; candidates: RotaImportCandidate[] };

/** Names at least this alike are the same pharmacy when no other comes close (the public list's sure rule). */
export const SURE_SCORE = 0.85;
/** Names at least this alike are shown as candidates. */
export const CANDIDATE_SCORE = 0.5;
/** A sure match must be this far ahead of the next candidate; else staff choose. */
const MARGIN = 0.1;
const MAX_CANDIDATES = 5;

/** Words that say "pharmacy" (and abbreviations lists use) or a company form, not which pharmacy. */
const pharmacyWords: ReadonlySet<string> = new Set([
  'pharmacie', 'pharmacies', 'pharmacy', 'pharma', 'pharm', 'phcie', 'phie', 'pcie', 'ph', 'officine', 'sarl', 'ets',
]); // prettier-ignore

/** The words of a name that tell which pharmacy it is ("PHCIE DU LITTORAL" -> littoral). */
export function distinctiveWords(name: string): string[] {
  const all = words(name);
  const distinctive = all.filter((word) => !PARTICLES.has(word) && !pharmacyWords.has(word));
  return distinctive.length > 0 ? distinctive : all;
}

/** How alike two pharmacy names are, 0 to 1: their distinctive words compared in order and sorted. */
export function pharmacyNameScore(first: string, second: string): number {
  return wordsLikeness(distinctiveWords(first), distinctiveWords(second));
}

const round = (score: number) => Math.round(score * 1000) / 1000;

/**
 * Classifies one line: `matched` when one pharmacy is surely it (its name alike enough and well ahead of
 * any other, or its phone the line's with a name at least alike), `unsure` when some are alike (or share
 * the phone), `unknown` when none is.
 */
export function matchLine(line: { name: string; phone: string | null }, pharmacies: DirectoryPharmacy[]): LineMatch {
  const scored = pharmacies
    .map(({ id, ...pharmacy }) => ({
      ...pharmacy,
      facilityId: id,
      score: round(pharmacyNameScore(line.name, pharmacy.name)),
      isPhoneMatch: line.phone !== null && pharmacy.phone === line.phone,
    }))
    .filter((c) => c.isPhoneMatch || c.score >= CANDIDATE_SCORE)
    .sort(
      (a, b) => Number(b.isPhoneMatch) - Number(a.isPhoneMatch) || b.score - a.score || a.facilityId - b.facilityId,
    );
  const candidates = scored.slice(0, MAX_CANDIDATES);
  const [best, next] = candidates;
  if (!best) return { match: 'unknown', candidates };
  const phoneMatches = scored.filter((c) => c.isPhoneMatch).length;
  if (phoneMatches === 1 && best.isPhoneMatch && best.score >= CANDIDATE_SCORE) return { match: 'matched', candidates };
  const isAhead = !next || next.score <= best.score - MARGIN;
  if (phoneMatches === 0 && best.score >= SURE_SCORE && isAhead) return { match: 'matched', candidates };
  return { match: 'unsure', candidates };
}
