/**
 * How alike two names are, by their letters: the one measure the public list's matching (packages/db) and the rota
 * list import (apps/server) share, so that "alike" means the same everywhere.
 */

function bigrams(text: string): Map<string, number> {
  const grams = new Map<string, number>();
  const padded = ` ${text} `;
  for (let i = 0; i < padded.length - 1; i++) {
    const gram = padded.slice(i, i + 2);
    grams.set(gram, (grams.get(gram) ?? 0) + 1);
  }
  return grams;
}

/** Sørensen–Dice coefficient on character pairs (the ends count as a space), 0 to 1. */
export function diceSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const x = bigrams(a);
  const y = bigrams(b);
  let shared = 0;
  let total = 0;
  for (const [gram, count] of x) {
    shared += Math.min(count, y.get(gram) ?? 0);
    total += count;
  }
  for (const count of y.values()) total += count;
  return total === 0 ? 0 : (2 * shared) / total;
}

/**
 * Two names' distinctive words compared in their order and sorted, the better of the two ("Catholique de Bamyanga"
 * and "Bamyanga Catholique" are alike); 0 when either has none.
 */
export function wordsLikeness(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  return Math.max(
    diceSimilarity(a.join(' '), b.join(' ')),
    diceSimilarity([...a].sort().join(' '), [...b].sort().join(' ')),
  );
}
