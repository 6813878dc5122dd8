import { SEARCH_QUERY_MAX } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClass, fieldLabelClass } from '../../../components/ui/field-styles';
import { SelectField } from '../../../components/ui/select-field';
import { divisionsQueryOptions, regionsQueryOptions, subdivisionsQueryOptions } from '../../../lib/api/geography';
import { localizedName } from '../../../lib/localized';
import type { NearPosition } from '../../../components/facility/near-me';
import { nameSearchKinds, type NameSearchKind, type SearchAction, type SearchState } from '../search-state';
import { primaryButtonClass, secondaryButtonClass } from './location-search-form';
import { SearchResults } from './search-results';

type NameSearchFormProps = {
  state: SearchState;
  dispatch: Dispatch<SearchAction>;
  /** The visitor's position while "Use my location" is on. */
  located?: NearPosition | null | undefined;
};

/**
 * Tab 2 of spec 01 §2.4: search by name, with results grouped by facility type. Every type at first
 * (issue 34); the selector narrows it.
 */
export function NameSearchForm({ state, dispatch, located }: NameSearchFormProps) {
  const { t } = useTranslation('search');
  const inputId = useId();

  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          dispatch({ type: 'nameSubmitted' });
        }}
        className="grid items-end gap-4 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto]"
      >
        <SelectField
          label={t('name.searchType')}
          value={state.searchType}
          onChange={(value) => {
            if ((nameSearchKinds as readonly string[]).includes(value)) {
              dispatch({ type: 'searchTypeChanged', searchType: value as NameSearchKind });
            }
          }}
          options={nameSearchKinds.map((kind) => ({ value: kind, label: t(`searchTypes.${kind}`) }))}
        />
        <div className="flex min-w-0 flex-col gap-1 text-left">
          <label htmlFor={inputId} className={fieldLabelClass}>
            {t(`name.queryLabel.${state.searchType}`)}
          </label>
          <input
            id={inputId}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={SEARCH_QUERY_MAX}
            value={state.query}
            onChange={(event) => dispatch({ type: 'queryChanged', query: event.target.value })}
            placeholder={t(`name.placeholder.${state.searchType}`)}
            className={`${fieldClass} placeholder:text-slate-600`}
          />
        </div>
        <div className="flex gap-3">
          <button type="button" className={secondaryButtonClass} onClick={() => dispatch({ type: 'cleared' })}>
            {t('actions.clear')}
          </button>
          <button type="submit" className={primaryButtonClass}>
            {t('actions.search')}
          </button>
        </div>
      </form>
      <SearchArea state={state} dispatch={dispatch} located={located} />
    </div>
  );
}

function SearchArea({ state, dispatch, located }: NameSearchFormProps) {
  const { t, i18n } = useTranslation('search');
  const { region, division, subdivision } = state.location;
  // Already fetched for the location tab; read from the cache to name the area searched.
  const regions = useQuery({ ...regionsQueryOptions(), enabled: region !== undefined });
  const divisions = useQuery(divisionsQueryOptions(division === undefined ? undefined : region));
  const subdivisions = useQuery(subdivisionsQueryOptions(subdivision === undefined ? undefined : division));
  const name = (rows: { id: number; nameEn: string; nameFr: string }[] | undefined, id: number | undefined) =>
    localizedName(
      rows?.find((row) => row.id === id),
      i18n.language,
    );
  const place = [name(regions.data, region), name(divisions.data, division), name(subdivisions.data, subdivision)]
    .filter(Boolean)
    .join(' › ');

  return (
    <>
      {region !== undefined ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <span>{t('name.area', { place: place || '…' })}</span>
          <button
            type="button"
            className="font-semibold text-brand underline underline-offset-2"
            onClick={() => dispatch({ type: 'regionChanged', region: undefined })}
          >
            {t('name.searchEverywhere')}
          </button>
        </p>
      ) : null}
      <SearchResults
        activeSearch={state.activeSearch}
        errorDismissed={state.searchErrorDismissed}
        onDismissError={() => dispatch({ type: 'searchErrorDismissed' })}
        onSwitchType={(searchType) => dispatch({ type: 'searchTypeSwitched', searchType })}
        located={located}
      />
    </>
  );
}
