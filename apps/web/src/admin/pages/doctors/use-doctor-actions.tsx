import type { AdminDoctor } from '@hc/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions, RowButton, RowLink, useConfirm, type Notice } from '../../list-kit';
import { ApproveButton, DoctorEvidence, missingEvidenceOf } from './doctor-evidence';
import { doctorViewPath } from './doctor-views';
import { useApproveDoctor, useDeleteDoctor } from './api/doctors-api';
import { DOCTORS_NAMESPACE, useDoctorErrorText } from './doctor-ui';

/** Approve and Delete, each after a confirmation ('Are you sure you want to delete this doctor?'). */
export function useDoctorActions(initialNotice: Notice | null = null) {
  const { t } = useTranslation(DOCTORS_NAMESPACE);
  const confirm = useConfirm();
  const approve = useApproveDoctor();
  const remove = useDeleteDoctor();
  const errorText = useDoctorErrorText();
  const [notice, setNotice] = useState<Notice | null>(initialNotice);

  const onApprove = (doctor: AdminDoctor) => {
    // Approve is disabled while evidence is missing, or for who submitted it (the server refuses both too).
    if (missingEvidenceOf(doctor).length > 0 || doctor.approvalRefusal === 'same_person') return;
    setNotice(null);
    confirm.ask({
      title: t('approve.title', { name: doctor.name }),
      message: (
        <>
          {t('approve.message', { name: doctor.name })}
          <div className="mt-3">
            <DoctorEvidence doctor={doctor} />
          </div>
        </>
      ),
      confirmLabel: t('approve.confirm'),
      busyLabel: t('approve.busy'),
      onConfirm: async () => {
        const saved = await approve.mutateAsync(doctor.id);
        // A doctor whose verification a second person approves is verified (four eyes); else active.
        const key = saved.status === 'verified' ? 'notices.verified' : 'notices.approved';
        setNotice({ tone: 'success', text: t(key, { name: saved.name }) });
      },
      describeFailure: errorText,
    });
  };

  const onDelete = (doctor: AdminDoctor) => {
    setNotice(null);
    confirm.ask({
      title: t('delete.title', { name: doctor.name }),
      message: (
        <>
          {t('delete.message')}
          {doctor.userId ? <span className="mt-2 block text-sm text-slate-700">{t('delete.account')}</span> : null}
        </>
      ),
      confirmLabel: t('delete.confirm'),
      busyLabel: t('delete.busy'),
      tone: 'danger',
      onConfirm: async () => {
        await remove.mutateAsync(doctor.id);
        setNotice({ tone: 'success', text: t('notices.deleted') });
      },
      describeFailure: errorText,
    });
  };

  return { notice, onApprove, onDelete, dialog: confirm.dialog };
}

const column = createColumnHelper<AdminDoctor>();

/**
 * The row buttons every doctor list shares: Update, Verify, Approve (pending only; disabled, with the
 * reason, until the identity evidence is stored) and Delete.
 */
export function useDoctorRowActions(actions: Pick<ReturnType<typeof useDoctorActions>, 'onApprove' | 'onDelete'>) {
  const { t } = useTranslation(DOCTORS_NAMESPACE);
  return column.display({
    id: 'actions',
    header: t('columns.actions'),
    cell: ({ row: { original: doctor } }) => {
      const names = { name: doctor.name };
      return (
        <RowActions>
          {doctor.status === 'pending' ? (
            <ApproveButton doctor={doctor} onApprove={() => actions.onApprove(doctor)} />
          ) : null}
          <RowLink
            to={doctorViewPath({ kind: 'update', id: doctor.id })}
            tone="neutral"
            label={t('row.updateLabel', names)}
          >
            {t('row.update')}
          </RowLink>
          <RowLink
            to={doctorViewPath({ kind: 'verify', id: doctor.id })}
            tone="brand"
            label={t('row.verifyLabel', names)}
          >
            {t('row.verify')}
          </RowLink>
          <RowButton onClick={() => actions.onDelete(doctor)} tone="danger" label={t('row.deleteLabel', names)}>
            {t('row.delete')}
          </RowButton>
        </RowActions>
      );
    },
  });
}
