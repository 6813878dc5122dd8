/**
 * The search relevance suite (issue 14): queries people type, each with the answer any of them would expect.
 * They run against the directory `npm start` serves (the OpenStreetMap reference import plus the demo directory),
 * so every expected facility is a real record of that data; relevance.test.ts fails when one does not resolve.
 */
import type { FacilityCategory, FacilitySource, SearchType } from '@hc/shared';

export type RelevanceExpectation =
  /** This facility is among the first 3 of its category group; `in` (a subdivision or division) picks it among namesakes. */
  | {
      name: string;
      in?: string;
      /** Picks among namesakes by origin: a place both sources list, kept twice until staff merge the pair. */
      source?: FacilitySource;
    }
  /**
   * A place query: the first 3 of this group are all in the town (a region, division or subdivision whose English
   * or French name contains it, accents ignored), and there are at least `atLeast` of them.
   */
  | { category: FacilityCategory; allIn: string; atLeast: number };

export type RelevanceCase = {
  query: string;
  type?: SearchType;
  /** "lat,lng" of the person searching. */
  near?: string;
  expect: RelevanceExpectation;
  /**
   * "nearest": the query matches nothing in the directory, and the expectation is judged on the alternatives the
   * answer offers instead (`nearest`, issue 34), grouped as the results are.
   */
  answer?: 'nearest';
  note: string;
};

const exactNames: RelevanceCase[] = [
  { query: 'Hôpital Laquintinie', expect: { name: 'Hôpital Laquintinie' }, note: 'the public hospital of Douala' },
  { query: 'Hôpital Général de Douala', expect: { name: 'Hôpital Général de Douala' }, note: 'exact name' },
  { query: 'Hôpital Jamot', expect: { name: 'Hôpital Jamot' }, note: 'short exact name' },
  { query: 'Mboppi Baptist Hospital', expect: { name: 'Mboppi Baptist Hospital' }, note: 'exact English name' },
  { query: 'Wouri Riverside Hospital', expect: { name: 'Wouri Riverside Hospital' }, note: 'exact demo name' },
  {
    query: "Pharmacie de l'Étoile d'Omnisport",
    expect: { name: "Pharmacie de l'Étoile d'Omnisport" },
    note: 'exact name with apostrophes and accents',
  },
  {
    query: 'Laboratoire Bio-Santé Bonanjo',
    expect: { name: 'Laboratoire Bio-Santé Bonanjo' },
    note: 'exact name with a hyphen',
  },
  { query: 'Buea Regional Hospital', expect: { name: 'Buea Regional Hospital' }, note: 'exact English name' },
  { query: 'Pharmacie Makepe', expect: { name: 'Pharmacie Makepe' }, note: 'exact name that starts a longer one' },
];

const accentsAndCase: RelevanceCase[] = [
  {
    query: 'hopital general de yaounde',
    expect: { name: 'Hôpital général de Yaoundé' },
    note: 'no accents, lower case',
  },
  { query: 'hopital les roniers', expect: { name: 'Hôpital Les Rôniers de Douala' }, note: 'no circumflex' },
  {
    query: 'maternite bonne naissance',
    expect: { name: 'Maternité Bonne Naissance de Biyem-Assi' },
    note: 'no acute accent',
  },
  { query: 'pharmacie de la benoue', expect: { name: 'Pharmacie de la Bénoué' }, note: 'no accents' },
  { query: "CENTRE HOSPITALIER D'ESSOS", expect: { name: "Centre Hospitalier d'Essos" }, note: 'all capitals' },
  {
    query: "laboratoire medical de l'adamaoua",
    expect: { name: "Laboratoire Médical de l'Adamaoua" },
    note: 'no accents, lower case',
  },
  {
    query: 'HOPITAL REGIONAL DE BAFOUSSAM',
    expect: { name: 'Hôpital régional de Bafoussam' },
    note: 'capitals without accents',
  },
  { query: 'pharmacie oceane de kribi', expect: { name: 'Pharmacie Océane de Kribi' }, note: 'no accents' },
  {
    query: 'Hôpital Régional de Limbé',
    expect: { name: 'Hôpital régional de limbe' },
    note: 'accents the record itself lacks',
  },
];

const typos: RelevanceCase[] = [
  { query: 'hopital laquintine', expect: { name: 'Hôpital Laquintinie' }, note: 'typo: a letter missing' },
  { query: 'mboppi baptist hospitl', expect: { name: 'Mboppi Baptist Hospital' }, note: 'typo: a letter missing' },
  { query: 'pharmacie ndokotti', expect: { name: 'Pharmacie du Carrefour Ndokoti' }, note: 'typo: a letter doubled' },
  { query: 'medialb kotto', expect: { name: 'Medilab Kotto' }, note: 'typo: two letters swapped' },
  { query: 'hopital jamott', expect: { name: 'Hôpital Jamot' }, note: 'typo: a letter doubled' },
  { query: 'palmeirs essos', expect: { name: "Clinique Les Palmiers d'Essos" }, note: 'typo: two letters swapped' },
  {
    query: 'pharmacie bougainviliers',
    expect: { name: 'Pharmacie Les Bougainvilliers de Mokolo' },
    note: 'typo: a letter missing',
  },
  { query: 'hopital benoue esperence', expect: { name: 'Hôpital Bénoué Espérance' }, note: 'typo: a wrong letter' },
  { query: 'wouri riverside hospial', expect: { name: 'Wouri Riverside Hospital' }, note: 'typo: a letter missing' },
];

const nameWordAndPlace: RelevanceCase[] = [
  { query: 'hopital bastos', expect: { name: 'Hôpital Les Collines de Bastos' }, note: 'category word + quarter' },
  { query: 'clinique essos', expect: { name: "Clinique Les Palmiers d'Essos" }, note: 'category word + quarter' },
  { query: 'pharmacie deido', expect: { name: 'Pharmacie du Rond-Point Deido' }, note: 'category word + quarter' },
  {
    query: 'pharmacie biyem',
    expect: { name: 'Pharmacie du Carrefour Biyem-Assi' },
    note: 'half of a hyphenated quarter',
  },
  { query: 'hopital mimboman', expect: { name: 'Hôpital Les Acacias de Mimboman' }, note: 'category word + quarter' },
  { query: 'labo ngousso', expect: { name: 'Laboratoire Biomédical de Ngousso' }, note: 'abbreviation + quarter' },
  {
    query: 'pharmacie emana',
    expect: { name: "Pharmacie Sainte-Espérance d'Emana" },
    note: 'quarter after an apostrophe',
  },
  {
    query: 'pharmacie bonaberi',
    expect: { name: 'Pharmacie Les Lauriers de Bonabéri' },
    note: 'quarter without its accent',
  },
  { query: 'laquintinie douala', expect: { name: 'Hôpital Laquintinie' }, note: 'name word + city' },
  {
    query: 'maternite biyem assi',
    expect: { name: 'Maternité Bonne Naissance de Biyem-Assi' },
    note: 'hyphenated quarter typed as two words',
  },
  { query: 'pharmacie missoke', expect: { name: 'Pharmacie Makepe Missoké' }, note: 'last word of the name' },
  {
    query: 'hopital district deido',
    expect: { name: 'Hôpital de District de DEIDO', source: 'osm' },
    note: 'words of the name',
  },
  { query: 'ad lucem logbessou', expect: { name: 'Ad Lucem Hospital Logbessou' }, note: 'words of the name' },
];

const categoryAndTown: RelevanceCase[] = [
  {
    query: 'pharmacie bamenda',
    expect: { category: 'pharmacy', allIn: 'Bamenda', atLeast: 1 },
    note: 'its one pharmacy is named in English',
  },
  {
    query: 'labo douala',
    expect: { category: 'laboratory', allIn: 'Douala', atLeast: 2 },
    note: 'both Douala laboratories',
  },
  { query: 'hopital garoua', expect: { category: 'hospital', allIn: 'Garoua', atLeast: 3 }, note: 'city' },
  { query: 'pharmacie yaounde', expect: { category: 'pharmacy', allIn: 'Yaoundé', atLeast: 3 }, note: 'capital' },
  { query: 'clinique douala', expect: { category: 'hospital', allIn: 'Douala', atLeast: 3 }, note: 'city' },
  { query: 'pharmacie maroua', expect: { category: 'pharmacy', allIn: 'Maroua', atLeast: 3 }, note: 'city' },
  {
    query: 'laboratoire yaounde',
    expect: { category: 'laboratory', allIn: 'Yaoundé', atLeast: 3 },
    note: 'capital',
  },
  { query: 'hopital bafoussam', expect: { category: 'hospital', allIn: 'Bafoussam', atLeast: 3 }, note: 'city' },
  {
    query: 'pharmacie ngaoundere',
    expect: { category: 'pharmacy', allIn: 'Ngaoundéré', atLeast: 3 },
    note: 'city without accents',
  },
  { query: 'pharmacie kribi', expect: { category: 'pharmacy', allIn: 'Kribi', atLeast: 2 }, note: 'small town' },
];

const english: RelevanceCase[] = [
  {
    query: 'chu yaounde',
    expect: { name: 'Centre Hospitalier Universitaire' },
    note: 'CHU spelled out in the name (issue 34)',
  },
  { query: 'hr bamenda', expect: { name: 'Bamenda Regional Hospital' }, note: 'HR for a regional hospital (issue 34)' },
  {
    query: 'st francis hospital bamenda',
    expect: { name: 'Saint Francis Hospital' },
    note: 'a saint abbreviated (issue 34)',
  },
  { query: 'hospital buea', expect: { category: 'hospital', allIn: 'Buea', atLeast: 3 }, note: 'English, town' },
  { query: 'pharmacy limbe', expect: { category: 'pharmacy', allIn: 'Limbé', atLeast: 3 }, note: 'English, town' },
  {
    query: 'laboratory limbe',
    expect: { category: 'laboratory', allIn: 'Limbé', atLeast: 3 },
    note: 'English, town',
  },
  {
    query: 'regional hospital bamenda',
    expect: { name: 'Bamenda Regional Hospital' },
    note: 'English words in another order',
  },
  { query: 'mount fako buea', expect: { name: 'Mount Fako Medical Centre' }, note: 'English name + town' },
  { query: 'pharmacy down beach', expect: { name: 'Down Beach Pharmacy' }, note: 'English words in another order' },
  { query: 'baptist hospital douala', expect: { name: 'Mboppi Baptist Hospital' }, note: 'English name words + city' },
];

const doctors: RelevanceCase[] = [
  { query: 'Jean-Pierre Mbarga', expect: { name: 'Hôpital Les Collines de Bastos' }, note: "a doctor's full name" },
  {
    query: 'mbarga',
    type: 'doctor',
    expect: { name: 'Hôpital Les Collines de Bastos' },
    note: 'a surname, as a doctor',
  },
  { query: 'dr ekambi', expect: { name: 'Hôpital Les Rôniers de Douala' }, note: '"dr" + surname' },
  { query: 'Comfort Ebai', expect: { name: 'Mount Fako Medical Centre' }, note: "a doctor's full name" },
  {
    query: 'nadege kuate',
    type: 'doctor',
    expect: { name: 'Wouri Riverside Hospital' },
    note: 'a full name without its accent',
  },
  {
    query: 'fotso',
    type: 'doctor',
    expect: { name: 'Hôpital Les Hauts Plateaux de Bafoussam' },
    note: 'a surname, as a doctor',
  },
  { query: 'ngwa bamenda', expect: { name: 'Mankon Hills Hospital' }, note: 'a surname + town' },
];

const specialties: RelevanceCase[] = [
  { query: 'pediatre buea', expect: { name: 'Mount Fako Medical Centre' }, note: 'the practitioner, not the field' },
  {
    query: 'cardiologie yaounde',
    expect: { name: 'Hôpital Les Collines de Bastos' },
    note: 'French specialty + city',
  },
  { query: 'nephrologie', expect: { name: 'Hôpital Les Rôniers de Douala' }, note: 'French specialty, no accent' },
  { query: 'dermatologie', expect: { name: "Clinique Les Palmiers d'Essos" }, note: 'French specialty' },
  { query: 'rheumatology', expect: { name: 'Mount Fako Medical Centre' }, note: 'English specialty' },
  { query: 'pediatrics bamenda', expect: { name: 'Mankon Hills Hospital' }, note: 'English specialty + town' },
  {
    query: 'pediatrician bamenda',
    expect: { name: 'Mankon Hills Hospital' },
    note: 'the doctor people ask for, not the field (issue 34)',
  },
  { query: 'psychiatrie douala', expect: { name: 'Wouri Riverside Hospital' }, note: 'French specialty + city' },
  {
    query: 'ophtalmologie yaounde',
    expect: { name: 'Centre Ophtalmologique La Vision Claire de Yaoundé' },
    note: 'specialty close to a name word',
  },
  {
    query: 'orl yaounde',
    expect: { name: 'Centre Ophtalmologique La Vision Claire de Yaoundé' },
    note: 'the usual abbreviation',
  },
  {
    query: 'urologie',
    type: 'specialty',
    expect: { name: 'Hôpital Les Rôniers de Douala' },
    note: 'as a specialty',
  },
];

const tests: RelevanceCase[] = [
  { query: 'spermogramme', expect: { name: 'Laboratoire Bio-Santé Bonanjo' }, note: 'French test name' },
  { query: 'genexpert', expect: { name: 'Centre de Diagnostic Les Sept Collines' }, note: 'test brand name' },
  { query: 'nfs douala', expect: { name: 'Laboratoire Bio-Santé Bonanjo' }, note: 'test abbreviation + city' },
  { query: 'glycemie bafoussam', expect: { name: 'Laboratoire Bio-Ouest' }, note: 'test without accent + city' },
  { query: 'paludisme maroua', expect: { name: "Laboratoire d'Analyses du Sahel" }, note: 'disease tested + city' },
  { query: 'ecbu', expect: { name: 'Medilab Kotto' }, note: 'test abbreviation' },
  { query: 'hiv test douala', expect: { name: 'Medilab Kotto' }, note: 'English test + city' },
  {
    query: 'drepanocytose yaounde',
    expect: { name: 'Laboratoire Biomédical de Ngousso' },
    note: 'disease tested + city',
  },
  { query: 'toxoplasmose', type: 'test', expect: { name: 'Laboratoire Bio-Santé Bonanjo' }, note: 'as a test' },
];

const prefixes: RelevanceCase[] = [
  { query: 'hop col', expect: { name: 'Hôpital Les Collines de Bastos' }, note: 'word starts as typed' },
  { query: 'pharm biy', expect: { name: 'Pharmacie du Carrefour Biyem-Assi' }, note: 'word starts as typed' },
  { query: 'medil kot', expect: { name: 'Medilab Kotto' }, note: 'word starts as typed' },
  { query: 'hop laquin', expect: { name: 'Hôpital Laquintinie' }, note: 'word starts as typed' },
  { query: 'mboppi bap', expect: { name: 'Mboppi Baptist Hospital' }, note: 'last word still being typed' },
];

/** The public system's facilities from the 2019 national list (issue 33): by village, town or district, as people write them. */
const publicList: RelevanceCase[] = [
  {
    query: 'csi mbalmayo urbain 2',
    expect: { name: 'Centre de Santé Intégré de Mbalmayo Urbain 2' },
    note: 'a CSI by its abbreviation and village',
  },
  { query: 'allat mengack', expect: { name: "Centre de Santé Intégré d'Allat-Mengack" }, note: 'the village alone' },
  {
    query: 'centre de sante integre allat-mengack',
    expect: { name: "Centre de Santé Intégré d'Allat-Mengack" },
    note: 'type words without accents',
  },
  { query: 'cma ebolowa', expect: { name: "Centre Médical d'Arrondissement d'Ebolowa" }, note: 'a CMA by its town' },
  {
    query: 'Centre Médical d’Arrondissement de Kribi 2',
    expect: { name: "Centre Médical d'Arrondissement de Kribi 2" },
    note: 'the full name with accents and a typographic apostrophe',
  },
  {
    query: 'hopital de district kribi',
    expect: { name: 'Hôpital de District de Kribi' },
    note: 'a district hospital by its district',
  },
  {
    query: 'hd nkolndongo',
    expect: { name: 'Hôpital de District de Nkolndongo' },
    note: 'a district hospital abbreviated',
  },
  {
    query: 'district hospital mbalmayo',
    expect: { name: 'Mbalmayo district hospital' },
    note: 'in English, the list matched to OpenStreetMap',
  },
  {
    query: 'Tignere Centre de Santé Integre',
    expect: { name: 'Centre de Santé Intégré de Tignère' },
    note: 'as the list writes it, the place both sources hold',
  },
];

/** Issue 34, "common phrasings miss": abbreviations, everyday words for a doctor or a test, neighbourhoods. */
const commonPhrasings: RelevanceCase[] = [
  {
    query: 'st francis hospital bamenda',
    expect: { name: 'Saint Francis Hospital', in: 'Bamenda' },
    note: '"st" for "saint", with the town',
  },
  {
    query: 'pediatrician',
    expect: { name: 'Hôpital Gynéco Obstétrique et Pédiatrique de Yaoundé' },
    note: 'the doctor, for a name holding the field ("Pédiatrique")',
  },
  {
    query: 'district hospital bamenda',
    expect: { name: 'Hôpital de District de Tubah' },
    note: 'the district hospital whose subdivision is Bamenda III, before Bamendjou (West), a close spelling',
  },
  {
    query: 'clinique bonapriso',
    expect: { name: 'Wouri Riverside Hospital' },
    note: 'a private hospital is a "clinique"; Bonapriso is in its address',
  },
  {
    query: 'csi nkolndongo',
    answer: 'nearest',
    expect: { category: 'hospital', allIn: 'Yaoundé', atLeast: 3 },
    note: 'no CSI in Nkolndongo (only its district hospital): the nearest CSIs, around it in Yaoundé',
  },
  { query: 'sainte anne belabo', expect: { name: 'Centre de santé catholique Ste Anne' }, note: '"sainte" for "ste"' },
  { query: 'pharmacie ste monique', expect: { name: 'Pharmacie Sainte Monique' }, note: '"ste" for "sainte"' },
  { query: 'chr bafoussam', expect: { name: 'Hôpital régional de Bafoussam' }, note: 'CHR for a regional hospital' },
  { query: 'blood sugar bafoussam', expect: { name: 'Laboratoire Bio-Ouest' }, note: 'English everyday test words' },
  {
    query: 'goutte epaisse maroua',
    expect: { name: "Laboratoire d'Analyses du Sahel" },
    note: 'French test words without accents',
  },
  {
    query: 'pharmacie bonapriso',
    expect: { name: 'Pharmacie Sainte-Claire de Douala' },
    note: 'neighbourhood in the address',
  },
  {
    query: 'hopital tamdja',
    expect: { name: 'Hôpital Les Hauts Plateaux de Bafoussam' },
    note: 'neighbourhood in the address',
  },
];

/** The cases by kind, so a score can say which kind of query the engine gets wrong. */
export const relevanceCaseGroups: Record<string, RelevanceCase[]> = {
  'exact name': exactNames,
  'accents and case': accentsAndCase,
  typo: typos,
  'name word + place': nameWordAndPlace,
  'category + town': categoryAndTown,
  english,
  doctor: doctors,
  specialty: specialties,
  test: tests,
  prefix: prefixes,
  'public list': publicList,
  'common phrasings': commonPhrasings,
};

export const relevanceCases: RelevanceCase[] = Object.values(relevanceCaseGroups).flat();
