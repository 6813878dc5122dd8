import { plainWords } from './name-words';

/**
 * What OpenStreetMap maps as a health place but is no place of care for people (issue 34: "veterinary pharmacies,
 * morgues, a healer and administrative offices are listed"): imported out of the public directory (suspended, with
 * the reason), where staff see it and can put it back. docs/decisions/2026-11-28-osm-record-rules.md.
 */
const notCarePatterns: [RegExp, string][] = [
  [/\b(veterinaire|veterinaires|veterinary|vet)\b/, 'veterinary'],
  [/\bmorgue\b/, 'morgue'],
  [/\b(guerisseur|guerriseur|healer)\b/, 'traditional healer'],
  [
    /\b(poste d identification|bureau regional|delegation regionale|delegation departementale)\b/,
    'administrative office',
  ],
];

/** Why a record is no place of care for people, or null. */
export function notCareReason(name: string): string | null {
  const text = plainWords(name).join(' ');
  return notCarePatterns.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** Names that say only what the place is ("Centre de santé", "Pharmacie"): 70 "Centre de santé" alone. */
const genericNames = new Set([
  'centre de sante',
  'centre medical',
  'cabinet medical',
  'cabinet dentaire',
  'clinique',
  'clinic',
  'health center',
  'health centre',
  'integrated health center',
  'centre de sante integre',
  'hopital',
  'hospital',
  'hopital de district',
  'dispensaire',
  'pharmacie',
  'pharmacy',
  'laboratoire',
]);

/**
 * A name that says where the place is: a generic one gets its subdivision (or division) after a comma
 * ("Centre de santé, Yaoundé IV"); any other is kept as mapped.
 */
export function nameWithPlace(name: string, place: string | null): string {
  if (!place || !genericNames.has(plainWords(name).join(' '))) return name;
  return `${name}, ${place}`;
}
