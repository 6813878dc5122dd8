import { serviceName, type FacilityCategory, type FacilitySummary } from '@hc/shared';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../lib/localized';
import { TAGS_SHOWN } from '../ui/card-parts';
import { useFacilityHoursText } from './facility-hours';
import { FacilityImage } from './facility-image';
import { displayText } from './format';
import { RatingStars } from './rating-stars';

/**
 * Spec 01 §8 "bad card data": a card needs at least an id and a name. (Here, not in ./facility-card: only
 * the featured cards take facilities unchecked, and the listings' first load need not carry it.)
 */
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

/** A featured facility on the landing page (spec 01 §2.5): picture, essentials, and the name opens the dialog. */
export type FeaturedCardProps = {
  /** As the API sent it: a card without an id or a name says its data is invalid. */
  facility: FacilitySummary | null | undefined;
  category: FacilityCategory;
  onOpen: (facility: FacilitySummary) => void;
};

function FeaturedLine({ label, children }: { label: string; children: string }) {
  return (
    <p className="truncate" title={children}>
      <span className="sr-only">{label}: </span>
      {children}
    </p>
  );
}

export function FeaturedCard({ facility, category, onOpen }: FeaturedCardProps) {
  const { t, i18n } = useTranslation('facility');
  const hours = useFacilityHoursText({ hours: facility?.hours, openingHours: facility?.openingHours });

  if (!isValidCardFacility(facility)) {
    return (
      <div className="flex h-full min-h-40 items-center justify-center rounded-xl border border-red-300 bg-red-50 p-3 text-center text-sm font-semibold text-red-800">
        {t(`invalid.${category}`)}
      </div>
    );
  }

  const text = (value: string | null | undefined, fallback: string) => displayText(value) ?? t(fallback);
  const specialties = (facility.specialties ?? []).map((s) => localizedName(s, i18n.language)).join(', ');
  const tests = (facility.testsAvailable ?? [])
    .slice(0, TAGS_SHOWN)
    .map((s) => localizedName(s, i18n.language))
    .join(', ');
  const services = (facility.services ?? [])
    .map((s) => displayText(serviceName(s, i18n.language)))
    .filter(Boolean)
    .join(', ');

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
            {displayText(facility.name)}
          </button>
        </h3>
        <FeaturedLine label={t('address')}>{text(facility.address, 'fallback.address')}</FeaturedLine>
        <FeaturedLine label={t('phone')}>{text(facility.phone, 'fallback.phone')}</FeaturedLine>
        <FeaturedLine label={t('hours')}>{hours}</FeaturedLine>
        {category === 'hospital' ? (
          <>
            <RatingStars rating={facility.rating} />
            <FeaturedLine label={t('specialties')}>{specialties || t('fallback.specialties')}</FeaturedLine>
          </>
        ) : null}
        {category === 'laboratory' ? (
          <>
            <FeaturedLine label={t('tests')}>{tests || t('fallback.tests')}</FeaturedLine>
            <FeaturedLine label={t('services')}>{services || t('fallback.services')}</FeaturedLine>
          </>
        ) : null}
      </div>
    </article>
  );
}
