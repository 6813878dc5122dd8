import type { DutyRota } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../../../lib/localized';
import { allDivisionsQueryOptions, allSubdivisionsQueryOptions } from '../api/duty-groups-api';

/** A rota's place as the form's cascade holds it (null: not chosen). */
export type RotaPlace = { regionId: number | null; divisionId: number | null; subdivisionId: number | null };

/**
 * The places of the rotas: `placeOf(rota)` fills in the levels above its division or subdivision, and
 * `nameOf(rota)` names it in the interface language ('Mfoundi › Yaoundé III'), the id while loading.
 * `divisionOfSubdivision(id)` places a chosen pharmacy known by its subdivision (null when unknown, or
 * while loading).
 */
export function useRotaPlaces() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const divisions = useQuery(allDivisionsQueryOptions());
  const subdivisions = useQuery(allSubdivisionsQueryOptions());

  const isReady = !divisions.isPending && !subdivisions.isPending;
  // The same functions until a list or the language changes (the rotas table's columns depend on them).
  return useMemo(() => {
    const placeOf = (rota: Pick<DutyRota, 'divisionId' | 'subdivisionId'>): RotaPlace => {
      const subdivision = subdivisions.data?.find((s) => s.id === rota.subdivisionId);
      const divisionId = rota.divisionId ?? subdivision?.divisionId ?? null;
      const division = divisions.data?.find((d) => d.id === divisionId);
      return { regionId: division?.regionId ?? null, divisionId, subdivisionId: rota.subdivisionId };
    };
    const nameOf = (rota: Pick<DutyRota, 'divisionId' | 'subdivisionId'>): string | null => {
      const place = placeOf(rota);
      const division = divisions.data?.find((d) => d.id === place.divisionId);
      const subdivision = subdivisions.data?.find((s) => s.id === place.subdivisionId);
      if (!division || (place.subdivisionId !== null && !subdivision)) return null;
      return [division, subdivision]
        .filter((p) => p !== undefined)
        .map((p) => localizedName(p, language))
        .join(' › ');
    };
    const divisionOfSubdivision = (id: number): number | null =>
      subdivisions.data?.find((s) => s.id === id)?.divisionId ?? null;
    /** `isReady`: both lists are in (or failed), so the places can be read. */
    return { isReady, placeOf, nameOf, divisionOfSubdivision };
  }, [isReady, divisions.data, subdivisions.data, language]);
}
