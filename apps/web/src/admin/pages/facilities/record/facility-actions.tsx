import { canTransition, facilityCompleteness, publicFacilityStatuses, type AdminFacility } from '@hc/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { detailPath } from '../../../../lib/facility-routes';
import {
  useApproveFacility,
  useDeleteFacility,
  useReactivateFacility,
  useRestoreFacility,
} from '../api/facilities-api';
import { buttonTones, useConfirm, type Notice } from '../../../list-kit';
import {
  FACILITIES_NAMESPACE,
  facilityEditPath,
  useFacilityErrorText,
  type FacilityActionName,
} from '../list/facility-ui';
import { useApprovalConfirmation } from '../list/facility-approval';
import { SuspendDialog } from './suspend-dialog';

const buttonClass =
  'inline-flex items-center rounded-md border px-4 py-2 font-semibold disabled:cursor-not-allowed disabled:opacity-60';

/**
 * The record's lifecycle buttons, as `canTransition` allows for its status: Approve, Suspend (with a
 * reason), Reactivate; Edit and Delete (asked first) while it is not archived; Restore (admins) when it
 * is; and the public page when the public sees it. Each result is reported through `onNotice`.
 */
export function FacilityActions(props: {
  facility: AdminFacility;
  isAdmin: boolean;
  onNotice: (notice: Notice | null) => void;
}) {
  const { facility, isAdmin, onNotice } = props;
  const { t } = useTranslation(FACILITIES_NAMESPACE);
  const errorText = useFacilityErrorText();
  const approve = useApproveFacility();
  const reactivate = useReactivateFacility();
  const restore = useRestoreFacility();
  const remove = useDeleteFacility();
  const confirm = useConfirm();
  const [isSuspending, setIsSuspending] = useState(false);
  const refusalId = useId();
  const approval = useApprovalConfirmation();
  const isBusy = approve.isPending || reactivate.isPending || restore.isPending;
  const isArchived = facility.archivedAt !== null;
  const isPublic = !isArchived && (publicFacilityStatuses as readonly string[]).includes(facility.status);
  const name = facility.name;

  const run = (
    action: Exclude<FacilityActionName, 'suspend' | 'delete' | 'approve'>,
    mutation: typeof approve,
    success: string,
  ) => {
    onNotice(null);
    mutation.mutate(
      { id: facility.id },
      {
        onSuccess: () => onNotice({ tone: 'success', text: success }),
        onError: (error) => onNotice({ tone: 'error', text: errorText(error, action) }),
      },
    );
  };

  // Four eyes: the approver confirms with the evidence in view; the proposer sees why they may not.
  const approveRefused = facility.proposal?.approvalRefusal === 'same_person';
  const askApprove = () => {
    onNotice(null);
    confirm.ask(approval(facility, facilityCompleteness(facility), (text) => onNotice({ tone: 'success', text })));
  };

  const askDelete = () => {
    onNotice(null);
    confirm.ask({
      title: t('delete.title', { name }),
      message: t('delete.message'),
      confirmLabel: t('delete.confirm'),
      busyLabel: t('delete.busy'),
      tone: 'danger',
      onConfirm: async () => {
        await remove.mutateAsync({ id: facility.id });
        onNotice({ tone: 'success', text: t('notices.deleted', { name }) });
      },
      describeFailure: (error) => errorText(error, 'delete'),
    });
  };

  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={t('record.actions')}>
      {isArchived ? (
        isAdmin ? (
          <button
            type="button"
            disabled={isBusy}
            onClick={() => run('restore', restore, t('notices.restored', { name }))}
            className={`${buttonClass} ${buttonTones.brand}`}
          >
            {t('actions.restore')}
          </button>
        ) : (
          <p className="text-sm text-slate-700">{t('record.restoreAdminOnly')}</p>
        )
      ) : (
        <>
          <Link to={facilityEditPath(facility.id)} className={`${buttonClass} ${buttonTones.neutral}`}>
            {t('actions.edit')}
          </Link>
          {canTransition('approve', facility.status) ? (
            <>
              <button
                type="button"
                disabled={isBusy || approveRefused}
                aria-describedby={approveRefused ? refusalId : undefined}
                onClick={askApprove}
                className={`${buttonClass} ${buttonTones.brand}`}
              >
                {t('actions.approve')}
              </button>
              {approveRefused ? (
                <p id={refusalId} className="basis-full text-sm text-slate-700">
                  {t('fourEyes.refused')}
                </p>
              ) : null}
            </>
          ) : null}
          {canTransition('suspend', facility.status) ? (
            <button
              type="button"
              disabled={isBusy}
              onClick={() => {
                onNotice(null);
                setIsSuspending(true);
              }}
              className={`${buttonClass} ${buttonTones.danger}`}
            >
              {t('actions.suspend')}
            </button>
          ) : null}
          {canTransition('reactivate', facility.status) ? (
            <button
              type="button"
              disabled={isBusy}
              onClick={() => run('reactivate', reactivate, t('notices.reactivated', { name }))}
              className={`${buttonClass} ${buttonTones.brand}`}
            >
              {t('actions.reactivate')}
            </button>
          ) : null}
          <button
            type="button"
            disabled={isBusy}
            onClick={askDelete}
            className={`${buttonClass} ${buttonTones.danger}`}
          >
            {t('actions.delete')}
          </button>
        </>
      )}
      {isPublic ? (
        <Link to={detailPath(facility.category, facility.id)} className={`${buttonClass} ${buttonTones.neutral}`}>
          {t('record.viewPublic')}
        </Link>
      ) : null}
      {isSuspending ? (
        <SuspendDialog
          facility={facility}
          onClose={() => setIsSuspending(false)}
          onSuspended={() => onNotice({ tone: 'success', text: t('notices.suspended', { name }) })}
        />
      ) : null}
      {confirm.dialog}
    </div>
  );
}
