import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useTransition, type Dispatch, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HospitalTypeFilter } from '../../../components/facility/hospital-type-filter';
import { SelectField, fromId, toId } from '../../../components/ui/select-field';
import { divisionsQueryOptions, regionsQueryOptions, subdivisionsQueryOptions } from '../../../lib/api/geography';
import { labTestsQueryOptions } from '../../../lib/api/laboratory-tests';
import { specialtiesQueryOptions } from '../../../lib/api/specialties';
import { toReferenceOptions } from '../../../lib/reference-options';
import { buildListingUrl } from '../listing-url';
import { facilityTypeOptions, validateLocationSearch, type SearchAction, type SearchState } from '../search-state';

type LocationSearchFormProps = {
  state: SearchState;
  dispatch: Dispatch<SearchAction>;
  isMobile: boolean;
  /** Called after a valid search, as the listing page opens. */
  onSearch?: (() => void) | undefined;
  /** "Use my location" is on: the listing opens nearest first (it asks the browser for the position). */
  isNearFirst?: boolean | undefined;
  /** Set on the place select to choose next, which takes the focus when the position cannot be had. */
  placeRef?: Ref<HTMLSelectElement> | undefined;
};

export const primaryButtonClass =
  'rounded-lg bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:bg-slate-500 aria-disabled:hover:bg-slate-500';
export const secondaryButtonClass =
  'rounded-lg border border-slate-500 bg-white px-5 py-2 font-semibold text-slate-800 hover:bg-slate-100';

/** Tab 1 of spec 01 §2.4: facility type, location and a type-specific filter, then the listing page. */
export function LocationSearchForm({
  state,
  dispatch,
  isMobile,
  onSearch,
  isNearFirst = false,
  placeRef,
}: LocationSearchFormProps) {
  const { t, i18n } = useTranslation('search');
  const language = i18n.language;
  const navigate = useNavigate();
  const [isNavigating, startTransition] = useTransition();
  const typeRef = useRef<HTMLSelectElement>(null);
  const errorId = useId();
  const filtersId = useId();
  const { facilityType, location } = state;

  const regions = useQuery(regionsQueryOptions());
  const divisions = useQuery(divisionsQueryOptions(location.region));
  const subdivisions = useQuery(subdivisionsQueryOptions(location.division));
  const specialties = useQuery({ ...specialtiesQueryOptions(), enabled: facilityType === 'hospital' });
  const labTests = useQuery({ ...labTestsQueryOptions(), enabled: facilityType === 'laboratory' });

  const hasNoType = facilityType === null;
  const filtersVisible = !isMobile || state.showFilters;

  const submit = () => {
    const error = validateLocationSearch(state);
    dispatch({ type: 'locationSubmitted' });
    if (error) {
      typeRef.current?.focus();
      return;
    }
    const url = buildListingUrl({
      facilityType,
      ...location,
      specialty: state.specialty,
      hospitalType: state.hospitalType,
      test: state.test,
      onCall: state.onCall,
      sort: isNearFirst ? 'distance' : undefined,
    });
    startTransition(() => {
      void navigate(url);
    });
    onSearch?.();
  };

  const loading = { loadingText: t('loading') };
  const nextPlace =
    location.region === undefined ? 'region' : location.division === undefined ? 'division' : 'subdivision';

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!isNavigating) submit();
      }}
      className="flex flex-col gap-4"
    >
      {state.validationError ? (
        <div
          id={errorId}
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800"
        >
          {t('errors.missingType')}
        </div>
      ) : null}

      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label={t('location.facilityType')}
          placeholder={t('location.chooseType')}
          value={facilityType ? String(facilityTypeOptions.find((o) => o.category === facilityType)!.id) : ''}
          onChange={(value) =>
            dispatch({
              type: 'facilityTypeChanged',
              facilityType: facilityTypeOptions.find((o) => String(o.id) === value)?.category ?? null,
            })
          }
          options={facilityTypeOptions.map((o) => ({ value: String(o.id), label: t(`types.${o.category}`) }))}
          required
          requiredMark="*"
          invalid={state.validationError === 'missingType'}
          describedBy={state.validationError ? errorId : undefined}
          ref={typeRef}
        />

        {facilityType === 'hospital' ? (
          <SelectField
            label={t('location.specialty')}
            placeholder={t('location.allSpecialties')}
            value={fromId(state.specialty)}
            onChange={(value) => dispatch({ type: 'specialtyChanged', specialty: toId(value) })}
            options={toReferenceOptions(specialties.data, language)}
            status={specialties.status}
            {...loading}
            errorText={t('errors.specialties')}
          />
        ) : null}
        {facilityType === 'hospital' ? (
          <HospitalTypeFilter
            value={state.hospitalType}
            onChange={(hospitalType) => dispatch({ type: 'hospitalTypeChanged', hospitalType })}
          />
        ) : null}
        {facilityType === 'laboratory' ? (
          <SelectField
            label={t('location.test')}
            placeholder={t('location.allTests')}
            value={fromId(state.test)}
            onChange={(value) => dispatch({ type: 'testChanged', test: toId(value) })}
            options={toReferenceOptions(labTests.data, language)}
            status={labTests.status}
            {...loading}
            errorText={t('errors.tests')}
          />
        ) : null}
        {facilityType === 'pharmacy' ? (
          <div className="flex items-end pb-2">
            <label className="flex cursor-pointer items-center gap-2 font-semibold text-slate-800">
              <input
                type="checkbox"
                checked={state.onCall}
                onChange={(event) => dispatch({ type: 'onCallChanged', onCall: event.target.checked })}
                className="size-5 accent-brand"
              />
              {isMobile ? t('location.onCallShort') : t('location.onCall')}
            </label>
          </div>
        ) : null}
      </div>

      {isMobile ? (
        <button
          type="button"
          aria-expanded={state.showFilters}
          aria-controls={filtersId}
          onClick={() => dispatch({ type: 'filtersToggled' })}
          className="self-start rounded-lg px-1 py-1 font-semibold text-brand underline underline-offset-4"
        >
          {state.showFilters ? t('location.hideFilters') : t('location.showFilters')}
        </button>
      ) : null}

      <div id={filtersId} hidden={!filtersVisible} className="grid gap-4 md:grid-cols-3">
        {filtersVisible ? (
          <>
            <SelectField
              ref={nextPlace === 'region' ? placeRef : undefined}
              label={t('location.region')}
              placeholder={t('location.allRegions')}
              value={fromId(location.region)}
              onChange={(value) => dispatch({ type: 'regionChanged', region: toId(value) })}
              options={toReferenceOptions(regions.data, language)}
              status={regions.status}
              {...loading}
              errorText={t('errors.regions')}
            />
            <SelectField
              ref={nextPlace === 'division' ? placeRef : undefined}
              label={t('location.division')}
              placeholder={location.region === undefined ? t('location.regionFirst') : t('location.allDivisions')}
              value={fromId(location.division)}
              onChange={(value) => dispatch({ type: 'divisionChanged', division: toId(value) })}
              options={toReferenceOptions(divisions.data, language)}
              status={divisions.status}
              disabled={location.region === undefined}
              {...loading}
              errorText={t('errors.divisions')}
            />
            <SelectField
              ref={nextPlace === 'subdivision' ? placeRef : undefined}
              label={t('location.subdivision')}
              placeholder={
                location.division === undefined ? t('location.divisionFirst') : t('location.allSubdivisions')
              }
              value={fromId(location.subdivision)}
              onChange={(value) => dispatch({ type: 'subdivisionChanged', subdivision: toId(value) })}
              options={toReferenceOptions(subdivisions.data, language)}
              status={subdivisions.status}
              disabled={location.division === undefined}
              {...loading}
              errorText={t('errors.subdivisions')}
            />
          </>
        ) : null}
      </div>

      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={secondaryButtonClass} onClick={() => dispatch({ type: 'cleared' })}>
          {t('actions.clear')}
        </button>
        <button
          type="submit"
          className={primaryButtonClass}
          disabled={isNavigating}
          // No type yet: still focusable and clickable, so the visitor is told why nothing happens (spec 01 §5).
          aria-disabled={hasNoType || undefined}
        >
          {isNavigating ? t('searching') : t('actions.search')}
        </button>
      </div>
    </form>
  );
}
