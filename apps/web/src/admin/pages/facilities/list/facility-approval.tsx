import type { AdminFacilityRow, FacilityProposal } from '@hc/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminFormat } from '../../../format';
import { buttonTones, rowButtonClass, type ConfirmOptions } from '../../../list-kit';
import { useApproveFacility } from '../api/facilities-api';
import { FACILITIES_NAMESPACE, useFacilityErrorText } from './facility-ui';

// Four eyes (issue 36): publishing a facility takes a second person. The approver sees who proposed it
// and when, where it came from and how complete it is; the proposer sees why their Approve is refused.

const completenessKeys = ['phone', 'address', 'hours', 'position'] as const;

/** The evidence of a pending facility, shown in the approval's confirmation (from the list or the record). */
export function ProposalEvidence(props: {
  proposal: FacilityProposal | undefined;
  completeness: AdminFacilityRow['completeness'];
}) {
  const { t } = useTranslation(FACILITIES_NAMESPACE);
  const format = useAdminFormat();
  const { proposal, completeness } = props;
  const missing = completenessKeys.filter((key) => !completeness[key]);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-slate-600">{t('fourEyes.proposedBy')}</dt>
      <dd>
        {proposal?.by
          ? t('fourEyes.proposer', { name: proposal.by.name || proposal.by.email, email: proposal.by.email })
          : t('fourEyes.unknownProposer')}
      </dd>
      {proposal ? (
        <>
          <dt className="text-slate-600">{t('fourEyes.proposedAt')}</dt>
          <dd>
            <time dateTime={proposal.at}>{format.dateTime(proposal.at)}</time>
          </dd>
          <dt className="text-slate-600">{t('fourEyes.source')}</dt>
          <dd>{t(`fourEyes.sources.${proposal.source}`)}</dd>
        </>
      ) : null}
      <dt className="text-slate-600">{t('fourEyes.completeness')}</dt>
      <dd>
        {missing.length === 0
          ? t('completeness.complete')
          : t('completeness.missing', { fields: missing.map((key) => t(`completeness.${key}`)).join(', ') })}
      </dd>
    </dl>
  );
}

/**
 * Approve, asked with the evidence in view: the confirmation's options for a facility of the list or the
 * record. `onApproved` reports the success.
 */
export function useApprovalConfirmation() {
  const { t } = useTranslation(FACILITIES_NAMESPACE);
  const approve = useApproveFacility();
  const errorText = useFacilityErrorText();
  return (
    facility: { id: number; name: string; proposal?: FacilityProposal },
    completeness: AdminFacilityRow['completeness'],
    onApproved: (text: string) => void,
  ): ConfirmOptions => ({
    title: t('fourEyes.title', { name: facility.name }),
    message: (
      <>
        <span className="mb-3 block">{t('fourEyes.message')}</span>
        <ProposalEvidence proposal={facility.proposal} completeness={completeness} />
      </>
    ),
    confirmLabel: t('actions.approve'),
    busyLabel: t('bulk.working'),
    onConfirm: async () => {
      await approve.mutateAsync({ id: facility.id });
      onApproved(t('notices.approved', { name: facility.name }));
    },
    describeFailure: (error) => errorText(error, 'approve'),
  });
}

/**
 * Approve, in a pending facility's row: disabled for the person who proposed it (when the rule covers
 * their role), with the reason beside it and given as its description.
 */
export function FacilityApproveButton(props: { row: AdminFacilityRow; disabled: boolean; onApprove: () => void }) {
  const { t } = useTranslation(FACILITIES_NAMESPACE);
  const reasonId = useId();
  const isRefused = props.row.proposal?.approvalRefusal === 'same_person';
  return (
    <>
      <button
        type="button"
        onClick={props.onApprove}
        disabled={props.disabled || isRefused}
        aria-describedby={isRefused ? reasonId : undefined}
        aria-label={t('actions.approveNamed', { name: props.row.name })}
        className={`${rowButtonClass} ${buttonTones.brand}`}
      >
        {t('actions.approve')}
      </button>
      {isRefused ? (
        <span id={reasonId} className="basis-full text-xs text-slate-700">
          {t('fourEyes.refused')}
        </span>
      ) : null}
    </>
  );
}
