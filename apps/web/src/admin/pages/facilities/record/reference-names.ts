import type { AdminFacility, LocalizedRef } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { divisionsQueryOptions, regionsQueryOptions, subdivisionsQueryOptions } from '../../../../lib/api/geography';
import { labTestsQueryOptions } from '../../../../lib/api/laboratory-tests';
import { specialtiesQueryOptions } from '../../../../lib/api/specialties';
import { localizedName } from '../../../../lib/localized';

export type ReferenceKind = 'region' | 'division' | 'subdivision' | 'specialty' | 'test';
/** The name of a place, specialty or test by its id, in the interface language; `#id` when not known here. */
export type NameOf = (kind: ReferenceKind, id: number) => string;

const byId = (items: readonly LocalizedRef[] | undefined) => new Map((items ?? []).map((item) => [item.id, item]));

/**
 * Names for the ids a facility holds (its location, specialties and tests), from the same cached
 * reference queries the filters use. The divisions and subdivisions known are those of the facility's
 * own region and division; a history value from elsewhere shows as its id.
 */
export function useReferenceNames(facility: AdminFacility | undefined): NameOf {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const regions = useQuery({ ...regionsQueryOptions(), enabled: facility !== undefined });
  const divisions = useQuery(divisionsQueryOptions(facility?.regionId ?? undefined));
  const subdivisions = useQuery(subdivisionsQueryOptions(facility?.divisionId ?? undefined));
  const specialties = useQuery({
    ...specialtiesQueryOptions(),
    enabled: (facility?.specialtyIds.length ?? 0) > 0,
  });
  const tests = useQuery({ ...labTestsQueryOptions(), enabled: (facility?.testIds.length ?? 0) > 0 });

  const maps: Record<ReferenceKind, Map<number, LocalizedRef>> = {
    region: byId(regions.data),
    division: byId(divisions.data),
    subdivision: byId(subdivisions.data),
    specialty: byId(specialties.data),
    test: byId(tests.data),
  };
  return (kind, id) => {
    const found = maps[kind].get(id);
    return found ? localizedName(found, language) : `#${id}`;
  };
}
