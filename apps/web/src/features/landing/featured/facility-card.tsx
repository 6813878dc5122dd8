import { sanitizeDisplayText, type FacilityCategory, type FacilitySummary } from '@hc/shared';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../../lib/localized';
import { FacilityImage } from './facility-image';
import { RatingStars } from './rating-stars';

export const LAB_TESTS_SHOWN = 3;

/** Spec 01 §8 "bad card data": a card needs at least an id and a name. */
export function isValidCardFacility(
  facility: Partial<FacilitySummary> | null | undefined,
): facility is FacilitySummary {
  return (
    !!facility &&
    typeof facility.id === 'number' &&
    Number.isFinite(facility.id) &&
    typeof facility.name === 'string' &&
    facility.name.trim().length > 0
  );
}

type FacilityCardProps = {
  facility: FacilitySummary | null | undefined;
  category: FacilityCategory;
  onOpen: (facility: FacilitySummary) => void;
};

function Line({ label, children }: { label: string; children: string }) {
  return (
    <p className="truncate" title={children}>
      <span className="sr-only">{label}: </span>
      {children}
    </p>
  );
}

/** One featured facility; the name is the button that opens the detail popup, and covers the card. */
export function FacilityCard({ facility, category, onOpen }: FacilityCardProps) {
  const { t, i18n } = useTranslation('facility');
  const { t: tl } = useTranslation('landing');

  if (!isValidCardFacility(facility)) {
    return (
      <div className="flex h-full min-h-40 items-center justify-center rounded-xl border border-red-300 bg-red-50 p-3 text-center text-sm font-semibold text-red-800">
        {tl(`featured.invalid.${category}`)}
      </div>
    );
  }

  const text = (value: string | null | undefined, fallback: string) =>
    value && value.trim() ? sanitizeDisplayText(value) : t(fallback);
  const specialties = (facility.specialties ?? []).map((s) => localizedName(s, i18n.language)).join(', ');
  const tests = (facility.testsAvailable ?? [])
    .slice(0, LAB_TESTS_SHOWN)
    .map((s) => localizedName(s, i18n.language))
    .join(', ');
  const services = (facility.services ?? []).map((s) => sanitizeDisplayText(s)).join(', ');

  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand">
      <FacilityImage image={facility.image} category={category} />
      {category === 'pharmacy' && facility.onCallThisWeek ? (
        <span className="absolute left-2 top-2 rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-bold uppercase text-white shadow">
          {t('onCall')}
        </span>
      ) : null}
      <div className="flex flex-1 flex-col gap-1 p-3 text-xs text-slate-700 sm:text-sm">
        <h3 className="text-sm font-bold leading-snug text-slate-900 sm:text-base">
          <button
            type="button"
            onClick={() => onOpen(facility)}
            className="line-clamp-2 text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {sanitizeDisplayText(facility.name)}
          </button>
        </h3>
        <Line label={t('address')}>{text(facility.address, 'fallback.address')}</Line>
        <Line label={t('phone')}>{text(facility.phone, 'fallback.phone')}</Line>
        <Line label={t('hours')}>{text(facility.hours, 'fallback.hours')}</Line>
        {category === 'hospital' ? (
          <>
            <RatingStars rating={facility.rating} />
            <Line label={t('specialties')}>{specialties || t('fallback.specialties')}</Line>
          </>
        ) : null}
        {category === 'laboratory' ? (
          <>
            <Line label={t('tests')}>{tests || t('fallback.tests')}</Line>
            <Line label={t('services')}>{services || t('fallback.services')}</Line>
          </>
        ) : null}
      </div>
    </article>
  );
}
