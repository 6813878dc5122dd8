import { DIRECTORY_TIME_ZONE, type FacilitySummary, type LocationPrecision } from '@hc/shared';
import { useTranslation } from 'react-i18next';

type TrustFacility = Pick<FacilitySummary, 'source' | 'dataSources' | 'lastVerifiedAt'>;
type PlacedFacility = Pick<FacilitySummary, 'latitude' | 'longitude' | 'locationPrecision'>;

/**
 * Where the record comes from: OpenStreetMap, the 2019 national public facility list, both, or the
 * team (a record staff or the demo created). From its open datasets; from `source` for an answer
 * that predates them.
 */
export function recordOrigin({ source, dataSources }: TrustFacility): 'osm' | 'list' | 'both' | 'team' {
  const sources: readonly string[] = dataSources ?? [source];
  const osm = sources.includes('osm');
  const list = sources.includes('public_mfl_2019');
  return osm && list ? 'both' : osm ? 'osm' : list ? 'list' : 'team';
}

/**
 * The position a visitor may be sent to: none when the source's coordinates are withheld (their terms
 * forbid reuse), whatever an older answer still carries.
 */
export function publishedPosition<T extends PlacedFacility>(facility: T): T {
  return facility.locationPrecision === 'withheld' ? { ...facility, latitude: null, longitude: null } : facility;
}

/**
 * "From the 2019 national public facility list, not yet verified.": where the record comes from and
 * the date it carries (Cameroon's calendar day, in the reader's language), said for what it is: for an
 * OpenStreetMap record, the day it was last edited there, not a verification (issue 34, part 7). Only the list's own
 * records are said to be unverified: the directory knows they never were (an OpenStreetMap record
 * without a date, or one read from the saved copy, which holds no dates, is just said to come from there).
 */
export function TrustLine({ facility, className }: { facility: TrustFacility; className?: string }) {
  const { t, i18n } = useTranslation('facility');
  const origin = recordOrigin(facility);
  const verified = facility.lastVerifiedAt;
  const date =
    verified &&
    new Intl.DateTimeFormat(i18n.language.startsWith('fr') ? 'fr-CM' : 'en-CM', {
      dateStyle: 'long',
      timeZone: DIRECTORY_TIME_ZONE,
    }).format(new Date(verified));
  return (
    <p className={className} data-testid="trust-line">
      {date ? t(`trust.verified.${origin}`, { date }) : t(`trust.${origin}`)}
    </p>
  );
}

/**
 * How far the position can be trusted, when it is not a mapped one: placed at the village, or not
 * published at all. Nothing for an exact position or a facility with none known.
 */
export function PositionNote({ precision, className }: { precision: LocationPrecision; className?: string }) {
  const { t } = useTranslation('facility');
  if (precision !== 'village' && precision !== 'withheld') return null;
  return (
    <p className={className} data-testid="position-note">
      {t(`position.${precision}`)}
    </p>
  );
}
