import { facilityTelHref, hasValidCoordinates, type FacilitySummary } from '@hc/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizedName } from '../../../lib/localized';
import { displayText, formatDutyInstant, formatLocationPath } from '../format';
import type { ListingConfig } from '../listing-configs';
import { openPharmacyMap } from '../map-action';

/** Laboratory cards list at most 3 tests (spec 01 §9); hospitals as many specialties. */
const MAX_TAGS = 3;

const actionClass = 'inline-flex items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold';

function MapActionButton({ facility }: { facility: FacilitySummary }) {
  const { t } = useTranslation('listings');
  const isValid = facility.hasValidLocation && hasValidCoordinates(facility.latitude, facility.longitude);
  return (
    <button
      type="button"
      // aria-disabled, not disabled: an invalid location still answers a press, with the spec's warning.
      aria-disabled={isValid ? undefined : true}
      onClick={() => openPharmacyMap(isValid ? facility : { latitude: null, longitude: null })}
      className={
        isValid
          ? `${actionClass} border border-brand bg-white text-brand hover:bg-blue-50`
          : `${actionClass} cursor-not-allowed bg-slate-200 text-slate-700`
      }
    >
      {t('card.openMap')}
      <span className="sr-only"> {isValid ? t('card.opensInNewTab') : t('card.noLocation')}</span>
    </button>
  );
}

export function FacilityCard({ facility, config }: { facility: FacilitySummary; config: ListingConfig }) {
  const { t, i18n } = useTranslation(['listings', 'facility']);
  const language = i18n.language;
  const headingId = useId();
  const name = displayText(facility.name) ?? t(`facility:unknown.${facility.category}`);
  const location = formatLocationPath(facility, language);
  const address = displayText(facility.address);
  const phone = displayText(facility.phone);
  const tel = facilityTelHref(facility.phone);
  const tags = (facility.category === 'laboratory' ? facility.testsAvailable : facility.specialties).map((tag) =>
    localizedName(tag, language),
  );
  const period = config.showDutyPeriod ? facility.onCallPeriod : null;
  const from = period ? formatDutyInstant(period.startsAt, language) : null;
  const to = period ? formatDutyInstant(period.endsAt, language) : null;
  const isOnCall = facility.category === 'pharmacy' && facility.onCallThisWeek;

  return (
    <li className="flex">
      <article
        aria-labelledby={headingId}
        className="flex w-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="min-w-0 text-lg font-bold break-words text-slate-900">
            {name}
          </h3>
          {isOnCall ? (
            <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-bold text-emerald-900 uppercase">
              {t('facility:onCall')}
            </span>
          ) : null}
        </div>
        <dl className="grid gap-1.5 text-sm text-slate-800">
          <div>
            <dt className="sr-only">{t('card.location')}</dt>
            <dd className="font-medium">{location || t('card.locationUnknown')}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">{t('facility:address')}: </dt>
            <dd className="inline">{address ?? t('facility:fallback.address')}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">{t('facility:phone')}: </dt>
            <dd className="inline">
              {phone && tel ? (
                <a href={tel} className="text-brand underline underline-offset-2 hover:text-brand-dark">
                  {phone}
                </a>
              ) : (
                (phone ?? t('facility:fallback.phone'))
              )}
            </dd>
          </div>
          {facility.category === 'hospital' || facility.category === 'laboratory' ? (
            <div>
              <dt className="inline font-semibold">
                {t(facility.category === 'hospital' ? 'facility:specialties' : 'facility:tests')}:{' '}
              </dt>
              <dd className="inline">
                {tags.length > 0
                  ? tags.slice(0, MAX_TAGS).join(', ') +
                    (tags.length > MAX_TAGS ? ` ${t('card.more', { count: tags.length - MAX_TAGS })}` : '')
                  : t(facility.category === 'hospital' ? 'facility:fallback.specialties' : 'facility:fallback.tests')}
              </dd>
            </div>
          ) : null}
          {config.showDutyPeriod ? (
            <div className="mt-1 rounded-lg bg-emerald-50 p-2 text-emerald-950">
              <dt className="font-semibold">{t('card.dutyPeriod')}</dt>
              <dd>
                {from && to ? (
                  <>
                    <span className="block">{t('card.from', { date: from })}</span>
                    <span className="block">{t('card.to', { date: to })}</span>
                  </>
                ) : (
                  t('card.dutyUnknown')
                )}
              </dd>
            </div>
          ) : null}
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Link
            to={config.detailPath(facility.id)}
            className={`${actionClass} bg-brand text-white hover:bg-brand-dark`}
            aria-describedby={headingId}
          >
            {t('card.details')}
          </Link>
          {config.showMapAction ? <MapActionButton facility={facility} /> : null}
        </div>
      </article>
    </li>
  );
}
