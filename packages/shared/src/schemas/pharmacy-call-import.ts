import { z } from 'zod';
import { facilityStatuses } from '../enums';
import { ROTA_IMPORT_MAX_LINES } from '../limits';
import { idValueSchema } from './common';

/**
 * Import of a duty list as a town's pharmacists' order publishes it (issue 34, part 5;
 * docs/decisions/2026-11-28-rota-list-import.md): pasted text or an uploaded CSV/text file, read into
 * lines, each line's pharmacy matched to the directory, then imported with staff's decisions.
 */

/** Local (Africa/Douala) time at which a published week's duty changes hands: the generator's 07:30. */
export const ROTA_IMPORT_CHANGEOVER = '07:30';

const localDate = z.iso.date({ error: 'invalid_format' });

/** Where the list applies: a town (division) or one zone of it (subdivision), and the week when the text gives none. */
const importPlaceShape = {
  divisionId: idValueSchema,
  subdivisionId: idValueSchema.nullable().optional(),
  /** The list's first day (YYYY-MM-DD), for a list whose text has no dates: a week from it. */
  week: localDate.optional(),
};

/** The text is checked for size by the server (413 past ROTA_IMPORT_MAX_BYTES or ROTA_IMPORT_MAX_LINES). */
export const rotaImportPreviewSchema = z.strictObject({ text: z.string().trim().min(1), ...importPlaceShape });
export type RotaImportPreview = z.infer<typeof rotaImportPreviewSchema>;

/**
 * How sure the pharmacy of a line is: `matched` (one directory pharmacy, surely), `unsure` (candidates
 * to choose from), `unknown` (none alike: proposed as a new pending pharmacy).
 */
export const rotaImportMatches = ['matched', 'unsure', 'unknown'] as const;
export type RotaImportMatch = (typeof rotaImportMatches)[number];

/** What staff decide for a line: this pharmacy (`use` with facilityId), a new pending pharmacy, or nothing. */
export const rotaImportActions = ['use', 'new', 'skip'] as const;
export type RotaImportAction = (typeof rotaImportActions)[number];

/**
 * Why a line of the text cannot be imported: `no_name` (a phone without a name), `no_dates` (no week
 * header above it, no dates in its row, no week given), `invalid_date`, `ends_before_start`,
 * `duty_too_long` (over PHARMACY_CALL_MAX_DAYS), `ended` (the period is already over).
 */
export const rotaImportProblems = [
  'no_name',
  'no_dates',
  'invalid_date',
  'ends_before_start',
  'duty_too_long',
  'ended',
] as const;
export type RotaImportProblem = (typeof rotaImportProblems)[number];

const placeName = z.object({ nameEn: z.string(), nameFr: z.string() }).nullable();

export const rotaImportCandidateSchema = z.object({
  facilityId: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  status: z.enum(facilityStatuses),
  subdivision: placeName,
  /** How alike the names are, 0 to 1, on their distinctive words ("Pharmacie du" left out). */
  score: z.number(),
  /** The line's phone is this pharmacy's: strong evidence. */
  isPhoneMatch: z.boolean(),
});
export type RotaImportCandidate = z.infer<typeof rotaImportCandidateSchema>;

/** Another period of the pharmacy at that time (the same rule as a period entered by hand). */
export const rotaImportConflictSchema = z.object({
  periodId: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
});

export const rotaImportLineSchema = z.object({
  /** The line's number in the text (1 = first line), as staff see it in their paste or file. */
  line: z.number().int(),
  text: z.string(),
  /** The zone heading above the line ("DOUALA – ZONE BONABERI") or the row's town/zone cell. */
  zone: z.string().nullable(),
  name: z.string(),
  /** E.164 when the phone written is a valid Cameroonian number, else null. */
  phone: z.string().nullable(),
  phoneText: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  match: z.enum(rotaImportMatches),
  /** Best first (at most 5); for `matched`, the first is the match. */
  candidates: z.array(rotaImportCandidateSchema),
  /** For `matched`: a period of the match that overlaps (the import would refuse it). */
  conflict: rotaImportConflictSchema.nullable(),
});
export type RotaImportLine = z.infer<typeof rotaImportLineSchema>;

export const rotaImportLineProblemSchema = z.object({
  line: z.number().int(),
  text: z.string(),
  code: z.enum(rotaImportProblems),
});
export type RotaImportLineProblem = z.infer<typeof rotaImportLineProblemSchema>;

export const rotaImportPreviewResultSchema = z.object({
  /** The text as read (an uploaded file decoded): send it back, unchanged, with the decisions. */
  text: z.string(),
  format: z.enum(['text', 'csv']),
  lines: z.array(rotaImportLineSchema),
  problems: z.array(rotaImportLineProblemSchema),
  counts: z.object({ matched: z.number().int(), unsure: z.number().int(), unknown: z.number().int() }),
});
export type RotaImportPreviewResult = z.infer<typeof rotaImportPreviewResultSchema>;

export const rotaImportDecisionSchema = z.strictObject({
  line: z.number().int().min(1),
  action: z.enum(rotaImportActions),
  /** With `use`: the pharmacy (a pharmacy of the list's town, public or awaiting review). */
  facilityId: idValueSchema.optional(),
});
export type RotaImportDecision = z.infer<typeof rotaImportDecisionSchema>;

/**
 * The text previewed, read again, with a decision for each line: a `matched` line without one takes its
 * match; an `unsure` or `unknown` line without one is refused (`required` on `lines.<line>`).
 */
export const rotaImportCommitSchema = rotaImportPreviewSchema
  .extend({ decisions: z.array(rotaImportDecisionSchema).max(ROTA_IMPORT_MAX_LINES) })
  .superRefine((value, ctx) => {
    value.decisions.forEach((decision, index) => {
      if (decision.action === 'use' && decision.facilityId === undefined)
        ctx.addIssue({ code: 'custom', path: ['decisions', index, 'facilityId'], message: 'required' });
    });
  });
export type RotaImportCommit = z.infer<typeof rotaImportCommitSchema>;

/** What became of one line: its periods created (`created`), left out (`skipped`), or refused (`conflict`). */
export const rotaImportOutcomes = ['created', 'skipped', 'conflict'] as const;

export const rotaImportLineResultSchema = z.object({
  line: z.number().int(),
  name: z.string(),
  action: z.enum(rotaImportActions),
  outcome: z.enum(rotaImportOutcomes),
  facilityId: z.number().int().nullable(),
  /** The pending pharmacy this import created for the line (several lines may share one). */
  isNewPharmacy: z.boolean(),
  periodId: z.number().int().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** With `conflict`: the period it overlaps (null when it overlaps another line of the same list). */
  conflict: rotaImportConflictSchema.nullable(),
  /** With `conflict`: `duty_overlap`, or `not_public_pharmacy` for a suspended or archived pharmacy. */
  reason: z.enum(['duty_overlap', 'not_public_pharmacy']).nullable(),
});
export type RotaImportLineResult = z.infer<typeof rotaImportLineResultSchema>;

export const rotaImportResultSchema = z.object({
  lines: z.array(rotaImportLineResultSchema),
  problems: z.array(rotaImportLineProblemSchema),
  counts: z.object({
    periods: z.number().int(),
    newPharmacies: z.number().int(),
    skipped: z.number().int(),
    conflicts: z.number().int(),
  }),
});
export type RotaImportResult = z.infer<typeof rotaImportResultSchema>;

/** A refused import (a line conflicts): nothing was written; `data` says which lines, and why. */
export const rotaImportRejectedSchema = z.object({
  error: z.object({ code: z.literal('conflict'), message: z.string(), requestId: z.string().optional() }),
  data: rotaImportResultSchema,
});
export type RotaImportRejected = z.infer<typeof rotaImportRejectedSchema>;
