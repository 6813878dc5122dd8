/**
 * Other ways people write a query word (folded: lower case, no accents), each matched as the start of a word:
 * the public system's abbreviations (CSI, CMA, HD, HR, CHU), those of saints' names, the words for a doctor ("pediatrician", "cardiologue") that lead to
 * the specialty's own words ("Pediatrics", "Pédiatrie") in both languages, and everyday words for tests ("blood sugar"). Issue 34: "st francis hospital bamenda"
 * found nothing, "pediatrician" neither.
 */
const groups: [words: string[], writings: string[]][] = [
  // The public system's abbreviations, for the names that spell them out ("Hôpital de District de Nkolndongo").
  [['csi'], ['integre', 'integrated']],
  [['cma'], ['arrondissement']],
  [['hd'], ['district']],
  [['hr', 'chr'], ['regional']],
  [['hg'], ['general']],
  [['chu'], ['universitaire', 'university']],
  [['st'], ['saint']],
  [['saint'], ['st']],
  [['ste'], ['sainte']],
  [['sainte'], ['ste']],
  [
    ['pediatrician', 'paediatrician', 'pediatre', 'pediatrist'],
    ['pediatr', 'paediatr'],
  ],
  [['cardiologist', 'cardiologue'], ['cardiolog']],
  [
    ['gynecologist', 'gynaecologist', 'gynecologue', 'gyneco', 'gyn'],
    ['gyneco', 'gynaeco', 'gynecolog'],
  ],
  [['dermatologist', 'dermatologue'], ['dermato']],
  [
    ['ophthalmologist', 'ophtalmologue', 'ophtalmo', 'eye'],
    ['ophtalm', 'ophthalm'],
  ],
  [['dentist', 'dentiste'], ['dent']],
  [
    ['surgeon', 'chirurgien'],
    ['surg', 'chirurg'],
  ],
  [['radiologist', 'radiologue'], ['radiolog']],
  [['psychiatrist', 'psychiatre'], ['psychiatr']],
  [['neurologist', 'neurologue'], ['neurolog']],
  [['urologist', 'urologue'], ['urolog']],
  [['oncologist', 'oncologue', 'cancer'], ['oncolog']],
  [['orthopedist', 'orthopediste', 'orthopaedist'], ['orthop']],
  // Tests as people say them, for the tests' names in both languages ("Blood Glucose", "Glycémie", "NFS").
  [
    ['sugar', 'glycemia', 'glycaemia'],
    ['glucose', 'glycem'],
  ],
  [['cbc', 'fbc'], ['nfs']],
];

export const otherWritings: ReadonlyMap<string, readonly string[]> = new Map(
  groups.flatMap(([words, writings]) => words.map((word) => [word, writings.filter((w) => !w.startsWith(word))])),
);
