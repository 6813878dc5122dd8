import {
  facilityCategories,
  facilityDuplicatesQuerySchema,
  type DuplicateFacility,
  type DuplicatePair,
  type FacilityMergeResult,
} from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../../components/ui/form-alert';
import { ChevronLeftIcon } from '../../../../components/ui/icons';
import { useSession } from '../../../../lib/api/session';
import { hasPermission } from '@hc/shared/permissions';
import { facilityDuplicatesQueryOptions, useDismissDuplicate, useMergeFacilities } from '../api/facility-import-api';
import { useAdminFormat } from '../../../format';
import { ConfirmDialog, ListPage, ListSearch, ListSelect, ListTable, useListParams } from '../../../list-kit';
import { Badge } from '../../badge';
import { DUPLICATES_NAMESPACE, MergeDialog, useFacilityLine } from './merge-dialog';

const facilitiesPath = '/admin-dashboard/facilities';
const statusTone = { active: 'green', approved: 'blue', pending: 'yellow', suspended: 'red' } as const;
/** Why an import left a pair to staff, in the badge colours (AA contrast). */
const reasonTone = {
  unsure_match: 'bg-amber-100 text-amber-900',
  same_name_in_source: 'bg-blue-100 text-blue-800',
} as const;
const column = createColumnHelper<DuplicatePair>();

function FacilityCell({ facility }: { facility: DuplicateFacility }) {
  const { t } = useTranslation(DUPLICATES_NAMESPACE);
  const line = useFacilityLine();
  return (
    <span className="flex flex-col gap-1">
      <Link
        to={`${facilitiesPath}/${facility.id}`}
        className="font-semibold text-brand underline-offset-2 hover:underline"
      >
        {facility.name}
      </Link>
      <span className="text-xs text-slate-600">
        #{facility.id} · {t(`types.${facility.facilityType}`)}
      </span>
      <span>
        <Badge tone={statusTone[facility.status]}>{t(`statuses.${facility.status}`)}</Badge>
      </span>
      <span className="text-xs text-slate-700">{line(facility)}</span>
    </span>
  );
}

/**
 * Possible duplicates (docs/decisions/2026-11-23-facility-import-and-merge.md): pairs of facilities of one category with similar names at
 * the same place, most alike first, 10 a page; an administrator merges a pair, choosing which record
 * stays.
 */
export function FacilityDuplicatesPage() {
  const { t } = useTranslation(DUPLICATES_NAMESPACE);
  const format = useAdminFormat();
  const { user } = useSession();
  const isAdmin = user?.role === 'admin';
  const canWrite = !!user && hasPermission(user.role, 'facilities:write');
  const dismiss = useDismissDuplicate();
  const [distinct, setDistinct] = useState<DuplicatePair | null>(null);
  const list = useListParams(facilityDuplicatesQuerySchema);
  const duplicates = useQuery(facilityDuplicatesQueryOptions(list.query));
  const merge = useMergeFacilities();
  const [pair, setPair] = useState<DuplicatePair | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const columns = useMemo(
    () => [
      column.display({
        id: 'first',
        header: t('duplicates.first'),
        cell: ({ row }) => <FacilityCell facility={row.original.first} />,
      }),
      column.display({
        id: 'second',
        header: t('duplicates.second'),
        cell: ({ row }) => <FacilityCell facility={row.original.second} />,
      }),
      column.accessor('similarity', {
        header: t('duplicates.likeness'),
        cell: (cell) => t('duplicates.percent', { value: format.number(Math.round(cell.getValue() * 100)) }),
        meta: { className: 'whitespace-nowrap px-4 py-3 text-slate-800' },
      }),
      column.display({
        id: 'distance',
        header: t('duplicates.distance'),
        cell: ({ row: { original } }) => {
          const metres = original.distanceMetres;
          if (metres === null)
            return original.sameSubdivision ? t('duplicates.sameSubdivision') : t('duplicates.noDistance');
          // A pair the import left to staff may be kilometres apart: read in km from 1 km.
          return metres >= 1000
            ? t('duplicates.kilometres', { distance: format.number(Math.round(metres / 100) / 10) })
            : t('duplicates.metres', { distance: format.number(metres) });
        },
        meta: { className: 'whitespace-nowrap px-4 py-3 text-slate-800' },
      }),
      column.display({
        id: 'reason',
        header: t('duplicates.reason'),
        cell: ({ row: { original } }) =>
          original.suggestedBy ? (
            <span
              className={`inline-block rounded-md px-2 py-0.5 text-xs font-semibold ${reasonTone[original.suggestedBy]}`}
            >
              {t(`duplicates.suggestedBy.${original.suggestedBy}`)}
            </span>
          ) : (
            <span className="text-sm text-slate-700">{t('duplicates.foundByNameAndPlace')}</span>
          ),
        meta: { className: 'min-w-40 max-w-64 px-4 py-3' },
      }),
      column.display({
        id: 'actions',
        header: t('duplicates.actions'),
        cell: ({ row: { original } }) => (
          <span className="flex flex-wrap gap-2">
            {isAdmin ? (
              <button
                type="button"
                onClick={() => {
                  setNotice(null);
                  setPair(original);
                }}
                aria-label={t('duplicates.mergeNamed', { first: original.first.name, second: original.second.name })}
                className="inline-flex items-center rounded-md border border-red-700 px-2.5 py-1 text-sm font-semibold text-red-700 hover:bg-red-50"
              >
                {t('duplicates.merge')}
              </button>
            ) : null}
            {canWrite ? (
              <button
                type="button"
                onClick={() => {
                  setNotice(null);
                  setDistinct(original);
                }}
                aria-label={t('duplicates.notDuplicateNamed', {
                  first: original.first.name,
                  second: original.second.name,
                })}
                className="inline-flex items-center rounded-md border border-slate-400 px-2.5 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-100"
              >
                {t('duplicates.notDuplicate')}
              </button>
            ) : null}
          </span>
        ),
      }),
    ],
    [t, format, isAdmin, canWrite],
  );

  const onMerged = (result: FacilityMergeResult) =>
    setNotice(t('merge.done', { archived: result.archived.id, kept: result.kept.id, name: result.kept.name }));

  return (
    <ListPage
      title={t('duplicates.title')}
      actions={
        <Link
          to={facilitiesPath}
          className="inline-flex items-center gap-1 rounded font-semibold text-brand underline-offset-2 hover:underline"
        >
          <ChevronLeftIcon className="h-4 w-4" />
          {t('back')}
        </Link>
      }
      summary={
        <div className="flex flex-col gap-3">
          <p className="max-w-3xl text-slate-700">{t('duplicates.intro')}</p>
          <p className="max-w-3xl text-slate-700">{t('duplicates.importIntro')}</p>
          {isAdmin ? null : <p className="text-sm text-slate-700">{t('duplicates.adminOnly')}</p>}
          <div role="status" aria-live="polite">
            {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
          </div>
        </div>
      }
      filters={
        <>
          <ListSearch list={list} label={t('duplicates.search')} placeholder={t('duplicates.searchPlaceholder')} />
          <ListSelect
            list={list}
            name="category"
            label={t('duplicates.category')}
            placeholder={t('duplicates.allCategories')}
            options={facilityCategories.map((category) => ({ value: category, label: t(`categories.${category}`) }))}
          />
        </>
      }
      meta={duplicates.data?.meta}
      onPage={list.setPage}
    >
      <ListTable
        caption={t('duplicates.caption')}
        columns={columns}
        rowKey={(row) => `${row.first.id}-${row.second.id}`}
        query={duplicates}
        texts={{ loading: t('duplicates.loading'), empty: t('duplicates.empty'), failed: t('duplicates.error') }}
      />
      <ConfirmDialog
        open={distinct !== null}
        onClose={() => setDistinct(null)}
        title={t('duplicates.notDuplicateTitle')}
        message={
          distinct
            ? t('duplicates.notDuplicateMessage', { first: distinct.first.name, second: distinct.second.name })
            : ''
        }
        confirmLabel={t('duplicates.notDuplicate')}
        busyLabel={t('duplicates.saving')}
        onConfirm={async () => {
          if (!distinct) return;
          await dismiss.mutateAsync({ id: distinct.first.id, otherId: distinct.second.id });
          setNotice(t('duplicates.notDuplicateDone', { first: distinct.first.name, second: distinct.second.name }));
        }}
      />
      <MergeDialog
        pair={pair}
        onClose={() => setPair(null)}
        onMerge={(keptId, duplicateId) => merge.mutateAsync({ keptId, duplicateId })}
        onMerged={onMerged}
      />
    </ListPage>
  );
}
