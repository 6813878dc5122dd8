import { plainWords } from './name-words';

/**
 * The national public list writes the place first and the kind of facility last ("Allat-Mengack Centre de Santé
 * Integre"). People say and sign it the other way round ("Centre de Santé Intégré d'Allat-Mengack", "CSI
 * Allat-Mengack"): the directory shows that, and keeps the list's own writing and the abbreviation as other names
 * to search by (docs/decisions/2026-11-28-public-list-names.md).
 */
const kinds: { words: string; display: string; short: string | null }[] = [
  { words: 'centre de sante integre', display: 'Centre de Santé Intégré', short: 'CSI' },
  { words: 'centre medical d arrondissement', display: "Centre Médical d'Arrondissement", short: 'CMA' },
  { words: 'hopital de district', display: 'Hôpital de District', short: 'HD' },
  { words: 'hopital regional', display: 'Hôpital Régional', short: 'HR' },
  { words: 'hopital general', display: 'Hôpital Général', short: null },
  { words: 'hopital central', display: 'Hôpital Central', short: null },
  { words: 'centre de sante', display: 'Centre de Santé', short: null },
  { words: 'dispensaire', display: 'Dispensaire', short: null },
  { words: 'hopital', display: 'Hôpital', short: null },
];

/** Words that qualify the facility rather than name its place: "Centre de Santé Catholique d'Atta" reads wrong. */
const qualifiers = new Set([
  'catholique', 'catholic', 'protestant', 'protestante', 'baptist', 'baptiste', 'presbyterian', 'presbyterien',
  'presbyterienne', 'adventist', 'adventiste', 'evangelique', 'islamique', 'publique', 'public', 'prive', 'privee',
  'mission', 'eec', 'epc', 'cbc', 'pcc', 'ad',
]); // prettier-ignore

export type PublicListName = { display: string; aliases: string[] };

/** The displayed name and the other names of a facility of the public list, from its name as written there. */
export function publicListName(written: string): PublicListName {
  const name = written.normalize('NFC').replace(/\s+/g, ' ').trim();
  const words = name.split(' ');
  const plainOfWord = words.map((word) => plainWords(word));
  const plain = plainOfWord.flat();
  for (const kind of kinds) {
    // The kind's words end the name, compared without accents or apostrophes ("d’Arrondissement").
    const kindWords = kind.words.split(' ');
    if (plain.length <= kindWords.length || plain.slice(-kindWords.length).join(' ') !== kind.words) continue;
    let covered = 0;
    let taken = 0;
    while (covered < kindWords.length) covered += plainOfWord[words.length - 1 - taken++]!.length;
    if (covered !== kindWords.length || taken >= words.length) continue;
    let rest = words.slice(0, -taken);
    // "Mekomengona District Hôpital de District" says District twice.
    if (kind.short === 'HD' && rest.length > 1 && plainWords(rest.at(-1)!).join(' ') === 'district')
      rest = rest.slice(0, -1);
    const place = rest.join(' ');
    const first = plainWords(rest[0]!)[0] ?? '';
    const joiner = qualifiers.has(first) ? ' ' : /^[aeiouy]/.test(first) ? " d'" : ' de ';
    const display = `${kind.display}${joiner}${place}`;
    const aliases = [name, ...(kind.short ? [`${kind.short} ${place}`] : [])].filter((alias) => alias !== display);
    return { display, aliases };
  }
  return { display: name, aliases: [] };
}
