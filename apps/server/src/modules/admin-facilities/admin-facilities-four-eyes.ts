import { fieldError, fourEyesRefusal, type FacilityProposal, type FourEyesRules, FOUR_EYES_REFUSAL } from '@hc/shared';
import { AppError } from '../../lib/app-error';
import { signedInSession, type RequestContext } from '../../lib/request-context';
import type { FacilityProposalRecord } from './admin-facilities.repository';

// Four eyes (issue 36, docs/decisions/2026-11-29-four-eyes.md): publishing a new facility takes a second
// person. The proposer is the account that created the facility (by hand or by an import: both set
// `created_by`); the approver may not be that account when the rule covers the approver's role.

/** The evidence of one facility as the caller sees it, with whether the rule refuses them its approval. */
export function toProposal(
  rules: FourEyesRules,
  context: RequestContext,
  row: FacilityProposalRecord,
): FacilityProposal {
  const { user } = signedInSession(context);
  return {
    by:
      row.proposerId === null
        ? null
        : {
            id: row.proposerId,
            name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
            email: row.email ?? '',
          },
    at: row.createdAt.toISOString(),
    source: row.source,
    approvalRefusal: fourEyesRefusal(rules, 'facility.publish', user, [row.proposerId]),
  };
}

/** The 409 the proposer gets for approving their own facility: the code says why, the message says what to do. */
export const samePersonError = () =>
  new AppError('conflict', 'You proposed this facility: another staff member must approve it (four eyes)', [
    fieldError('createdBy', FOUR_EYES_REFUSAL),
  ]);

/** Whether the caller may publish a facility `createdBy` proposed: null, or the refusal's code. */
export function publishRefusal(rules: FourEyesRules, context: RequestContext, createdBy: number | null) {
  return fourEyesRefusal(rules, 'facility.publish', signedInSession(context).user, [createdBy]);
}
