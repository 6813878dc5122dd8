import { facilityTelHref, type AlternativesPlaceLevel, type FacilitySummary } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayText, formatLocationPath } from '../../../../components/facility/format';
import { detailPath } from '../../../../lib/facility-routes';
import { registerCatalogs } from '../../../../lib/i18n';
import { onCallAlternativesQueryOptions } from '../../api/on-call-alternatives';
import type { ListingState } from '../listing-state';

// Its words come with it, out of the catalog list every page carries.
registerCatalogs(import.meta.glob('../../../../locales/*/on-call-help.json'));

/** Cameroon's emergency numbers, the same everywhere in the country. */
const EMERGENCY_NUMBERS = [
  { key: 'police', number: '117' },
  { key: 'fire', number: '118' },
] as const;

type Props = {
  state: ListingState;
  /** The on-call list's `at` as in its URL, or null for now. */
  at: string | null;
  /** The visitor's position ("lat,lng") when they asked for nearest first. */
  near: string | null;
};

function Place({ facility }: { facility: FacilitySummary }) {
  const { t, i18n } = useTranslation('on-call-help');
  const name = displayText(facility.name) ?? facility.name;
  const phone = displayText(facility.phone);
  const tel = facilityTelHref(facility.phone);
  const where = formatLocationPath(facility, i18n.language);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3">
      <Link
        to={detailPath(facility.category, facility.id)}
        className="font-semibold break-words text-brand underline underline-offset-2 hover:text-brand-dark"
      >
        {name}
      </Link>
      {where ? <p className="text-sm text-slate-700">{where}</p> : null}
      <p className="text-sm">
        {phone && tel ? (
          <a href={tel} className="font-semibold text-brand underline underline-offset-2">
            {t('call', { phone })}
          </a>
        ) : (
          <span className="text-slate-700">{t('noPhone')}</span>
        )}
      </p>
    </li>
  );
}

function Group({
  title,
  list,
  asked,
}: {
  title: string;
  list: { place: AlternativesPlaceLevel; items: FacilitySummary[] };
  asked: AlternativesPlaceLevel;
}) {
  const { t } = useTranslation('on-call-help');
  const id = useId();
  if (list.items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h4 id={id} className="font-bold text-slate-900">
        {title}
      </h4>
      {/* Found only further away than the place chosen: say where. */}
      {list.place !== asked ? <p className="text-sm text-slate-700">{t(`widened.${list.place}`)}</p> : null}
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {list.items.map((facility) => (
          <Place key={facility.id} facility={facility} />
        ))}
      </ul>
    </section>
  );
}

/**
 * Issue 34: where no pharmacy on call is published, what helps instead, said plainly: pharmacies whose
 * hours say they are open then, those open around the clock, the nearest hospitals with an emergency
 * service, and the emergency numbers (which need nothing from the network to be shown).
 */
export function NoRotaHelp({ state, at, near }: Props) {
  const { t } = useTranslation('on-call-help');
  const headingId = useId();
  const params = {
    ...(state.region ? { region: state.region } : {}),
    ...(state.division ? { division: state.division } : {}),
    ...(state.subdivision ? { subdivision: state.subdivision } : {}),
    ...(at ? { at } : {}),
    ...(near ? { near } : {}),
  };
  const alternatives = useQuery(onCallAlternativesQueryOptions(params));
  const asked: AlternativesPlaceLevel = near
    ? 'near'
    : state.subdivision
      ? 'subdivision'
      : state.division
        ? 'division'
        : state.region
          ? 'region'
          : 'country';
  const data = alternatives.data;
  const isEmpty =
    data &&
    data.openPharmacies.items.length + data.allDayPharmacies.items.length + data.emergencyHospitals.items.length === 0;

  return (
    <section aria-labelledby={headingId} className="mt-4 flex flex-col gap-5 rounded-xl border border-slate-200 p-4">
      <h3 id={headingId} className="text-lg font-bold text-slate-900">
        {t('title')}
      </h3>
      {alternatives.isPending ? (
        <p role="status" className="text-slate-700">
          {t('loading')}
        </p>
      ) : null}
      {alternatives.isError ? (
        <div role="alert" className="text-slate-800">
          <p>{t('loadError')}</p>
          <button
            type="button"
            onClick={() => void alternatives.refetch()}
            className="mt-2 rounded-lg border border-brand bg-white px-4 py-2 font-semibold text-brand hover:bg-blue-50"
          >
            {t('retry')}
          </button>
        </div>
      ) : null}
      {data ? (
        <>
          <Group title={t(at ? 'openAt' : 'openNow')} list={data.openPharmacies} asked={asked} />
          <Group title={t('allDay')} list={data.allDayPharmacies} asked={asked} />
          <Group title={t('hospitals')} list={data.emergencyHospitals} asked={asked} />
          {isEmpty ? <p className="text-slate-700">{t('none')}</p> : null}
        </>
      ) : null}
      <section aria-labelledby={`${headingId}-numbers`} className="rounded-lg bg-red-50 p-3 text-red-950">
        <h4 id={`${headingId}-numbers`} className="font-bold">
          {t('numbers.title')}
        </h4>
        <ul className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
          {EMERGENCY_NUMBERS.map(({ key, number }) => (
            <li key={key}>
              {t(`numbers.${key}`)}:{' '}
              <a href={`tel:${number}`} className="font-bold underline underline-offset-2">
                {number}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-1 text-sm">{t('numbers.advice')}</p>
      </section>
    </section>
  );
}
