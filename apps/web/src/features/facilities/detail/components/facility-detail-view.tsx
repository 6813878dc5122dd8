import {
  directionsHref,
  facilityTelHref,
  sanitizeDisplayText,
  type FacilityCategory,
  type FacilityDetail,
} from '@hc/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SuggestCorrection } from '../../../../components/corrections/suggest-correction';
import { ConfirmedNote } from '../../../../components/facility/facility-confirmed';
import { publishedPosition, recordOrigin, TrustLine } from '../../../../components/facility/facility-trust';
import { track } from '../../../../lib/analytics/track';
import { listingPaths } from '../../../../lib/facility-routes';
import { localizedName } from '../../../../lib/localized';
import { useServiceNames } from '../../../../lib/use-service-names';
import { intlLocale, toExternalUrl, useNow } from '../lib/format';
import { OpenNowBadge } from '../../../../components/facility/open-now-badge';
import { DutySection } from './duty-section';
import { HoursSection } from './hours-section';
import { MapSection } from './map-section';
import { SpecialtiesSection } from './specialties-section';

const cardClass = 'rounded-xl border border-slate-200 bg-white p-5';
const h2Class = 'text-xl font-bold text-slate-900';
const linkClass = 'font-medium text-brand underline underline-offset-2 hover:text-brand-dark';
const primaryAction =
  'inline-flex items-center rounded-lg bg-brand px-4 py-2.5 font-semibold text-white hover:bg-brand-dark';
const secondaryAction =
  'inline-flex items-center rounded-lg border border-brand bg-white px-4 py-2.5 font-semibold text-brand hover:bg-blue-50';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
      <dt className="font-semibold text-slate-700">{label}</dt>
      {/* Anywhere, not break-word: an e-mail or a web address wider than a 320 px screen then no longer widens
          the grid columns it sits in (break-word leaves their minimum width at the whole word's). */}
      <dd className="wrap-anywhere text-slate-900">{children}</dd>
    </div>
  );
}

function NameList({ items, empty }: { items: string[]; empty: string }) {
  if (!items.length) return <p className="mt-2 text-slate-800">{empty}</p>;
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-900">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Everything the directory knows about one facility (issue 4). */
export function FacilityDetailView({ facility, category }: { facility: FacilityDetail; category: FacilityCategory }) {
  const { t, i18n } = useTranslation(['detail', 'facility']);
  const language = i18n.resolvedLanguage ?? 'en';
  const locale = intlLocale(language);
  const now = useNow();

  const text = (value: string | null | undefined) => (value && value.trim() ? sanitizeDisplayText(value) : null);
  const name = text(facility.name) ?? t(`facility:unknown.${category}`);
  const typeLabel = t(`facility:type.${facility.facilityType}`);
  const place = [facility.subdivision, facility.division, facility.region]
    .map((ref) => localizedName(ref, language))
    .filter(Boolean);
  const locationPath = [...place].reverse().join(' › ');
  const tel = facilityTelHref(facility.phone);
  const phones = (facility.phones ?? []).flatMap(({ number, label }) => {
    const href = facilityTelHref(number);
    return href ? [{ number: sanitizeDisplayText(number), label: text(label), href }] : [];
  });
  // A withheld position is not one to send the visitor to, nor to put on the map.
  const placed = publishedPosition(facility);
  const directions = directionsHref(placed);
  const trackCall = () => track({ type: 'call', facilityId: facility.id });
  const email = text(facility.email);
  const website = toExternalUrl(facility.website);
  const rating =
    facility.rating === null
      ? null
      : new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(facility.rating);
  const origin = recordOrigin(facility);
  const specialties = facility.specialties.map((s) => localizedName(s, language));
  const tests = facility.testsAvailable.map((s) => localizedName(s, language));
  const serviceNames = useServiceNames(facility.services, language);
  const services = serviceNames?.map((s) => sanitizeDisplayText(s.trim())).filter(Boolean);
  const showSpecialties = category === 'hospital' || specialties.length > 0 || facility.doctors.length > 0;
  const showTests = category === 'laboratory' || tests.length > 0;
  const showDuty = category === 'pharmacy' || facility.dutyPeriods.length > 0;

  return (
    <article className="mx-auto max-w-[1200px] px-4 py-8 text-slate-900">
      <nav aria-label={t('breadcrumb')} className="text-sm">
        <ol className="flex flex-wrap items-center gap-1 text-slate-700">
          <li>
            <Link to="/" className={linkClass}>
              {t('home')}
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li>
            <Link to={listingPaths[category]} className={linkClass}>
              {t(`listing.${category}`)}
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li aria-current="page" className="font-medium wrap-anywhere text-slate-900">
            {name}
          </li>
        </ol>
      </nav>

      <header className="mt-6">
        <h1 className="text-3xl font-bold break-words text-slate-900 sm:text-4xl">{name}</h1>
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full bg-blue-50 px-3 py-1 font-semibold text-brand-dark">{typeLabel}</span>
          {facility.onCallThisWeek ? (
            <span className="rounded-full bg-emerald-700 px-3 py-1 font-semibold text-white">
              {t('facility:onCall')}
            </span>
          ) : null}
          <OpenNowBadge facility={facility} now={now} className="px-3 py-1" />
          <span className="text-slate-800">
            <span className="font-semibold">{t('rating.label')}:</span>{' '}
            {rating ? (
              <>
                <span aria-hidden="true" className="text-amber-700">
                  ★{' '}
                </span>
                {t('rating.value', { value: rating })}
              </>
            ) : (
              t('rating.none')
            )}
          </span>
        </div>
        {locationPath ? <p className="mt-2 text-slate-700">{locationPath}</p> : null}
        <div className="mt-5 flex flex-wrap gap-3">
          {tel ? (
            <a href={tel} onClick={trackCall} className={primaryAction}>
              {t('actions.call')}
            </a>
          ) : null}
          {directions ? (
            <a
              href={directions}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => track({ type: 'directions', facilityId: facility.id })}
              className={secondaryAction}
            >
              {t('facility:directions')}
              <span className="sr-only"> {t('facility:opensInNewTab')}</span>
            </a>
          ) : null}
          {email ? (
            <a href={`mailto:${email}`} className={secondaryAction}>
              {t('actions.email')}
            </a>
          ) : null}
          {website ? (
            <a href={website} target="_blank" rel="noopener noreferrer" className={secondaryAction}>
              {t('actions.website')}
              <span className="sr-only"> {t('facility:opensInNewTab')}</span>
            </a>
          ) : null}
        </div>
      </header>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <section aria-labelledby="detail-facts-heading" className={cardClass}>
            <h2 id="detail-facts-heading" className={h2Class}>
              {t('facts.title')}
            </h2>
            <dl className="mt-4 grid gap-3">
              <Fact label={t('facts.type')}>{typeLabel}</Fact>
              <Fact label={t('facility:address')}>{text(facility.address) ?? t('facility:fallback.address')}</Fact>
              <Fact label={t('facts.location')}>{locationPath || t('facts.fallbackLocation')}</Fact>
              <Fact label={t('facility:phone')}>
                {phones.length ? (
                  // Issue 35: the numbers the facility's managers keep, each with its label ("Reception").
                  <ul>
                    {phones.map(({ number, label, href }) => (
                      <li key={number}>
                        <a href={href} onClick={trackCall} className={linkClass}>
                          {label ? t('facility:phoneLabelled', { label, number }) : number}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : text(facility.phone) ? (
                  tel ? (
                    <a href={tel} onClick={trackCall} className={linkClass}>
                      {text(facility.phone)}
                    </a>
                  ) : (
                    text(facility.phone)
                  )
                ) : (
                  t('facility:fallback.phone')
                )}
              </Fact>
              <Fact label={t('facts.email')}>
                {email ? (
                  <a href={`mailto:${email}`} className={linkClass}>
                    {email}
                  </a>
                ) : (
                  t('facts.fallbackEmail')
                )}
              </Fact>
              <Fact label={t('facts.website')}>
                {website ? (
                  <a href={website} target="_blank" rel="noopener noreferrer" className={linkClass}>
                    {text(facility.website)}
                    <span className="sr-only"> {t('facility:opensInNewTab')}</span>
                  </a>
                ) : (
                  (text(facility.website) ?? t('facts.fallbackWebsite'))
                )}
              </Fact>
              {text(facility.operator) ? <Fact label={t('facts.operator')}>{text(facility.operator)}</Fact> : null}
              {facility.beds !== null ? (
                <Fact label={t('facts.beds')}>{new Intl.NumberFormat(locale).format(facility.beds)}</Fact>
              ) : null}
              {facility.emergency !== null ? (
                <Fact label={t('facts.emergency')}>{facility.emergency ? t('facts.yes') : t('facts.no')}</Fact>
              ) : null}
            </dl>
          </section>

          <HoursSection
            hours={facility.hours}
            openingHours={facility.openingHours}
            now={now}
            specialDates={facility.specialDates}
          />

          {showDuty ? <DutySection periods={facility.dutyPeriods} now={now} /> : null}

          {showSpecialties ? (
            <SpecialtiesSection specialties={facility.specialties} doctors={facility.doctors} />
          ) : null}

          {showTests ? (
            <section aria-labelledby="detail-tests-heading" className={cardClass}>
              <h2 id="detail-tests-heading" className={h2Class}>
                {t('tests.title')}
              </h2>
              <NameList items={tests} empty={t('tests.none')} />
            </section>
          ) : null}

          <section aria-labelledby="detail-services-heading" className={cardClass}>
            <h2 id="detail-services-heading" className={h2Class}>
              {t('services.title')}
            </h2>
            {services ? <NameList items={services} empty={t('services.none')} /> : null}
          </section>
        </div>

        <div className="space-y-6">
          <MapSection
            latitude={placed.latitude}
            longitude={placed.longitude}
            precision={facility.locationPrecision}
            name={name}
          />

          <section aria-labelledby="detail-source-heading" className={cardClass}>
            <h2 id="detail-source-heading" className={h2Class}>
              {t('source.title')}
            </h2>
            <ConfirmedNote confirmedAt={facility.facilityConfirmedAt} now={now} className="mt-4" />
            <TrustLine facility={facility} className="mt-4 text-slate-900" />
            <p className="mt-2 text-slate-800">
              {origin === 'osm' || origin === 'both' ? <>{t('source.osm')} </> : null}
              <Link to="/data-sources" className={linkClass}>
                {t('source.dataSourcesLink')}
              </Link>
            </p>
            <SuggestCorrection
              facility={{ ...placed, name }}
              label={t('facility:suggestCorrection')}
              className={`${secondaryAction} mt-4`}
            />
            {/* Issue 35: the way into the claim flow, a link and its words (kept small: the page's budget). */}
            <p className="mt-4 text-slate-800">
              {t('facility:claim.prompt')}{' '}
              <Link to={`/facility-claim?facility=${facility.id}`} className={linkClass}>
                {t('facility:claim.link')}
              </Link>
            </p>
          </section>
        </div>
      </div>
    </article>
  );
}
