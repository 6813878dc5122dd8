import { FACILITY_CLAIM_REASON_MAX, facilityClaimRejectSchema, type FacilityClaim } from '@hc/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminFormat } from '../../format';
import { buttonTones, ConfirmDialog, ReasonDialog, rowButtonClass, type Notice } from '../../list-kit';
import { useApproveFacilityClaim, useRejectFacilityClaim } from './api/facility-claims-api';
import { FACILITY_CLAIMS_NAMESPACE, useClaimErrorText } from './claim-ui';

type ClaimDecisionProps = {
  claim: FacilityClaim;
  /** The account may change facilities (facilities:write): it decides claims. */
  canDecide: boolean;
  /** What the decision came to, shown at the top of the page. */
  onNotice: (notice: Notice) => void;
  /** Moves the focus to the decision's heading, once the buttons that had it are gone. */
  focusDecision: () => void;
};

const buttonClass = `${rowButtonClass} px-4 py-2 text-base`;

/** Who decided, when, and (a rejection) why. */
function DecisionText({ claim }: { claim: FacilityClaim }) {
  const { t } = useTranslation(FACILITY_CLAIMS_NAMESPACE);
  const format = useAdminFormat();
  const who = claim.decidedBy || t('claim.formerMember');
  const date = claim.decidedAt ? format.dateTime(claim.decidedAt) : '—';
  return (
    <p className="text-slate-800">
      {claim.status === 'approved'
        ? t('claim.approvedBy', { who, date })
        : t('claim.rejectedBy', { who, date, reason: claim.rejectReason ?? '—' })}
    </p>
  );
}

/**
 * A pending claim's Approve (asked first: the requester becomes one of the facility's managers) and
 * Reject (with the reason the requester is told); a decided claim's decision. The dialogs stay mounted
 * when the claim turns decided under them: a claim decided meanwhile answers 409, the dialog says so
 * while the claim is read again (every decision refreshes it), and the page then shows that decision.
 */
export function ClaimDecision({ claim, canDecide, onNotice, focusDecision }: ClaimDecisionProps) {
  const { t } = useTranslation(FACILITY_CLAIMS_NAMESPACE);
  const approve = useApproveFacilityClaim();
  const reject = useRejectFacilityClaim();
  const errorText = useClaimErrorText();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const names = { name: claim.requester.name, facility: claim.facility.name };
  const isPending = claim.status === 'pending';

  const close = () => {
    setDialog(null);
    // The dialog gives the focus back to the button that opened it; once the claim is decided that
    // button is gone (the focus fell to the page), and the decision it led to takes the focus.
    requestAnimationFrame(() => {
      if (!document.activeElement || document.activeElement === document.body) focusDecision();
    });
  };

  let content;
  if (!isPending) content = <DecisionText claim={claim} />;
  else if (!canDecide) content = <p className="text-slate-700">{t('claim.cannotDecide')}</p>;
  else
    content = (
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={() => setDialog('approve')} className={`${buttonClass} ${buttonTones.approve}`}>
          {t('decision.approve')}
        </button>
        <button type="button" onClick={() => setDialog('reject')} className={`${buttonClass} ${buttonTones.danger}`}>
          {t('decision.reject')}
        </button>
      </div>
    );

  return (
    <>
      {content}
      <ConfirmDialog
        open={dialog === 'approve'}
        onClose={close}
        title={t('decision.approveTitle')}
        message={
          <>
            <p>{t('decision.approveMessage', names)}</p>
            {claim.facility.createdByClaim ? <p className="mt-2">{t('decision.approveNewFacility')}</p> : null}
          </>
        }
        confirmLabel={t('decision.approve')}
        busyLabel={t('decision.approving')}
        cancelLabel={t('decision.cancel')}
        onConfirm={async () => {
          await approve.mutateAsync(claim.id);
          onNotice({ tone: 'success', text: t('decision.approvedNotice', names) });
        }}
        describeFailure={errorText}
      />
      {dialog === 'reject' ? (
        <ReasonDialog
          title={t('decision.rejectTitle')}
          message={t('decision.rejectMessage', names)}
          schema={facilityClaimRejectSchema}
          label={t('decision.reason')}
          hint={t('decision.reasonHint', { max: FACILITY_CLAIM_REASON_MAX })}
          maxLength={FACILITY_CLAIM_REASON_MAX}
          rows={4}
          cancelLabel={t('decision.cancel')}
          confirmLabel={t('decision.reject')}
          busyLabel={t('decision.rejecting')}
          onConfirm={async (reason) => {
            await reject.mutateAsync({ id: claim.id, reason });
            onNotice({ tone: 'success', text: t('decision.rejectedNotice', names) });
          }}
          describeFailure={errorText}
          onClose={close}
        />
      ) : null}
    </>
  );
}
