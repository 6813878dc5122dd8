import { sanitizeDisplayText, type FacilitySummary } from '@hc/shared';
import { useTranslation } from 'react-i18next';
import { FacilityHours } from '../../../components/facility/facility-hours';
import type { NearPosition } from '../../../components/facility/near-me';
import { localizedName } from '../../../lib/localized';

type ResultButtonProps = {
  facility: FacilitySummary;
  onOpen: (f: FacilitySummary) => void;
  located: NearPosition | null;
};

/** One facility of a search's answer: opens its dialog. */
export function ResultButton({ facility, onOpen, located }: ResultButtonProps) {
  const { t, i18n } = useTranslation(['facility', 'search']);
  const distance = located?.distanceOf(facility, i18n.language) ?? null;
  const text = (value: string | null | undefined, fallback: string) =>
    value && value.trim() ? sanitizeDisplayText(value) : t(fallback);
  const names = (rows: { nameEn: string; nameFr: string }[]) =>
    rows.map((row) => localizedName(row, i18n.language)).join(', ');
  // Where it is, since many mapped facilities have no street address.
  const place = [facility.subdivision, facility.division]
    .map((ref) => localizedName(ref, i18n.language))
    .filter(Boolean)
    .join(', ');

  return (
    <button
      type="button"
      onClick={() => onOpen(facility)}
      aria-haspopup="dialog"
      className="flex h-full w-full flex-col gap-1 rounded-lg border border-slate-300 bg-white p-3 text-left text-sm shadow-sm hover:border-brand hover:bg-blue-50"
    >
      <span className="flex flex-wrap items-center gap-2 text-base font-bold text-brand">
        {text(facility.name, `unknown.${facility.category}`)}
        {facility.category === 'pharmacy' && facility.onCallThisWeek ? (
          <span className="rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-bold uppercase text-white">
            {t('onCall')}
          </span>
        ) : null}
      </span>
      {distance === null ? null : (
        <span className="font-semibold text-brand" data-testid="distance">
          {t('card.distanceAway', distance)}
        </span>
      )}
      <span className="text-slate-700">{text(facility.address, 'fallback.address')}</span>
      {place ? <span className="text-slate-700">{place}</span> : null}
      {facility.category === 'hospital' ? (
        <span className="text-slate-700">
          <span className="font-semibold">{t('search:results.specialtiesLabel')}</span>{' '}
          {names(facility.specialties) || t('fallback.specialties')}
        </span>
      ) : null}
      {facility.category === 'pharmacy' ? (
        <span className="text-slate-700">
          <span className="font-semibold">{t('search:results.hoursLabel')}</span>{' '}
          <FacilityHours hours={facility.hours} openingHours={facility.openingHours} />
        </span>
      ) : null}
      {facility.category === 'laboratory' ? (
        <span className="text-slate-700">
          <span className="font-semibold">{t('search:results.testsLabel')}</span>{' '}
          {names(facility.testsAvailable) || t('fallback.tests')}
        </span>
      ) : null}
    </button>
  );
}
