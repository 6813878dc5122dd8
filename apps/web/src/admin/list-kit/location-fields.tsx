import { useQuery } from '@tanstack/react-query';
import { useController, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, toId, type SelectListStatus } from '../../components/ui/select-field';
import { divisionsQueryOptions, regionsQueryOptions, subdivisionsQueryOptions } from '../../lib/api/geography';
import { toReferenceOptions } from '../../lib/reference-options';

type LocationLevel = 'regionId' | 'divisionId' | 'subdivisionId';

/**
 * How the section's schema takes a place id: 'text' as the select's value ('' for none), 'number' as
 * the id itself (null for none).
 */
export type PlaceIdType = 'text' | 'number';

/** The section's words for the cascade (each form has its own placeholders and messages). */
export type LocationFieldLabels = {
  region: string;
  division: string;
  subdivision: string;
  noRegion: string;
  noDivision: string;
  noSubdivision: string;
  chooseRegionFirst: string;
  chooseDivisionFirst: string;
  /** The list is loading, or could not be loaded (shown as its disabled option). */
  loading: string;
  loadError: string;
};

/** A form with some place ids among its fields (the section's react-hook-form over its schema). */
type PlaceForm<Values extends FieldValues, Output> = UseFormReturn<Values, unknown, Output>;
type PlaceName<Values> = keyof Values & string;
/** Only the place ids are read and written here, so the form is seen through that narrow shape. */
type PlaceValues = Record<string, string | number | null | undefined>;
const asPlaceForm = <Values extends FieldValues, Output>(form: PlaceForm<Values, Output>) =>
  form as unknown as UseFormReturn<PlaceValues>;

type PlaceSelectProps<Values extends FieldValues, Output> = {
  form: PlaceForm<Values, Output>;
  name: PlaceName<Values>;
  idType: PlaceIdType;
  /** The levels below, cleared when this one changes. */
  below: readonly PlaceName<Values>[];
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
  status: SelectListStatus;
  loadingText: string;
  errorText: string;
  /** Why the select is disabled ('Choose a region first'); enabled when absent. */
  disabledHint?: string | undefined;
  error?: string | undefined;
};

/** One place select bound to the form (its ref lets a server error focus it); a change clears the levels below. */
export function PlaceSelect<Values extends FieldValues, Output>(props: PlaceSelectProps<Values, Output>) {
  const { form, name, idType, below, disabledHint, ...select } = props;
  const placeForm = asPlaceForm(form);
  const levelsBelow: readonly string[] = below;
  const {
    field: { value, onChange, onBlur, ref },
  } = useController({ control: placeForm.control, name });
  const none = idType === 'number' ? null : '';
  const toFormValue = (text: string) => {
    if (text === '') return none;
    return idType === 'number' ? Number(text) : text;
  };
  return (
    <SelectField
      {...select}
      value={value ? String(value) : ''}
      onChange={(next) => {
        onChange(toFormValue(next));
        for (const level of levelsBelow) placeForm.setValue(level, none, { shouldDirty: true });
      }}
      onBlur={onBlur}
      ref={ref}
      disabled={disabledHint !== undefined}
      disabledHint={disabledHint}
    />
  );
}

type LocationFieldsProps<Values extends FieldValues, Output> = {
  form: PlaceForm<Values, Output>;
  idType: PlaceIdType;
  labels: LocationFieldLabels;
  errorOf: (name: LocationLevel) => string | undefined;
};

/**
 * Region → division → subdivision of a form, by id, from the same cached geography lists as the list
 * filters: a division can be chosen once a region is, a subdivision once a division is, and a new
 * region clears the two below it (spec 02 §4).
 */
export function LocationFields<Values extends FieldValues & Partial<Record<LocationLevel, unknown>>, Output>({
  form,
  idType,
  labels,
  errorOf,
}: LocationFieldsProps<Values, Output>) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [regionValue, divisionValue] = useWatch({
    control: asPlaceForm(form).control,
    name: ['regionId', 'divisionId'],
  });
  const regionId = toId(String(regionValue ?? ''));
  const divisionId = toId(String(divisionValue ?? ''));
  const regions = useQuery(regionsQueryOptions());
  const divisions = useQuery(divisionsQueryOptions(regionId));
  const subdivisions = useQuery(subdivisionsQueryOptions(divisionId));
  const common = { form, idType, loadingText: labels.loading, errorText: labels.loadError };

  return (
    <>
      <PlaceSelect
        {...common}
        name="regionId"
        below={['divisionId', 'subdivisionId']}
        label={labels.region}
        placeholder={labels.noRegion}
        options={toReferenceOptions(regions.data, language)}
        status={regions.status}
        error={errorOf('regionId')}
      />
      <PlaceSelect
        {...common}
        name="divisionId"
        below={['subdivisionId']}
        label={labels.division}
        placeholder={labels.noDivision}
        options={toReferenceOptions(regionId ? divisions.data : undefined, language)}
        status={regionId ? divisions.status : 'success'}
        disabledHint={regionId ? undefined : labels.chooseRegionFirst}
        error={errorOf('divisionId')}
      />
      <PlaceSelect
        {...common}
        name="subdivisionId"
        below={[]}
        label={labels.subdivision}
        placeholder={labels.noSubdivision}
        options={toReferenceOptions(divisionId ? subdivisions.data : undefined, language)}
        status={divisionId ? subdivisions.status : 'success'}
        disabledHint={divisionId ? undefined : labels.chooseDivisionFirst}
        error={errorOf('subdivisionId')}
      />
    </>
  );
}
