/**
 * Search queries nobody asked before (issue 14's cold search): built from the bench's own
 * facilities and towns the way people type them (two words of a name, a name word and the town,
 * a kind of place and the town, a name typed halfway, a one-letter typo), each string used once.
 */
import { queryRows, type Database } from '@hc/db';
import { sql } from 'drizzle-orm';
import { createRandom } from './generate-facilities';

const kinds = ['pharmacie', 'hopital', 'clinique', 'labo', 'pharmacy', 'hospital', 'centre de sante', 'laboratoire'];

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const wordsOf = (text: string) =>
  fold(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1);

/** One typo a person makes: a letter dropped, doubled, or two neighbours swapped. */
function typo(word: string, random: () => number): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  switch (Math.floor(random() * 3)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at);
    default:
      return word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1);
  }
}

export async function novelSearchPaths(database: Database, count: number, seed: number): Promise<string[]> {
  const random = createRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const facilities = await queryRows<{ name: string; town: string; region_id: number }>(
    database.db,
    sql`SELECT f.name, s.name_fr AS town, f.region_id FROM facilities f JOIN subdivisions s ON s.id = f.subdivision_id
      WHERE f.id % 7 = 0 LIMIT 20000`,
  );
  const filters = ['', '', '', 'type=pharmacy', 'type=hospital', 'type=laboratory'];
  const seen = new Set<string>();
  const paths: string[] = [];
  for (let attempts = 0; paths.length < count && attempts < count * 20; attempts++) {
    const facility = pick(facilities);
    const name = wordsOf(facility.name);
    const town = wordsOf(facility.town);
    if (name.length === 0 || town.length === 0) continue;
    const word = pick(name);
    let q: string;
    switch (Math.floor(random() * 5)) {
      case 0:
        q = name.slice(0, 2 + Math.floor(random() * 2)).join(' ');
        break;
      case 1:
        q = `${word} ${pick(town)}`;
        break;
      case 2:
        q = `${pick(kinds)} ${pick(town)}`;
        break;
      case 3: {
        const last = name[Math.min(name.length - 1, 1)]!;
        q = `${name[0]} ${last.slice(0, 3 + Math.floor(random() * 3))}`;
        break;
      }
      default:
        q = word.length >= 5 ? `${typo(word, random)} ${pick(town)}` : `${word} ${pick(town)}`;
    }
    const filter = random() < 0.2 ? `region=${facility.region_id}` : pick(filters);
    const path = `/api/search?q=${encodeURIComponent(q)}${filter ? `&${filter}` : ''}`;
    if (seen.has(path)) continue;
    seen.add(path);
    paths.push(path);
  }
  return paths;
}

/** What people type: prefixes as they type them, and the typos the search must forgive. */
export const searchTerms = [
  'hop',
  'hopi',
  'hopit',
  'hopital',
  'pharm',
  'pharma',
  'pharmacie',
  'labo',
  'labor',
  'cli',
  'clin',
  'clinique',
  'centre de sante',
  'maternite',
  'saint luc',
  'douala',
  'bafoussam',
  'garoua',
  'hopitl',
  'yaunde',
  'pharmacie du marche',
  'laboratoir',
  'clinik',
  'hospitl',
];

export async function searchPaths(database: Database): Promise<string[]> {
  const divisions = await queryRows<{ id: number; region_id: number }>(
    database.db,
    sql`SELECT id, region_id FROM divisions WHERE region_id IN (100, 101) ORDER BY region_id, id`,
  );
  const centre = divisions.filter((d) => d.region_id === 100).map((d) => d.id);
  const littoral = divisions.filter((d) => d.region_id === 101).map((d) => d.id);
  const filters = [
    '',
    'region=100',
    'region=101',
    `region=100&division=${centre.includes(7) ? 7 : (centre[0] ?? 1)}`,
    `region=101&division=${littoral[0] ?? 1}`,
    'type=hospital',
    'type=pharmacy',
    'type=laboratory',
    'region=102&type=pharmacy',
    'limit=10',
  ];
  const paths: string[] = [];
  for (const filter of filters) {
    for (const term of searchTerms)
      paths.push(`/api/search?q=${encodeURIComponent(term)}${filter ? `&${filter}` : ''}`);
  }
  return paths;
}
