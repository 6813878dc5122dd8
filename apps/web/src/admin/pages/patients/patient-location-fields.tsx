import type { patientUpdateSchema } from '@hc/shared';
import { useTranslation } from 'react-i18next';
import type { ZodForm } from '../../../lib/forms/use-zod-form';
import { LocationFields } from '../../list-kit';
import { PATIENTS_NAMESPACE } from './patient-ui';

type Level = 'regionId' | 'divisionId' | 'subdivisionId';
/** A patient form (its three location ids are numbers, null when not chosen). */
export type PatientForm = ZodForm<typeof patientUpdateSchema>;

/** Region → division → subdivision of the patient, kept as numbers (the shared schema's type). */
export function PatientLocationFields({
  form,
  errorOf,
}: {
  form: PatientForm;
  errorOf: (name: Level) => string | undefined;
}) {
  const { t } = useTranslation(PATIENTS_NAMESPACE);
  const labels = {
    region: t('form.region'),
    division: t('form.division'),
    subdivision: t('form.subdivision'),
    noRegion: t('form.location.noRegion'),
    noDivision: t('form.location.noDivision'),
    noSubdivision: t('form.location.noSubdivision'),
    chooseRegionFirst: t('form.location.chooseRegionFirst'),
    chooseDivisionFirst: t('form.location.chooseDivisionFirst'),
    loading: t('form.location.loading'),
    loadError: t('form.location.loadError'),
  };
  return <LocationFields form={form} idType="number" labels={labels} errorOf={errorOf} />;
}
