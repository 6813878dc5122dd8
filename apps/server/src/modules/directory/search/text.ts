import { PARTICLES } from '@hc/shared';

export { foldText, PARTICLES, words } from '@hc/shared';

/**
 * Words that name a kind of place rather than a place: a query of such words alone is a browse
 * ("hopital"), not a name, so an entry called just "Hôpital" is no exact hit for it.
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set([
  ...PARTICLES,
  'hopital',
  'hospital',
  'hopitaux',
  'pharmacie',
  'pharmacy',
  'pharma',
  'centre',
  'center',
  'sante',
  'health',
  'clinique',
  'clinic',
  'laboratoire',
  'laboratory',
  'labo',
  'lab',
  'medical',
  'medicale',
  'medico',
  'district',
  'regional',
  'cabinet',
  'csi',
  'cma',
  'integre',
  'polyclinique',
]);
