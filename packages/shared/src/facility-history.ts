// The back-office history's actions, apart from enums.ts: the public pages, which load enums.ts with their
// first screen, never download them (apps/web/vite.config.ts).
/** What the back-office history records about a facility. */
export const facilityHistoryActions = [
  'created',
  'updated',
  'approved',
  'suspended',
  'reactivated',
  'archived',
  'restored',
  /** Written by a CSV import (created or matched rows). */
  'imported',
  /** On both records of a merge: the one kept and the one archived. */
  'merged',
  /** Issue 36: on both records of a pair staff decided are two different places. */
  'not_duplicate',
  /** Fields accepted from a public correction. */
  'corrected',
  /** Its on-call rota: a duty period added, changed, ended, swapped to or from another pharmacy, or cancelled. */
  'duty_added',
  'duty_changed',
  'duty_ended',
  'duty_swapped',
  'duty_cancelled',
  /** Its special dates (issue 35): closed, or other hours, on a day or a range. */
  'special_date_added',
  'special_date_changed',
  'special_date_removed',
  /** Issue 35: changed by one of the facility's own managers, or confirmed by one (in the space, or by the e-mailed link). */
  'facility_updated',
  'facility_confirmed',
  'facility_confirmed_by_link',
  /** Its managers (issue 35): an approved claim added one, staff removed one, staff rejected a claim. */
  'manager_added',
  'manager_removed',
  'claim_rejected',
] as const;
export type FacilityHistoryAction = (typeof facilityHistoryActions)[number];
/** An update's changed fields, each with its value before and after. */
export type FacilityChanges = Record<string, { before: unknown; after: unknown }>;
