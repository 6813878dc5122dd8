import { useQuery } from '@tanstack/react-query';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, toId, type SelectListStatus } from '../../../../components/ui/select-field';
import { divisionsQueryOptions, regionsQueryOptions, subdivisionsQueryOptions } from '../../../../lib/api/geography';
import { toReferenceOptions } from '../../../../lib/reference-options';
import type { ErrorOf, FacilityForm } from './facility-form-schema';

type Level = 'regionId' | 'divisionId' | 'subdivisionId';

type PlaceSelectProps = {
  form: FacilityForm;
  errorOf: ErrorOf;
  name: Level;
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
  status: SelectListStatus;
  /** The levels below, cleared when this one changes. */
  below: Level[];
  disabledHint?: string | undefined;
};

/** One level of the cascade, bound to the form (its ref lets a server error focus it). */
function PlaceSelect({ form, errorOf, name, below, disabledHint, ...select }: PlaceSelectProps) {
  const { t } = useTranslation('facility-form');
  const {
    field: { value, onChange, onBlur, ref },
  } = useController({ control: form.control, name });
  return (
    <SelectField
      {...select}
      loadingText={t('location.loading')}
      errorText={t('location.loadError')}
      value={value}
      onChange={(next) => {
        onChange(next);
        for (const level of below) form.setValue(level, '', { shouldDirty: true });
      }}
      onBlur={onBlur}
      ref={ref}
      disabled={disabledHint !== undefined}
      disabledHint={disabledHint}
      error={errorOf(name)}
    />
  );
}

/**
 * Region → division → subdivision, as the API takes them (ids), from the same cached geography lists
 * as the list filters: a division can be chosen once a region is, a subdivision once a division is,
 * and a new region clears the two below it.
 */
export function LocationFields({ form, errorOf }: { form: FacilityForm; errorOf: ErrorOf }) {
  const { t, i18n } = useTranslation('facility-form');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [regionValue, divisionValue] = useWatch({ control: form.control, name: ['regionId', 'divisionId'] });
  const regionId = toId(regionValue);
  const divisionId = toId(divisionValue);
  const regions = useQuery(regionsQueryOptions());
  const divisions = useQuery(divisionsQueryOptions(regionId));
  const subdivisions = useQuery(subdivisionsQueryOptions(divisionId));
  const common = { form, errorOf };

  return (
    <>
      <PlaceSelect
        {...common}
        name="regionId"
        below={['divisionId', 'subdivisionId']}
        label={t('fields.region')}
        placeholder={t('location.noRegion')}
        options={toReferenceOptions(regions.data, language)}
        status={regions.status}
      />
      <PlaceSelect
        {...common}
        name="divisionId"
        below={['subdivisionId']}
        label={t('fields.division')}
        placeholder={t('location.noDivision')}
        options={toReferenceOptions(regionId ? divisions.data : undefined, language)}
        status={regionId ? divisions.status : 'success'}
        disabledHint={regionId ? undefined : t('location.chooseRegionFirst')}
      />
      <PlaceSelect
        {...common}
        name="subdivisionId"
        below={[]}
        label={t('fields.subdivision')}
        placeholder={t('location.noSubdivision')}
        options={toReferenceOptions(divisionId ? subdivisions.data : undefined, language)}
        status={divisionId ? subdivisions.status : 'success'}
        disabledHint={divisionId ? undefined : t('location.chooseDivisionFirst')}
      />
    </>
  );
}
