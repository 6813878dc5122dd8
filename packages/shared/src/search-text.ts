/**
 * How names are cut into words for search, shared by the server's index and the browser's search of the
 * directory saved for offline use, so both find the same facilities for the same words.
 */
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const NON_WORD = /[^\p{L}\p{N}]+/u;

/** Lower case without accents ("Hôpital" → "hopital", "Œuvre" → "oeuvre"): how every indexed word is kept. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae');
}

/** The folded words of a text; hyphens and apostrophes separate words ("Biyem-Assi" → biyem, assi). */
export function words(text: string): string[] {
  return foldText(text)
    .split(NON_WORD)
    .filter((word) => word.length > 0);
}

/**
 * Grammatical particles: a query needs none of them to match ("pharmacie de biyem" finds
 * "Pharmacie du Carrefour Biyem-Assi"), unless the query is made of nothing else.
 */
export const PARTICLES: ReadonlySet<string> = new Set([
  'a',
  'au',
  'aux',
  'd',
  'de',
  'des',
  'du',
  'en',
  'et',
  'l',
  'la',
  'le',
  'les',
  'and',
  'at',
  'in',
  'of',
  'the',
]);
