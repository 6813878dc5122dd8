import { canTransition, toTelHref, type AdminFacilityRow } from '@hc/shared';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../../../lib/localized';
import { Link } from 'react-router';
import { RowActions, RowButton, RowLink, type DataTableColumn } from '../../../list-kit';
import { FacilityApproveButton } from './facility-approval';
import { FACILITIES_NAMESPACE, facilityEditPath, facilityRecordPath, FacilityStatusBadges } from './facility-ui';

const column = createColumnHelper<AdminFacilityRow>();
const completenessKeys = ['phone', 'address', 'hours', 'position'] as const;

/** Four small marks (phone, address, hours, position) and the directory category; read as one sentence. */
function CompletenessCell({ row }: { row: AdminFacilityRow }) {
  const { t } = useTranslation(FACILITIES_NAMESPACE);
  const missing = completenessKeys.filter((key) => !row.completeness[key]);
  const summary =
    missing.length === 0
      ? t('completeness.complete')
      : t('completeness.missing', { fields: missing.map((key) => t(`completeness.${key}`)).join(', ') });
  return (
    <span className="flex flex-col gap-1">
      <span className="sr-only">{summary}</span>
      <span aria-hidden="true" className="flex gap-1" title={summary}>
        {completenessKeys.map((key) => (
          <span
            key={key}
            className={`rounded px-1.5 py-0.5 text-xs font-semibold ${
              row.completeness[key] ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800 line-through'
            }`}
          >
            {t(`completeness.short.${key}`)}
          </span>
        ))}
      </span>
      <span className="text-xs text-slate-600">
        {t('completeness.category', { category: t(`categories.${row.category}`) })}
      </span>
    </span>
  );
}

type ColumnOptions = {
  isAdmin: boolean;
  /** The list's query string, so the record page can lead back to the same view. */
  listSearch: string;
  /** A change is running: the row buttons wait for it. */
  isBusy: boolean;
  onApprove: (row: AdminFacilityRow) => void;
  onDelete: (row: AdminFacilityRow) => void;
  onRestore: (row: AdminFacilityRow) => void;
  /** The bulk actions' checkbox column, first (issue 36). */
  selectionColumn?: DataTableColumn<AdminFacilityRow>;
};

/**
 * The columns of spec 02 "Facilities": Facility ID, Name, Email, Type, Contact, Status, Location
 * (subdivision, division), Actions; plus the data-completeness column. Approve only where the status
 * allows it (refused, with the reason, to the person who proposed it: four eyes); archived rows offer
 * Restore (admins) instead of Approve, Edit and Delete.
 */
export function useFacilityColumns(options: ColumnOptions): DataTableColumn<AdminFacilityRow>[] {
  const { t, i18n } = useTranslation(FACILITIES_NAMESPACE);
  const language = i18n.language;
  const { isAdmin, listSearch, isBusy, onApprove, onDelete, onRestore, selectionColumn } = options;
  return [
    ...(selectionColumn ? [selectionColumn] : []),
    column.accessor('id', {
      header: t('columns.id'),
      enableSorting: true,
      cell: (cell) => <span className="font-mono">{cell.getValue()}</span>,
    }),
    column.accessor('name', {
      header: t('columns.name'),
      enableSorting: true,
      cell: ({ row: { original: row } }) => (
        <Link
          to={facilityRecordPath(row.id)}
          state={{ listSearch }}
          className="font-semibold text-brand underline-offset-2 hover:underline"
        >
          {row.name}
        </Link>
      ),
    }),
    column.accessor('email', {
      header: t('columns.email'),
      cell: (cell) => <span className="break-all">{cell.getValue() ?? '—'}</span>,
    }),
    column.accessor('facilityType', {
      header: t('columns.type'),
      cell: (cell) => t(`types.${cell.getValue()}`),
    }),
    column.accessor('phone', {
      header: t('columns.contact'),
      cell: (cell) => {
        const phone = cell.getValue();
        return phone ? (
          <a href={toTelHref(phone)} className="whitespace-nowrap text-brand underline-offset-2 hover:underline">
            {phone}
          </a>
        ) : (
          '—'
        );
      },
    }),
    column.accessor('status', {
      header: t('columns.status'),
      enableSorting: true,
      cell: ({ row: { original: row } }) => (
        <FacilityStatusBadges status={row.status} isArchived={row.archivedAt !== null} />
      ),
    }),
    column.display({
      id: 'location',
      header: t('columns.location'),
      cell: ({ row: { original: row } }) =>
        [row.subdivision, row.division]
          .map((place) => localizedName(place, language))
          .filter(Boolean)
          .join(', ') || '—',
    }),
    column.display({
      id: 'completeness',
      header: t('columns.completeness'),
      cell: ({ row: { original: row } }) => <CompletenessCell row={row} />,
    }),
    column.display({
      id: 'actions',
      header: t('columns.actions'),
      cell: ({ row: { original: row } }) => {
        if (row.archivedAt !== null) {
          return isAdmin ? (
            <RowButton
              disabled={isBusy}
              onClick={() => onRestore(row)}
              tone="brand"
              label={t('actions.restoreNamed', { name: row.name })}
            >
              {t('actions.restore')}
            </RowButton>
          ) : (
            <span className="text-xs text-slate-600">{t('list.restoreAdminOnly')}</span>
          );
        }
        return (
          <RowActions>
            {canTransition('approve', row.status) ? (
              <FacilityApproveButton row={row} disabled={isBusy} onApprove={() => onApprove(row)} />
            ) : null}
            <RowLink to={facilityEditPath(row.id)} tone="neutral" label={t('actions.editNamed', { name: row.name })}>
              {t('actions.edit')}
            </RowLink>
            <RowButton
              disabled={isBusy}
              onClick={() => onDelete(row)}
              tone="danger"
              label={t('actions.deleteNamed', { name: row.name })}
            >
              {t('actions.delete')}
            </RowButton>
          </RowActions>
        );
      },
    }),
  ];
}
