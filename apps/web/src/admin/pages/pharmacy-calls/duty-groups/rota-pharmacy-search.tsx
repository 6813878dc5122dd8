import { publicFacilityStatuses, type AdminFacilityRow, type FacilityStatus } from '@hc/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSearch } from '../../../list-kit';
import { rotaPharmacyChoicesQueryOptions, type SearchPlace } from '../api/duty-groups-api';

export type { SearchPlace };
import { DUTY_GROUPS_NAMESPACE } from './generate-panel';

/** A pharmacy chosen for a group, with the name it is shown by. */
/** A pharmacy chosen for a group, with its place when known (to warn when it is outside the rota's place). */
export type ChosenPharmacy = { id: number; name: string; divisionId: number | null; subdivisionId: number | null };

const isPublic = (row: AdminFacilityRow) => (publicFacilityStatuses as readonly FacilityStatus[]).includes(row.status);

type RotaPharmacySearchProps = {
  /** The group's name as read ('Group 2'), for the search's label. */
  groupLabel: string;
  place: SearchPlace;
  /** Pharmacies already in a group of the rota: listed, not offered again. */
  takenIds: ReadonlySet<number>;
  onChoose: (pharmacy: ChosenPharmacy) => void;
};

/**
 * The search of one group: public pharmacies of the rota's place, by name (or id), with how many of the
 * matches are shown and "More results" for the next page, so nothing is cut off silently.
 */
export function RotaPharmacySearch({ groupLabel, place, takenIds, onChoose }: RotaPharmacySearchProps) {
  const { t } = useTranslation(DUTY_GROUPS_NAMESPACE);
  const [text, setText] = useState('');
  const boxRef = useRef<HTMLDivElement>(null);
  const choices = useInfiniteQuery(rotaPharmacyChoicesQueryOptions(place, text));
  const pages = choices.data?.pages ?? [];
  const loaded = pages.flatMap((page) => page.data);
  // Only a public pharmacy can be on duty: the others are not offered, and the count says so.
  const rows = loaded.filter(isPublic);
  const hidden = loaded.length - rows.length;
  const total = pages[0]?.meta.total ?? 0;
  const hasMore = choices.hasNextPage;
  const focusSearch = () => boxRef.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();

  if (place.divisionId === null && place.subdivisionId === null)
    return <p className="text-sm text-slate-600">{t('picker.choosePlaceFirst')}</p>;

  return (
    <div
      ref={boxRef}
      className="flex flex-col gap-2"
      // Enter in the search runs it at once; it must not submit the rota.
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
      }}
    >
      <ChoiceSearch
        label={t('picker.search', { group: groupLabel })}
        placeholder={t('picker.placeholder')}
        text={text}
        onSearch={setText}
        rows={rows}
        isFetching={choices.isFetching}
        texts={{
          searching: t('picker.searching'),
          noMatch: hasMore ? t('picker.noneYet') : t('picker.none'),
          results: t('picker.results', { group: groupLabel }),
        }}
        chooseLabel={(row) => t('picker.choose', { id: row.id, name: row.name, group: groupLabel })}
        onChoose={(row) => {
          onChoose({ id: row.id, name: row.name, divisionId: row.divisionId, subdivisionId: row.subdivisionId });
          focusSearch();
        }}
        taken={{ ids: takenIds, note: t('picker.taken') }}
      />
      {text && pages.length > 0 ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <p role="status">
            {t('picker.shown', { shown: loaded.length, total })}
            {hidden > 0 ? ` ${t('picker.hidden', { count: hidden })}` : ''}
            {hasMore ? ` ${t('picker.refine')}` : ''}
          </p>
          {hasMore ? (
            <button
              type="button"
              disabled={choices.isFetchingNextPage}
              onClick={() => void choices.fetchNextPage()}
              className="rounded-md border border-brand px-2.5 py-1 font-semibold text-brand hover:bg-brand/10 disabled:opacity-60"
            >
              {choices.isFetchingNextPage ? t('picker.loadingMore') : t('picker.more')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
