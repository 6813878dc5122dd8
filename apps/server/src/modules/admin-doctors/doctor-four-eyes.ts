import { fieldError, fourEyesRefusal, FOUR_EYES_REFUSAL, type FourEyesRules } from '@hc/shared';
import { AppError } from '../../lib/app-error';
import { signedInSession, type RequestContext } from '../../lib/request-context';

// Four eyes (issue 36, docs/decisions/2026-11-29-four-eyes.md): a doctor becomes active on the word of
// two staff members. The first adds them (Add Doctor: `created_by`) or submits the verification (Verify
// Doctor: the ID and licence numbers and the ID images, recorded as `verified_by` and each image's
// `uploaded_by`); a second one approves it.

/** The staff accounts that added this doctor or gave their evidence: none of them may also approve it. */
export const proposersOf = (doctor: {
  createdBy: number | null;
  verifiedBy: number | null;
  documents: readonly { uploadedBy: number | null }[];
}): (number | null)[] => [
  doctor.createdBy,
  doctor.verifiedBy,
  ...doctor.documents.map((document) => document.uploadedBy),
];

/** `same_person` when the rule refuses the caller this doctor's activation, else null. */
export const activationRefusal = (
  rules: FourEyesRules,
  context: RequestContext,
  proposers: readonly (number | null)[],
) => fourEyesRefusal(rules, 'doctor.activate', signedInSession(context).user, proposers);

/** Whether the caller's own verification needs a second person to make the doctor active. */
export const needsSecondPerson = (rules: FourEyesRules, context: RequestContext) => {
  const { user } = signedInSession(context);
  return fourEyesRefusal(rules, 'doctor.activate', user, [user.id]) !== null;
};

export const samePersonError = () =>
  new AppError(
    'conflict',
    'You added this doctor or submitted their verification: another staff member must approve them (four eyes)',
    [fieldError('verifiedBy', FOUR_EYES_REFUSAL)],
  );
