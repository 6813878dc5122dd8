import { diceSimilarity, wordsLikeness } from '@hc/shared';

/**
 * Facility names compared as people read them: without accents, case or punctuation, and without the words
 * that say what kind of place it is ("Centre de Santé Intégré", "CMA", "Hôpital de District"), which every
 * health centre shares and which tell nothing about which one it is.
 */
const typeWords = new Set([
  'centre', 'center', 'sante', 'health', 'integre', 'integree', 'intergre', 'integrated', 'csi', 'cma', 'cs', 'hd', 'hr', 'hg',
  'medical', 'medicale', 'arrondissement', 'hopital', 'hospital', 'district', 'regional', 'general', 'central',
  'centraux', 'dispensaire', 'dispensary', 'clinic', 'clinique', 'de', 'du', 'des', 'd', 'la', 'le', 'les', 'l', 'et',
  'of', 'the', 'and',
]); // prettier-ignore

/** Lower case, no accents, letters and digits only, one space between words. */
export function plainWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/** The words of a name that tell which place it is ("Allat-Mengack Centre de Santé Integre" -> allat mengack). */
export function distinctiveWords(name: string): string[] {
  return plainWords(name).filter((word) => !typeWords.has(word));
}

/**
 * How alike two facility names are, 0 to 1, on their distinctive words: the better of the words compared in
 * their order and sorted (the list writes "Catholique de Bamyanga", a mapper "Bamyanga Catholique"), and of the
 * shorter name's words found in the longer one ("Bamyanga Marza" holds "Bamyanga"), discounted by what the longer adds.
 * Two names with no distinctive word are not alike (0).
 */
export function nameSimilarity(first: string, second: string): number {
  const a = distinctiveWords(first);
  const b = distinctiveWords(second);
  if (a.length === 0 || b.length === 0) return 0;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  const contained =
    shorter.reduce((sum, word) => sum + Math.max(...longer.map((other) => diceSimilarity(word, other))), 0) /
    shorter.length;
  // A name inside a longer one counts less the more the longer one adds ("Buea" in "Morgue de Buea").
  return Math.max(wordsLikeness(a, b), contained * (0.6 + (0.4 * shorter.length) / longer.length));
}

/** The kind of facility a name says it is, in the public system's terms (null when the name does not say). */
export type NameKind =
  | 'csi'
  | 'cma'
  | 'district'
  | 'regional'
  | 'general'
  | 'hospital'
  | 'health'
  | 'dispensary'
  | 'clinic'
  | 'maternity'
  | 'medical';

const kindPatterns: [NameKind, RegExp][] = [
  ['regional', /\b(hopital regional|regional hospital)\b/],
  ['district', /\b(hopital (de )?dis\w*|district hospital)\b/],
  ['general', /\b(hopital (general|central\w*)|general hospital|hopital gyneco\w*)\b/],
  ['cma', /\b(centre medical d arrondissement|cma)\b/],
  ['csi', /\b(centre de sante int\w*|csi)\b/],
  ['hospital', /\b(hopital|hospital)\b/],
  ['dispensary', /\b(dispensaire|dispensary)\b/],
  ['health', /\b(centre de sante\w*|health cent\w*|cs)\b/],
  ['clinic', /\b(clinique|clinic)\b/],
  ['maternity', /\b(maternite|maternity)\b/],
  ['medical', /\b(centre medical|medical cent\w*|centre medico\w*)\b/],
];

export function nameKind(name: string): NameKind | null {
  const text = plainWords(name).join(' ');
  return kindPatterns.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

/** Kinds the same facility may be called by: a CSI mapped as a "centre de santé", a district hospital as a "hôpital". */
const alikeKinds: Record<NameKind, NameKind[]> = {
  csi: ['csi', 'health', 'dispensary', 'clinic', 'maternity'],
  health: ['csi', 'health', 'dispensary', 'clinic', 'maternity', 'medical'],
  dispensary: ['dispensary', 'health', 'csi', 'clinic', 'maternity'],
  clinic: ['clinic', 'health', 'csi', 'dispensary', 'medical', 'hospital'],
  maternity: ['maternity', 'health', 'csi', 'clinic'],
  cma: ['cma', 'medical'],
  medical: ['medical', 'cma', 'health', 'clinic'],
  district: ['district', 'hospital'],
  regional: ['regional', 'hospital'],
  general: ['general', 'hospital'],
  hospital: ['hospital', 'district', 'regional', 'general', 'clinic'],
};

/** Places near health facilities that are not one: a morgue, a veterinary clinic, a refugee camp's office. */
const notCare =
  /\b(morgue|veterinaire|veterinary|identification|refugies|refugee|camp|nutritionnel|pharmacie|pharmacy|laboratoire|laboratory)\b/;

/** Whether two names may name the same kind of facility (a name that says no kind may be any). */
export function kindsAlike(first: string, second: string): boolean {
  if (notCare.test(plainWords(first).join(' ')) || notCare.test(plainWords(second).join(' '))) return false;
  const a = nameKind(first);
  const b = nameKind(second);
  return a === null || b === null || alikeKinds[a].includes(b);
}
