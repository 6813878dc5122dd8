import { facilityTelHref, type FacilitySummary } from '@hc/shared';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { track } from '../../lib/analytics/track';
import { lazyWithRetry } from '../../lib/lazy-with-retry';
import { localizedName } from '../../lib/localized';
import { useNow } from '../../lib/use-now';
import { displayText, formatDutyInstant, formatLocationPath } from './format';
import type { DistanceText } from './near-me';
import { OpenNowBadge } from './open-now-badge';
import { RouteErrorBoundary } from '../route-error-boundary';
import { cardActionClass, TAGS_SHOWN } from '../ui/card-parts';

/** A facility in a listing (spec 02 §2): where it is, how to reach it, and a link to its detail page. */
type ListingCardProps = {
  variant: 'listing';
  facility: FacilitySummary;
  detailHref: string;
  /** Pharmacies on call: the duty window (on the on-call list), else the duty period of this week. */
  showDutyPeriod?: boolean;
  /** Pharmacies: directions from the visitor's position (spec 02 §4). */
  showMapAction?: boolean;
  /**
   * How far it is from the visitor ("1.2 km", said to be approximate for a position placed at the village),
   * measured on the device ("Use my location"); none without.
   */
  distance?: DistanceText | null | undefined;
  /** The instant the on-call list answers for, when not now: the card says "open at that time". */
  at?: Date | null | undefined;
};

export type FacilityCardProps = ListingCardProps;

/**
 * A facility in a listing: it renders an <article>; the caller places it in its list item. The landing
 * page's featured card, the specs' other design, is FeaturedCard (./featured-card): apart, so that the
 * listings' first load does not carry it, its picture and its stars.
 */
export function FacilityCard(props: FacilityCardProps) {
  return <ListingCard {...props} />;
}

const loadMapAction = () => import('./map-action-button').then((m) => ({ default: m.MapActionButton }));
/**
 * The pharmacies' map action: not needed to show the list, so out of the listings' first load (the
 * hospitals and laboratories never load it). A pharmacy listing asks for it as it opens (`preloadMapAction`),
 * so it is there by the time the cards are.
 */
const MapActionButton = lazyWithRetry(loadMapAction);
export const preloadMapAction = () => void loadMapAction().catch(() => {});

function ListingCard({
  facility,
  detailHref,
  showDutyPeriod = false,
  showMapAction = false,
  distance = null,
  at = null,
}: ListingCardProps) {
  const { t, i18n } = useTranslation('facility');
  const language = i18n.language;
  const headingId = useId();
  const name = displayText(facility.name) ?? t(`unknown.${facility.category}`);
  const location = formatLocationPath(facility, language);
  const address = displayText(facility.address);
  const phone = displayText(facility.phone);
  const tel = facilityTelHref(facility.phone);
  const tags = (facility.category === 'laboratory' ? facility.testsAvailable : facility.specialties).map((tag) =>
    localizedName(tag, language),
  );
  const now = useNow();
  const period = showDutyPeriod ? (facility.dutyWindow ?? facility.onCallPeriod) : null;
  const from = period ? formatDutyInstant(period.startsAt, language) : null;
  const to = period ? formatDutyInstant(period.endsAt, language, t('openNow.midnight')) : null;
  const isOnCall = facility.category === 'pharmacy' && facility.onCallThisWeek;

  return (
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
            {t('onCall')}
          </span>
        ) : null}
      </div>
      {facility.category === 'pharmacy' ? (
        <p className="-mt-1 text-sm">
          <OpenNowBadge facility={facility} now={at ?? now} isLater={at !== null} />
        </p>
      ) : null}
      <dl className="grid gap-1.5 text-sm text-slate-800">
        {distance === null ? null : (
          <div>
            <dt className="sr-only">{t('card.distance')}</dt>
            <dd className="font-semibold text-brand" data-testid="distance">
              {t('card.distanceAway', distance)}
            </dd>
          </div>
        )}
        <div>
          <dt className="sr-only">{t('card.location')}</dt>
          <dd className="font-medium">{location || t('card.locationUnknown')}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">{t('address')}: </dt>
          <dd className="inline">{address ?? t('fallback.address')}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">{t('phone')}: </dt>
          <dd className="inline">
            {phone && tel ? (
              <a
                href={tel}
                onClick={() => track({ type: 'call', facilityId: facility.id })}
                className="text-brand underline underline-offset-2 hover:text-brand-dark"
              >
                {phone}
              </a>
            ) : (
              (phone ?? t('fallback.phone'))
            )}
          </dd>
        </div>
        {facility.category === 'hospital' || facility.category === 'laboratory' ? (
          <div>
            <dt className="inline font-semibold">{t(facility.category === 'hospital' ? 'specialties' : 'tests')}: </dt>
            <dd className="inline">
              {tags.length > 0
                ? tags.slice(0, TAGS_SHOWN).join(', ') +
                  (tags.length > TAGS_SHOWN ? ` ${t('card.more', { count: tags.length - TAGS_SHOWN })}` : '')
                : t(facility.category === 'hospital' ? 'fallback.specialties' : 'fallback.tests')}
            </dd>
          </div>
        ) : null}
        {showDutyPeriod ? (
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
          to={detailHref}
          className={`${cardActionClass} bg-brand text-white hover:bg-brand-dark`}
          aria-describedby={headingId}
        >
          {t('card.details')}
        </Link>
        {showMapAction ? (
          // Its download failed (offline): the card goes without it, as a map could not open anyway.
          <RouteErrorBoundary quiet>
            <Suspense fallback={<span className={`${cardActionClass} invisible`}>{t('card.openMap')}</span>}>
              <MapActionButton facility={facility} />
            </Suspense>
          </RouteErrorBoundary>
        ) : null}
      </div>
    </article>
  );
}
