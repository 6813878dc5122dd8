import type { AdminDoctor } from '@hc/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirm } from '../../list-kit';
import { doctorViewPath } from './doctor-views';
import { useApproveDoctor, useDeleteDoctor } from './doctors-api';
import { DOCTORS_NAMESPACE, useDoctorErrorText } from './doctor-ui';

export type Notice = { tone: 'success' | 'error'; text: string };

/** Approve and Delete, each after a confirmation ('Are you sure you want to delete this doctor?'). */
export function useDoctorActions(initialNotice: Notice | null = null) {
  const { t } = useTranslation(DOCTORS_NAMESPACE);
  const confirm = useConfirm();
  const approve = useApproveDoctor();
  const remove = useDeleteDoctor();
  const errorText = useDoctorErrorText();
  const [notice, setNotice] = useState<Notice | null>(initialNotice);

  const onApprove = (doctor: AdminDoctor) => {
    setNotice(null);
    confirm.ask({
      title: t('approve.title', { name: doctor.name }),
      message: t('approve.message', { name: doctor.name }),
      confirmLabel: t('approve.confirm'),
      busyLabel: t('approve.busy'),
      onConfirm: async () => {
        const saved = await approve.mutateAsync(doctor.id);
        setNotice({ tone: 'success', text: t('notices.approved', { name: saved.name }) });
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
const rowButtonClass =
  'inline-flex items-center rounded-md border px-2.5 py-1 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';

/** The row buttons every doctor list shares: Update, Verify, Approve (pending only) and Delete. */
export function useDoctorRowActions(actions: Pick<ReturnType<typeof useDoctorActions>, 'onApprove' | 'onDelete'>) {
  const { t } = useTranslation(DOCTORS_NAMESPACE);
  return column.display({
    id: 'actions',
    header: t('columns.actions'),
    cell: ({ row: { original: doctor } }) => {
      const names = { name: doctor.name };
      return (
        <span className="flex flex-wrap gap-2">
          {doctor.status === 'pending' ? (
            <button
              type="button"
              onClick={() => actions.onApprove(doctor)}
              aria-label={t('row.approveLabel', names)}
              className={`${rowButtonClass} border-green-700 text-green-800 hover:bg-green-50`}
            >
              {t('row.approve')}
            </button>
          ) : null}
          <Link
            to={doctorViewPath({ kind: 'update', id: doctor.id })}
            aria-label={t('row.updateLabel', names)}
            className={`${rowButtonClass} border-slate-400 text-slate-800 hover:bg-slate-100`}
          >
            {t('row.update')}
          </Link>
          <Link
            to={doctorViewPath({ kind: 'verify', id: doctor.id })}
            aria-label={t('row.verifyLabel', names)}
            className={`${rowButtonClass} border-brand text-brand hover:bg-brand/10`}
          >
            {t('row.verify')}
          </Link>
          <button
            type="button"
            onClick={() => actions.onDelete(doctor)}
            aria-label={t('row.deleteLabel', names)}
            className={`${rowButtonClass} border-red-700 text-red-700 hover:bg-red-50`}
          >
            {t('row.delete')}
          </button>
        </span>
      );
    },
  });
}
