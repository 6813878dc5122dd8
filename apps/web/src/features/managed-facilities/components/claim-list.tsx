import type { MyFacilityClaim } from '@hc/shared';
import { useTranslation } from 'react-i18next';
import { MANAGER_NAMESPACE } from '../catalogs';
import { useManagerFormat } from '../format';

const statusTone: Record<MyFacilityClaim['status'], string> = {
  pending: 'bg-amber-100 text-amber-950',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
};

/** The account's requests to manage a facility: which, how it stands (with staff's reason), when. */
export function ClaimList({ rows }: { rows: readonly MyFacilityClaim[] }) {
  const { t } = useTranslation(MANAGER_NAMESPACE);
  const format = useManagerFormat();
  return (
    <ul className="flex flex-col gap-2">
      {rows.map((claim) => (
        <li key={claim.id} className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold text-slate-900">{claim.facility.name}</span>
            <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${statusTone[claim.status]}`}>
              {t(`claims.status.${claim.status}`)}
            </span>
          </div>
          <p className="text-sm text-slate-700">
            {t('claims.sentOn', { date: format.day(claim.createdAt) })}
            {claim.decidedAt ? ` · ${t('claims.decidedOn', { date: format.day(claim.decidedAt) })}` : null}
          </p>
          {claim.status === 'pending' ? <p className="text-sm text-slate-700">{t('claims.pendingHint')}</p> : null}
          {claim.status === 'rejected' && claim.rejectReason ? (
            <p className="text-sm text-slate-800">{t('claims.reason', { reason: claim.rejectReason })}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
