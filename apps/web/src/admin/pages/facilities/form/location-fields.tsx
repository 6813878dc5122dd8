import { useTranslation } from 'react-i18next';
import { LocationFields as PlaceCascade } from '../../../list-kit';
import type { ErrorOf, FacilityForm } from './facility-form-schema';

/** Region → division → subdivision of the facility, as the API takes them (ids, kept as the selects' text). */
export function LocationFields({ form, errorOf }: { form: FacilityForm; errorOf: ErrorOf }) {
  const { t } = useTranslation('facility-form');
  const labels = {
    region: t('fields.region'),
    division: t('fields.division'),
    subdivision: t('fields.subdivision'),
    noRegion: t('location.noRegion'),
    noDivision: t('location.noDivision'),
    noSubdivision: t('location.noSubdivision'),
    chooseRegionFirst: t('location.chooseRegionFirst'),
    chooseDivisionFirst: t('location.chooseDivisionFirst'),
    loading: t('location.loading'),
    loadError: t('location.loadError'),
  };
  return <PlaceCascade form={form} idType="text" labels={labels} errorOf={errorOf} />;
}
