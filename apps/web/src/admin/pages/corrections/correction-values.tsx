import { weekdays, type Correction, type CorrectionField, type FacilityType, type WeeklyHours } from '@hc/shared';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../../lib/localized';

/** 2024-01-01 was a Monday: day i of the week, for naming weekdays in the interface language. */
const weekdayDate = (index: number) => new Date(Date.UTC(2024, 0, 1 + index));

function Hours({ hours }: { hours: WeeklyHours }) {
  const { t, i18n } = useTranslation('corrections');
  const dayName = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'fr' ? 'fr-CM' : 'en-CM', {
    weekday: 'short',
    timeZone: 'UTC',
  });
  return (
    <ul className="text-sm">
      {weekdays.map((day, index) => {
        const intervals = hours[day] ?? [];
        return (
          <li key={day}>
            <span className="inline-block w-12 font-medium capitalize">{dayName.format(weekdayDate(index))}</span>
            {intervals.length > 0 ? intervals.map((i) => `${i.opens}–${i.closes}`).join(', ') : t('queue.closedDay')}
          </li>
        );
      })}
    </ul>
  );
}

function Position({ latitude, longitude }: { latitude: number | null; longitude: number | null }) {
  const { t } = useTranslation('corrections');
  if (latitude === null || longitude === null) return <>{t('queue.none')}</>;
  const href = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`;
  return (
    <span className="flex flex-col">
      <span className="font-mono text-sm">
        {latitude}, {longitude}
      </span>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="text-sm font-medium text-brand underline underline-offset-2"
      >
        {t('queue.seeOnMap')}
        <span className="sr-only"> {t('queue.opensInNewTab')}</span>
      </a>
    </span>
  );
}

const text = (value: string | null | undefined, none: string) => (value && value.trim() ? value : none);

type Place = NonNullable<Correction['proposal']['place']>;

/** A facility type by its name in the reader's language (the back-office's facility catalog names them). */
function TypeName({ type }: { type: FacilityType | null | undefined }) {
  const { t } = useTranslation('corrections');
  const { t: tf } = useTranslation('admin-facilities');
  return <>{type ? tf(`types.${type}`) : t('queue.none')}</>;
}

/** Subdivision, division and region, in the reader's language. */
function PlaceName({ place }: { place: Place | null | undefined }) {
  const { t, i18n } = useTranslation('corrections');
  if (!place) return <>{t('queue.none')}</>;
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <>{[place.subdivision, place.division, place.region].map((name) => localizedName(name, language)).join(', ')}</>
  );
}

/** The facility's value of a proposed field, as it is now. */
export function CurrentValue({ correction, field }: { correction: Correction; field: CorrectionField }) {
  const { t } = useTranslation('corrections');
  const current = correction.facility.current;
  switch (field) {
    case 'name':
      return <>{text(current.name ?? correction.facility.name, t('queue.none'))}</>;
    case 'facilityType':
      return <TypeName type={current.facilityType} />;
    case 'place':
      return <PlaceName place={current.place} />;
    case 'phone':
      return <>{text(current.phone, t('queue.none'))}</>;
    case 'address':
      return <>{text(current.address, t('queue.none'))}</>;
    case 'openingHours':
      return current.openingHours ? <Hours hours={current.openingHours} /> : <>{t('queue.none')}</>;
    case 'position':
      return <Position latitude={current.latitude} longitude={current.longitude} />;
    case 'closedPermanently':
    case 'notHealthFacility':
      return <>{correction.facility.archivedAt ? t('queue.archived') : t('queue.listed')}</>;
  }
}

/** What the visitor (or, for name, type and place, the facility's manager) proposes for the field. */
export function ProposedValue({ correction, field }: { correction: Correction; field: CorrectionField }) {
  const { t } = useTranslation('corrections');
  const proposal = correction.proposal;
  switch (field) {
    case 'name':
      return <>{text(proposal.name, t('queue.none'))}</>;
    case 'facilityType':
      return <TypeName type={proposal.facilityType} />;
    case 'place':
      return <PlaceName place={proposal.place} />;
    case 'phone':
      return <>{text(proposal.phone, t('queue.none'))}</>;
    case 'address':
      return <>{text(proposal.address, t('queue.none'))}</>;
    case 'openingHours':
      return proposal.openingHours ? <Hours hours={proposal.openingHours} /> : <>{t('queue.none')}</>;
    case 'position':
      return <Position latitude={proposal.latitude} longitude={proposal.longitude} />;
    case 'closedPermanently':
      return <>{t('queue.closedProposed')}</>;
    case 'notHealthFacility':
      return <>{t('queue.notHealthProposed')}</>;
  }
}
