import { categoryOfType, facilityCategories, facilityTypes } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import {
  useController,
  useWatch,
  type Control,
  type Path,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldClass, fieldLabelClass, invalidFieldClass } from '../../../components/ui/field-styles';
import { SelectField, fromId, toId, type SelectListStatus } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { divisionsQueryOptions, regionsQueryOptions, subdivisionsQueryOptions } from '../../../lib/api/geography';
import { emptyToUndefined } from '../../../lib/forms/use-zod-form';
import { toReferenceOptions } from '../../../lib/reference-options';
import { CLAIM_NAMESPACE } from '../catalogs';
import type { ClaimFormInput, ClaimFormValues } from '../lib/claim-form';

type Props = {
  control: Control<ClaimFormInput, unknown, ClaimFormValues>;
  register: UseFormRegister<ClaimFormInput>;
  setValue: UseFormSetValue<ClaimFormInput>;
  /** The translated error of a field, by its path in the form. */
  errorOf: (name: Path<ClaimFormInput>) => string | undefined;
};

type PlaceName = 'newFacility.regionId' | 'newFacility.divisionId' | 'newFacility.subdivisionId';

type PlaceSelectProps = {
  control: Props['control'];
  name: PlaceName;
  /** After a new choice: clears the levels below. */
  onChosen?: () => void;
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
  status: SelectListStatus;
  loadingText: string;
  errorText: string;
  /** Why it waits ("Choose a region first"); enabled when absent. */
  disabledHint?: string | undefined;
  error: string | undefined;
  className?: string;
};

/** One place select bound to the form by id (its ref lets an error focus it). */
function PlaceSelect({ control, name, onChosen, disabledHint, ...select }: PlaceSelectProps) {
  const {
    field: { value, onChange, onBlur, ref },
  } = useController({ control, name });
  return (
    <SelectField
      {...select}
      ref={ref}
      value={fromId(value as number | undefined)}
      onChange={(next) => {
        onChange(toId(next));
        onChosen?.();
      }}
      onBlur={onBlur}
      disabled={disabledHint !== undefined}
      disabledHint={disabledHint}
    />
  );
}

/** The site's facility types, grouped by the listing they appear in (hospitals, pharmacies, laboratories). */
const typeGroups = facilityCategories.map((category) => ({
  category,
  types: facilityTypes.filter((type) => categoryOfType(type) === category),
}));

/**
 * "List a Health Facility": the facility not yet in the directory. Its place is chosen region → division →
 * subdivision, each list waiting for the one before (the listings' cascade); changing one clears those after.
 */
export function NewFacilityFields({ control, register, setValue, errorOf }: Props) {
  const { t, i18n } = useTranslation([CLAIM_NAMESPACE, 'facility']);
  const typeId = useId();
  const [regionId, divisionId] = useWatch({ control, name: ['newFacility.regionId', 'newFacility.divisionId'] });
  const regions = useQuery(regionsQueryOptions());
  const divisions = useQuery(divisionsQueryOptions(regionId));
  const subdivisions = useQuery(subdivisionsQueryOptions(divisionId));
  const listTexts = { loadingText: t('form.place.loading'), errorText: t('form.place.loadError') };
  const clear = (name: 'newFacility.divisionId' | 'newFacility.subdivisionId') =>
    setValue(name, undefined as never, { shouldDirty: true });
  const typeError = errorOf('newFacility.facilityType');

  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-bold text-slate-900">{t('form.newFacility.legend')}</legend>
      <TextField
        className="flex flex-col gap-1 sm:col-span-2"
        label={t('form.newFacility.name')}
        autoComplete="organization"
        maxLength={200}
        error={errorOf('newFacility.name')}
        {...register('newFacility.name')}
      />
      <div className="flex min-w-0 flex-col gap-1 sm:col-span-2">
        <label htmlFor={typeId} className={fieldLabelClass}>
          {t('form.newFacility.type')}
        </label>
        {/* Not SelectField: the types come in groups (<optgroup>), as the listings show them. */}
        <select
          id={typeId}
          aria-invalid={typeError ? true : undefined}
          aria-describedby={typeError ? `${typeId}-error` : undefined}
          className={typeError ? invalidFieldClass : fieldClass}
          {...register('newFacility.facilityType', { setValueAs: emptyToUndefined })}
        >
          <option value="">{t('form.newFacility.typePlaceholder')}</option>
          {typeGroups.map(({ category, types }) => (
            <optgroup key={category} label={t(`form.newFacility.typeGroup.${category}`)}>
              {types.map((type) => (
                <option key={type} value={type}>
                  {t(`facility:type.${type}`)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        {typeError ? (
          <p id={`${typeId}-error`} className="text-sm font-medium text-red-700">
            {typeError}
          </p>
        ) : null}
      </div>
      <PlaceSelect
        {...listTexts}
        control={control}
        name="newFacility.regionId"
        onChosen={() => {
          clear('newFacility.divisionId');
          clear('newFacility.subdivisionId');
        }}
        label={t('form.place.region')}
        placeholder={t('form.place.chooseRegion')}
        options={toReferenceOptions(regions.data, i18n.language)}
        status={regions.status}
        error={errorOf('newFacility.regionId')}
      />
      <PlaceSelect
        {...listTexts}
        control={control}
        name="newFacility.divisionId"
        onChosen={() => clear('newFacility.subdivisionId')}
        label={t('form.place.division')}
        placeholder={t('form.place.chooseDivision')}
        options={toReferenceOptions(divisions.data, i18n.language)}
        status={divisions.status}
        disabledHint={regionId === undefined ? t('form.place.regionFirst') : undefined}
        error={errorOf('newFacility.divisionId')}
      />
      <PlaceSelect
        {...listTexts}
        control={control}
        name="newFacility.subdivisionId"
        label={t('form.place.subdivision')}
        placeholder={t('form.place.chooseSubdivision')}
        options={toReferenceOptions(subdivisions.data, i18n.language)}
        status={subdivisions.status}
        disabledHint={divisionId === undefined ? t('form.place.divisionFirst') : undefined}
        error={errorOf('newFacility.subdivisionId')}
        className="sm:col-span-2"
      />
      <TextField
        className="flex flex-col gap-1 sm:col-span-2"
        label={t('form.newFacility.address')}
        hint={t('form.optional')}
        autoComplete="street-address"
        maxLength={500}
        error={errorOf('newFacility.address')}
        {...register('newFacility.address')}
      />
      <TextField
        label={t('form.newFacility.phone')}
        hint={t('form.newFacility.phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={40}
        error={errorOf('newFacility.phone')}
        {...register('newFacility.phone')}
      />
    </fieldset>
  );
}
