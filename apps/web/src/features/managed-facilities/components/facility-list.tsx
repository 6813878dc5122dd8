import type { ManagedFacilityRow } from '@hc/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { describeError } from '../../../lib/describe-error';
import { useNow } from '../../../lib/use-now';
import { useConfirmListing } from '../api/managed-facilities-api';
import { MANAGER_NAMESPACE } from '../catalogs';
import { placeName, useManagerFormat } from '../format';

const statusTone: Record<ManagedFacilityRow['status'], string> = {
  active: 'bg-green-100 text-green-900',
  approved: 'bg-green-100 text-green-900',
  pending: 'bg-amber-100 text-amber-950',
  suspended: 'bg-red-100 text-red-900',
};

/** One facility: what it is, whether it is public, when it was last confirmed, and the one-click confirmation. */
function FacilityRow({ row }: { row: ManagedFacilityRow }) {
  const { t, i18n } = useTranslation(MANAGER_NAMESPACE);
  const { t: tf } = useTranslation('facility');
  const { t: tc } = useTranslation();
  const format = useManagerFormat();
  const now = useNow();
  const confirm = useConfirmListing();
  const [confirmedOn, setConfirmedOn] = useState<string | null>(null);
  const place = placeName(row.subdivision, i18n.resolvedLanguage);
  const isDue = new Date(row.confirmationDueAt) <= now;
  const headingId = `managed-facility-${row.id}`;

  const confirmListing = () =>
    confirm.mutate(row.id, {
      onSuccess: (answer) => setConfirmedOn(answer?.data?.confirmedAt ?? new Date().toISOString()),
    });

  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold text-slate-900">
          <Link to={`/my-facilities/${row.id}`} className="text-brand underline-offset-2 hover:underline">
            {row.name}
          </Link>
        </h3>
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${statusTone[row.status]}`}>
          {t(`status.${row.status}`)}
        </span>
      </div>
      <p className="text-slate-700">
        {tf(`type.${row.facilityType}`)}
        {place ? ` · ${place}` : null}
      </p>
      {row.status === 'pending' ? <p className="text-sm text-amber-950">{t('list.pendingReview')}</p> : null}
      <p className="text-sm text-slate-800">
        {row.confirmedAt ? t('list.confirmedOn', { date: format.day(row.confirmedAt) }) : t('list.neverConfirmed')}
        {isDue ? <strong className="ml-2 font-semibold text-amber-900">{t('list.confirmationDue')}</strong> : null}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={confirmListing}
          disabled={confirm.isPending}
          className="rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand/90 disabled:opacity-60"
        >
          {confirm.isPending ? t('list.confirming') : t('list.confirm')}
        </button>
        <Link
          to={`/my-facilities/${row.id}`}
          aria-label={t('list.editOf', { name: row.name })}
          className="rounded-md border border-brand px-4 py-2 font-semibold text-brand hover:bg-brand/10"
        >
          {t('list.edit')}
        </Link>
      </div>
      {confirmedOn ? (
        <FormAlert tone="success">{t('list.confirmed', { date: format.day(confirmedOn) })}</FormAlert>
      ) : null}
      {confirm.isError ? <FormAlert>{describeError(confirm.error, tc)}</FormAlert> : null}
    </li>
  );
}

export function FacilityList({ rows }: { rows: readonly ManagedFacilityRow[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {rows.map((row) => (
        <FacilityRow key={row.id} row={row} />
      ))}
    </ul>
  );
}
