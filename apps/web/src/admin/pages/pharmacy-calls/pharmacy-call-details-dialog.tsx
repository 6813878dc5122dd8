import type { PharmacyCall } from '@hc/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { localizedName } from '../../../lib/localized';
import { canSwapOrCancel, type DutyPeriodAction } from './duty-period-dialogs';
import { PHARMACY_CALLS_NAMESPACE, PharmacyCallStatusBadge, useDoualaFormat } from './pharmacy-call-ui';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(8rem,40%)_1fr] gap-2 border-b border-slate-100 py-2 last:border-b-0">
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * 'Pharmacy Call Details' (spec 02 "Pharmacy calls"): facility id, region, division, subdivision,
 * available from and available to (the period's start and end), end date (the day it ends); then the pharmacy's name, the status, note, cancellation and
 * duty group the stored period also has. Times are Douala time. A period not cancelled and not over
 * offers "Swap pharmacy" and "Cancel period" when `onAction` is given.
 */
export function PharmacyCallDetailsDialog({
  period,
  onClose,
  onAction,
}: {
  period: PharmacyCall | null;
  onClose: () => void;
  onAction?: (action: DutyPeriodAction) => void;
}) {
  const { t, i18n } = useTranslation(PHARMACY_CALLS_NAMESPACE);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const format = useDoualaFormat();
  const none = t('details.none');
  const place = (value: PharmacyCall['region']) => (value ? localizedName(value, language) : none);
  return (
    <Dialog
      open={period !== null}
      onClose={onClose}
      title={t('details.title')}
      closeLabel={t('details.close')}
      widthClassName="w-[min(92vw,36rem)]"
      footer={
        period && onAction && canSwapOrCancel(period) ? (
          <div className="flex flex-wrap justify-end gap-2">
            <button
              type="button"
              onClick={() => onAction({ kind: 'swap', period })}
              className="rounded-md border border-brand px-4 py-2 font-semibold text-brand hover:bg-brand/10"
            >
              {t('periodActions.swap.open')}
            </button>
            <button
              type="button"
              onClick={() => onAction({ kind: 'cancel', period })}
              className="rounded-md border border-red-700 px-4 py-2 font-semibold text-red-700 hover:bg-red-50"
            >
              {t('periodActions.cancel.open')}
            </button>
          </div>
        ) : null
      }
    >
      {period ? (
        <dl className="text-sm">
          <Row label={t('details.facilityId')}>
            <span className="font-mono">{period.facilityId}</span>
          </Row>
          <Row label={t('details.pharmacy')}>{period.facilityName}</Row>
          <Row label={t('details.region')}>{place(period.region)}</Row>
          <Row label={t('details.division')}>{place(period.division)}</Row>
          <Row label={t('details.subdivision')}>{place(period.subdivision)}</Row>
          <Row label={t('details.availableFrom')}>
            <time dateTime={period.startsAt}>{format.dateTime(period.startsAt)}</time>
          </Row>
          <Row label={t('details.availableTo')}>
            <time dateTime={period.endsAt}>{format.dateTime(period.endsAt)}</time>
          </Row>
          <Row label={t('details.endDate')}>
            <time dateTime={period.endsAt}>{format.date(period.endsAt)}</time>
          </Row>
          <Row label={t('details.status')}>
            <PharmacyCallStatusBadge status={period.status} />
          </Row>
          <Row label={t('details.note')}>{period.note ?? none}</Row>
          {period.status === 'cancelled' ? (
            <Row label={t('details.cancelReason')}>{period.cancelReason ?? none}</Row>
          ) : null}
          {period.dutyGroupId !== null ? (
            <Row label={t('details.dutyGroup')}>{t('details.dutyGroupValue', { id: period.dutyGroupId })}</Row>
          ) : null}
        </dl>
      ) : null}
    </Dialog>
  );
}
