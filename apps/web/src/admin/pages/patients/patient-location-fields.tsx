import { useQuery } from '@tanstack/react-query';
import type { patientUpdateSchema } from '@hc/shared';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, type SelectListStatus } from '../../../components/ui/select-field';
import { divisionsQueryOptions, regionsQueryOptions, subdivisionsQueryOptions } from '../../../lib/api/geography';
import type { ZodForm } from '../../../lib/forms/use-zod-form';
import { toReferenceOptions } from '../../../lib/reference-options';
import { PATIENTS_NAMESPACE } from './patient-ui';

type Level = 'regionId' | 'divisionId' | 'subdivisionId';
/** A patient form (its three location ids are numbers, null when not chosen). */
export type PatientForm = ZodForm<typeof patientUpdateSchema>;

type PlaceSelectProps = {
  form: PatientForm;
  name: Level;
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
  status: SelectListStatus;
  below: Level[];
  disabledHint?: string | undefined;
  error?: string | undefined;
};

/** One level, bound to the form as a number (the shared schema's type), '' in the select meaning none. */
function PlaceSelect({ form, name, below, disabledHint, error, ...select }: PlaceSelectProps) {
  const { t } = useTranslation(PATIENTS_NAMESPACE);
  const {
    field: { value, onChange, onBlur, ref },
  } = useController({ control: form.control, name });
  return (
    <SelectField
      {...select}
      loadingText={t('form.location.loading')}
      errorText={t('form.location.loadError')}
      value={value ? String(value) : ''}
      onChange={(next) => {
        onChange(next ? Number(next) : null);
        for (const level of below) form.setValue(level, null, { shouldDirty: true });
      }}
      onBlur={onBlur}
      ref={ref}
      disabled={disabledHint !== undefined}
      disabledHint={disabledHint}
      error={error}
    />
  );
}

/** Region → division → subdivision from the cached geography lists; a new region clears the levels below. */
export function PatientLocationFields({
  form,
  errorOf,
}: {
  form: PatientForm;
  errorOf: (name: Level) => string | undefined;
}) {
  const { t, i18n } = useTranslation(PATIENTS_NAMESPACE);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [regionValue, divisionValue] = useWatch({ control: form.control, name: ['regionId', 'divisionId'] });
  const regionId = regionValue ?? undefined;
  const divisionId = divisionValue ?? undefined;
  const regions = useQuery(regionsQueryOptions());
  const divisions = useQuery(divisionsQueryOptions(regionId));
  const subdivisions = useQuery(subdivisionsQueryOptions(divisionId));
  const common = { form };
  return (
    <>
      <PlaceSelect
        {...common}
        name="regionId"
        below={['divisionId', 'subdivisionId']}
        label={t('form.region')}
        placeholder={t('form.location.noRegion')}
        options={toReferenceOptions(regions.data, language)}
        status={regions.status}
        error={errorOf('regionId')}
      />
      <PlaceSelect
        {...common}
        name="divisionId"
        below={['subdivisionId']}
        label={t('form.division')}
        placeholder={t('form.location.noDivision')}
        options={toReferenceOptions(regionId ? divisions.data : undefined, language)}
        status={regionId ? divisions.status : 'success'}
        disabledHint={regionId ? undefined : t('form.location.chooseRegionFirst')}
        error={errorOf('divisionId')}
      />
      <PlaceSelect
        {...common}
        name="subdivisionId"
        below={[]}
        label={t('form.subdivision')}
        placeholder={t('form.location.noSubdivision')}
        options={toReferenceOptions(divisionId ? subdivisions.data : undefined, language)}
        status={divisionId ? subdivisions.status : 'success'}
        disabledHint={divisionId ? undefined : t('form.location.chooseDivisionFirst')}
        error={errorOf('subdivisionId')}
      />
    </>
  );
}
