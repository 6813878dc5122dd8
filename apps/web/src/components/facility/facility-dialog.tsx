import {
  directionsHref,
  facilityTelHref,
  sanitizeDisplayText,
  serviceName,
  type FacilityCategory,
  type FacilitySummary,
} from '@hc/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { track } from '../../lib/analytics/track';
import { detailPath } from '../../lib/facility-routes';
import { localizedName } from '../../lib/localized';
import { useNow } from '../../lib/use-now';
import { SuggestCorrection } from '../corrections/suggest-correction';
import { Dialog } from '../ui/dialog';
import { ConfirmedNote } from './facility-confirmed';
import { FacilityHours } from './facility-hours';
import { PositionNote, publishedPosition, TrustLine } from './facility-trust';
import { displayText } from './format';
import { OpenNowBadge } from './open-now-badge';

/** Title bar colour per facility type (spec 01 §2.6), all with white text at AA contrast. */
export const categoryHeaderClass: Record<FacilityCategory, string> = {
  hospital: 'bg-brand text-white',
  pharmacy: 'bg-emerald-700 text-white',
  laboratory: 'bg-violet-700 text-white',
};

type FacilityDialogProps = {
  facility: FacilitySummary | null;
  onClose: () => void;
};

/** Spec 01 §2.6: the facility's essentials, with Call Now and Directions. */
export function FacilityDialog({ facility, onClose }: FacilityDialogProps) {
  const { t, i18n } = useTranslation('facility');
  const now = useNow();
  if (!facility) return null;
  const category = facility.category;
  // A withheld position is not one to send the visitor to.
  const placed = publishedPosition(facility);
  const text = (value: string | null | undefined, fallback: string) =>
    value && value.trim() ? sanitizeDisplayText(value) : t(fallback);
  const tel = facilityTelHref(facility.phone);
  const directions = directionsHref(placed);
  const specialties = facility.specialties.map((s) => localizedName(s, i18n.language)).join(', ');
  const tests = facility.testsAvailable.map((s) => localizedName(s, i18n.language)).join(', ');
  const services = (facility.services ?? [])
    .map((s) => displayText(serviceName(s, i18n.language)))
    .filter(Boolean)
    .join(', ');

  return (
    <Dialog
      open
      onClose={onClose}
      headerClassName={categoryHeaderClass[category]}
      closeLabel={t('close')}
      title={
        <span className="flex flex-wrap items-center gap-2">
          {facility.name.trim() ? sanitizeDisplayText(facility.name) : t(`unknown.${category}`)}
          {category === 'pharmacy' && facility.onCallThisWeek ? (
            <span className="rounded-full bg-white px-2 py-0.5 text-xs font-bold uppercase text-emerald-800">
              {t('onCall')}
            </span>
          ) : null}
          {category === 'pharmacy' ? (
            <OpenNowBadge facility={facility} now={now} className="px-2 py-0.5 text-xs" />
          ) : null}
        </span>
      }
      footer={
        <div className="flex flex-wrap gap-3">
          {tel ? (
            <a
              href={tel}
              onClick={() => track({ type: 'call', facilityId: facility.id })}
              className="rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
            >
              {t('callNow')}
            </a>
          ) : (
            <button
              type="button"
              disabled
              className="cursor-not-allowed rounded-lg bg-slate-200 px-4 py-2 font-semibold text-slate-600"
            >
              {t('callNow')}
            </button>
          )}
          {directions ? (
            <a
              href={directions}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => track({ type: 'directions', facilityId: facility.id })}
              className="rounded-lg border border-brand px-4 py-2 font-semibold text-brand hover:bg-blue-50"
            >
              {t('directions')}
              <span className="sr-only"> {t('opensInNewTab')}</span>
            </a>
          ) : (
            <button
              type="button"
              disabled
              className="cursor-not-allowed rounded-lg bg-slate-200 px-4 py-2 font-semibold text-slate-600"
            >
              {t('directions')}
            </button>
          )}
          <Link
            to={detailPath(category, facility.id)}
            onClick={onClose}
            className="rounded-lg px-4 py-2 font-semibold text-brand underline underline-offset-2 hover:bg-blue-50"
          >
            {t('viewDetails')}
          </Link>
          <SuggestCorrection
            facility={{
              ...placed,
              name: facility.name.trim() ? sanitizeDisplayText(facility.name) : t(`unknown.${category}`),
            }}
            label={t('suggestCorrection')}
            className="rounded-lg px-4 py-2 font-semibold text-brand underline underline-offset-2 hover:bg-blue-50"
          />
        </div>
      }
    >
      <dl className="grid gap-3 text-sm">
        <div>
          <dt className="font-semibold text-slate-600">{t('address')}</dt>
          <dd>{text(facility.address, 'fallback.address')}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">{t('phone')}</dt>
          <dd>{text(facility.phone, 'fallback.phone')}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">{t('hours')}</dt>
          <dd>
            <FacilityHours hours={facility.hours} openingHours={facility.openingHours} />
          </dd>
        </div>
        {category === 'hospital' ? (
          <div>
            <dt className="font-semibold text-slate-600">{t('specialties')}</dt>
            <dd>{specialties || t('fallback.specialties')}</dd>
          </div>
        ) : null}
        {category === 'laboratory' ? (
          <div>
            <dt className="font-semibold text-slate-600">{t('tests')}</dt>
            <dd>{tests || t('fallback.tests')}</dd>
          </div>
        ) : null}
        {services ? (
          <div>
            <dt className="font-semibold text-slate-600">{t('services')}</dt>
            <dd>{services}</dd>
          </div>
        ) : null}
      </dl>
      <PositionNote
        precision={facility.locationPrecision}
        className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
      />
      {/* What the facility's own managers said (issue 35), then where the record comes from; "Suggest a
          correction", below, is how to fix it. */}
      <ConfirmedNote confirmedAt={facility.facilityConfirmedAt} now={now} className="mt-3 text-sm" />
      <TrustLine facility={facility} className="mt-3 text-sm text-slate-700" />
      {/* Issue 35: the way into the claim flow, a link and its words (kept small: the pages' budgets). */}
      <p className="mt-2 text-sm text-slate-700">
        {t('claim.prompt')}{' '}
        <Link
          to={`/facility-claim?facility=${facility.id}`}
          onClick={onClose}
          className="font-semibold text-brand underline underline-offset-2 hover:text-brand-dark"
        >
          {t('claim.link')}
        </Link>
      </p>
    </Dialog>
  );
}
