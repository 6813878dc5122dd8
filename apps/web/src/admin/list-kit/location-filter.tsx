import type { LocalizedRef, LocationFilter as LocationIds } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SelectField, type SelectListStatus } from '../../components/ui/select-field';
import { divisionsQueryOptions, regionsQueryOptions, subdivisionsQueryOptions } from '../../lib/api/geography';
import { localizedName } from '../../lib/localized';
import type { ListParams } from './use-list-params';

/** The URL keys of the cascade. Their values are place NAMES (spec 02 §5), not ids. */
export const locationKeys = ['region', 'division', 'subdivision'] as const;
export type LocationNames = Record<(typeof locationKeys)[number], string>;

const sameName = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * The place a name in the URL stands for, among the places of the chosen parent only (so a division
 * name is looked up within its region). Case and accents are ignored, and the English or the French
 * name both match ('Lekie', 'Lékié' and 'lekie' are the same division).
 */
export function findPlace<Place extends LocalizedRef>(places: readonly Place[] | undefined, name: string) {
  if (!name || !places) return undefined;
  return places.find(
    (place) => sameName.compare(place.nameEn, name) === 0 || sameName.compare(place.nameFr, name) === 0,
  );
}

/** Select options: the English name as the value (what the URL keeps), the label in the interface language. */
function toOptions(places: readonly LocalizedRef[] | undefined, language: string) {
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  return (places ?? [])
    .map((place) => ({ value: place.nameEn, label: localizedName(place, language) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/**
 * The region → division → subdivision filter of an admin list (spec 02 §2, §4, §5), kept in the URL
 * by name: `?region=Littoral&division=Wouri&subdivision=Douala%20I`.
 *
 * Names become ids for the API here: the region name is looked up in the regions list, the division
 * name in that region's divisions, the subdivision name in that division's subdivisions (the same
 * cached geography queries as the public listings). `ids` holds the ids found; a name that matches no
 * place is ignored (no restriction), as a refused filter value is. `isResolving` is true while a named
 * level's list is still loading: a section waits for it (`enabled: !location.isResolving`) instead
 * of showing unfiltered rows for a moment. A server that matches by name can use `names` instead.
 */
export function useLocationFilter(list: Pick<ListParams, 'get' | 'update'>) {
  const names: LocationNames = {
    region: list.get('region'),
    division: list.get('division'),
    subdivision: list.get('subdivision'),
  };
  const regions = useQuery(regionsQueryOptions());
  const region = findPlace(regions.data, names.region);
  const divisions = useQuery(divisionsQueryOptions(region?.id));
  const division = region ? findPlace(divisions.data, names.division) : undefined;
  const subdivisions = useQuery(subdivisionsQueryOptions(division?.id));
  const subdivision = division ? findPlace(subdivisions.data, names.subdivision) : undefined;

  // Waiting for the list a level's name is looked up in (its parent's list first).
  const isRegionWaiting = names.region !== '' && regions.isPending;
  const isDivisionWaiting = isRegionWaiting || (region !== undefined && divisions.isPending);
  const isSubdivisionWaiting = isDivisionWaiting || (division !== undefined && subdivisions.isPending);
  const listStatus = (isWaiting: boolean, parent: unknown, query: { status: SelectListStatus }) =>
    isWaiting ? 'pending' : parent ? query.status : 'success';

  return {
    names,
    ids: { region: region?.id, division: division?.id, subdivision: subdivision?.id } satisfies LocationIds,
    isResolving:
      (names.region !== '' && isRegionWaiting) ||
      (names.division !== '' && isDivisionWaiting) ||
      (names.subdivision !== '' && isSubdivisionWaiting),
    regions: regions.data,
    divisions: region ? divisions.data : undefined,
    subdivisions: division ? subdivisions.data : undefined,
    /** The state of each select's list (spec 01 §8 loading and error options). */
    status: {
      region: regions.status,
      division: listStatus(isRegionWaiting, region, divisions),
      subdivision: listStatus(isDivisionWaiting, division, subdivisions),
    },
    /** What each select shows: the matched place's English name, the raw name while its list loads. */
    selected: {
      region: region?.nameEn ?? (isRegionWaiting ? names.region : ''),
      division: division?.nameEn ?? (isDivisionWaiting ? names.division : ''),
      subdivision: subdivision?.nameEn ?? (isSubdivisionWaiting ? names.subdivision : ''),
    },
    /** A new region clears the division and the subdivision (spec 02 §4); the page goes back to 1. */
    setRegion: (name: string) => list.update({ region: name, division: null, subdivision: null }),
    /** A new division clears the subdivision. */
    setDivision: (name: string) => list.update({ division: name, subdivision: null }),
    setSubdivision: (name: string) => list.update({ subdivision: name }),
  };
}

export type LocationFilterState = ReturnType<typeof useLocationFilter>;

/**
 * The three selects of the cascade: the division is enabled only once a region is chosen, the
 * subdivision once a division is; each says why while it is disabled.
 */
export function LocationFilter({ location }: { location: LocationFilterState }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { selected, status } = location;
  // What the selects show decides: a name that matched no place shows (and counts) as 'All'.
  const hasRegion = selected.region !== '';
  const hasDivision = hasRegion && selected.division !== '';
  const common = { loadingText: t('list.location.loading'), errorText: t('list.location.loadError') };

  return (
    <>
      <SelectField
        {...common}
        label={t('list.location.region')}
        placeholder={t('list.location.allRegions')}
        value={selected.region}
        onChange={location.setRegion}
        options={toOptions(location.regions, language)}
        status={status.region}
      />
      <SelectField
        {...common}
        label={t('list.location.division')}
        placeholder={t('list.location.allDivisions')}
        value={selected.division}
        onChange={location.setDivision}
        options={toOptions(location.divisions, language)}
        status={status.division}
        disabled={!hasRegion}
        disabledHint={t('list.location.chooseRegionFirst')}
      />
      <SelectField
        {...common}
        label={t('list.location.subdivision')}
        placeholder={t('list.location.allSubdivisions')}
        value={selected.subdivision}
        onChange={location.setSubdivision}
        options={toOptions(location.subdivisions, language)}
        status={status.subdivision}
        disabled={!hasDivision}
        disabledHint={t('list.location.chooseDivisionFirst')}
      />
    </>
  );
}
