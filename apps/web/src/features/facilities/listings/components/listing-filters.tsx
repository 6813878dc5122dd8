import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, fromId, toId } from '../../../../components/ui/select-field';
import { divisionsQueryOptions, regionsQueryOptions, subdivisionsQueryOptions } from '../../../../lib/api/geography';
import { labTestsQueryOptions } from '../../../../lib/api/laboratory-tests';
import { specialtiesQueryOptions } from '../../../../lib/api/specialties';
import { toReferenceOptions } from '../../../../lib/reference-options';
import { isSortable, type ListingConfig } from '../listing-configs';
import type { ListingFilters, ListingState } from '../listing-state';
import { CheckboxFilter, SearchFilter } from './filter-fields';
import { SortField } from './sort-field';

// Only the hospitals listing offers it: out of the first load the four listings share (their budget).
const HospitalTypeFilter = lazy(() =>
  import('../../../../components/facility/hospital-type-filter').then((m) => ({ default: m.HospitalTypeFilter })),
);

export type ListingFiltersProps = {
  config: ListingConfig;
  state: ListingState;
  onChange: (change: Partial<ListingFilters>) => void;
  onQuery: (query: string) => void;
  onReset: () => void;
  /** "Use my location" (components/facility/near-me), above the place choice it stands in for. */
  nearMe?: ReactNode;
  /**
   * Set on the place select to choose next (the region, else the division, else the subdivision), which
   * takes the focus when the position cannot be had.
   */
  placeRef?: Ref<HTMLSelectElement> | undefined;
  /** The on-call list shown for another instant than now: "Open at that time", not "Open now". */
  isAnotherTime?: boolean;
};

/** Spec 02 §2 and §4: the filters of one listing, division waiting for a region, subdivision for a division. */
export function ListingFiltersPanel({
  config,
  state,
  onChange,
  onQuery,
  onReset,
  nearMe,
  placeRef,
  isAnotherTime = false,
}: ListingFiltersProps) {
  const { t, i18n } = useTranslation('listings');
  const language = i18n.language;
  const has = (key: keyof ListingFilters) => config.filters.includes(key);
  const regions = useQuery(regionsQueryOptions());
  const divisions = useQuery(divisionsQueryOptions(state.region));
  const subdivisions = useQuery({
    ...subdivisionsQueryOptions(state.division),
    enabled: has('subdivision') && state.division !== undefined,
  });
  const specialties = useQuery({ ...specialtiesQueryOptions(), enabled: has('specialty') });
  const tests = useQuery({ ...labTestsQueryOptions(), enabled: has('test') });
  const common = { loadingText: t('filters.loading'), errorText: t('filters.loadError') };
  const nextPlace =
    state.region === undefined
      ? 'region'
      : state.division === undefined || !has('subdivision')
        ? 'division'
        : 'subdivision';

  return (
    <section aria-labelledby={`${config.id}-filters`} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h2 id={`${config.id}-filters`} className="sr-only">
        {t('filters.title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {has('query') ? (
          <div className="sm:col-span-2 lg:col-span-4">
            <SearchFilter
              label={t(`filters.search.${config.id}`)}
              placeholder={t(`filters.searchPlaceholder.${config.id}`)}
              value={state.query}
              onCommit={onQuery}
            />
          </div>
        ) : null}
        {nearMe ? <div className="min-h-10 sm:col-span-2 lg:col-span-4">{nearMe}</div> : null}
        <SelectField
          {...common}
          ref={nextPlace === 'region' ? placeRef : undefined}
          label={t('filters.region')}
          placeholder={t('filters.allRegions')}
          value={fromId(state.region)}
          onChange={(value) => onChange({ region: toId(value) })}
          options={toReferenceOptions(regions.data, language)}
          status={regions.status}
        />
        <SelectField
          {...common}
          ref={nextPlace === 'division' ? placeRef : undefined}
          label={t('filters.division')}
          placeholder={t('filters.allDivisions')}
          value={fromId(state.division)}
          onChange={(value) => onChange({ division: toId(value) })}
          options={toReferenceOptions(divisions.data, language)}
          status={divisions.status}
          disabled={state.region === undefined}
          disabledHint={t('filters.chooseRegionFirst')}
        />
        {has('subdivision') ? (
          <SelectField
            {...common}
            ref={nextPlace === 'subdivision' ? placeRef : undefined}
            label={t('filters.subdivision')}
            placeholder={t('filters.allSubdivisions')}
            value={fromId(state.subdivision)}
            onChange={(value) => onChange({ subdivision: toId(value) })}
            options={toReferenceOptions(subdivisions.data, language)}
            status={subdivisions.status}
            disabled={state.division === undefined}
            disabledHint={t('filters.chooseDivisionFirst')}
          />
        ) : null}
        {has('facilityType') ? (
          <Suspense fallback={null}>
            <HospitalTypeFilter value={state.facilityType} onChange={(facilityType) => onChange({ facilityType })} />
          </Suspense>
        ) : null}
        {has('specialty') ? (
          <SelectField
            {...common}
            label={t('filters.specialty')}
            placeholder={t('filters.allSpecialties')}
            value={fromId(state.specialty)}
            onChange={(value) => onChange({ specialty: toId(value) })}
            options={toReferenceOptions(specialties.data, language)}
            status={specialties.status}
          />
        ) : null}
        {has('test') ? (
          <SelectField
            {...common}
            label={t('filters.test')}
            placeholder={t('filters.allTests')}
            value={fromId(state.test)}
            onChange={(value) => onChange({ test: toId(value) })}
            options={toReferenceOptions(tests.data, language)}
            status={tests.status}
          />
        ) : null}
        {has('onCall') ? (
          <CheckboxFilter
            label={t('filters.onCallOnly')}
            checked={state.onCall}
            onChange={(onCall) => onChange({ onCall })}
          />
        ) : null}
        {has('openNow') ? (
          <CheckboxFilter
            label={t(isAnotherTime ? 'filters.openAt' : 'filters.openNow')}
            checked={state.openNow === true}
            onChange={(openNow) => onChange({ openNow })}
          />
        ) : null}
        {has('confirmed') ? (
          <CheckboxFilter
            label={t('filters.confirmed')}
            checked={state.confirmed === true}
            onChange={(confirmed) => onChange({ confirmed })}
          />
        ) : null}
        {has('sort') ? (
          <SortField
            value={state.sort ?? 'useful'}
            disabled={!isSortable(config, state)}
            onChange={(sort) => onChange({ sort })}
          />
        ) : null}
      </div>
      <div className="mt-4 flex justify-end">
        <button
          type="button"
          onClick={onReset}
          className="rounded-lg border border-brand bg-white px-4 py-2 font-semibold text-brand hover:bg-blue-50"
        >
          {t('filters.reset')}
        </button>
      </div>
    </section>
  );
}
