import { facilityClaimListQuerySchema, facilityClaimStatuses, type FacilityClaim } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SelectField } from '../../../components/ui/select-field';
import { regionsQueryOptions } from '../../../lib/api/geography';
import { useSession } from '../../../lib/api/session';
import { toReferenceOptions } from '../../../lib/reference-options';
import { useAdminFormat } from '../../format';
import {
  actionButtonClass,
  ListPage,
  ListSearch,
  ListSelect,
  ListTable,
  RowLink,
  useListParams,
  type DataTableColumn,
} from '../../list-kit';
import { facilityClaimsQueryOptions } from './api/facility-claims-api';
import {
  ClaimStatusBadge,
  FACILITY_CLAIMS_NAMESPACE,
  facilityClaimPath,
  facilityManagersPath,
  useClaimPlace,
} from './claim-ui';

const column = createColumnHelper<FacilityClaim>();

/**
 * Facility claims (issue 35): the people who ask to manage a facility, with their evidence. Status,
 * region and a search (facility, requester, licence number) kept in the URL; 10 a page, ordered by the
 * server (pending first, oldest first). A region-limited account sees its region only, so it has no
 * region filter. Each row opens the claim, where staff approve or reject it.
 */
export function FacilityClaimsPage() {
  const { t, i18n } = useTranslation(FACILITY_CLAIMS_NAMESPACE);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const format = useAdminFormat();
  const placeOf = useClaimPlace();
  const { user } = useSession();
  const isRegionLimited = user?.scopeRegionId != null;
  const list = useListParams(facilityClaimListQuerySchema);
  const { query, update } = list;
  const claims = useQuery(facilityClaimsQueryOptions(query));
  const regions = useQuery({ ...regionsQueryOptions(), enabled: !isRegionLimited });

  const columns: DataTableColumn<FacilityClaim>[] = [
    column.accessor('facility', {
      header: t('columns.facility'),
      cell: ({ row: { original: claim } }) => (
        <span className="flex flex-col">
          <Link to={facilityClaimPath(claim.id)} className="font-semibold text-brand underline underline-offset-2">
            {claim.facility.name}
          </Link>
          <span className="text-xs text-slate-600">{placeOf(claim.facility) || '—'}</span>
          {claim.facility.createdByClaim ? (
            <span className="text-xs font-medium text-amber-900">{t('queue.newFacility')}</span>
          ) : null}
        </span>
      ),
    }),
    column.accessor('requester', {
      header: t('columns.requester'),
      cell: ({ row: { original: claim } }) => (
        <span className="flex flex-col">
          <span className="font-semibold text-slate-900">{claim.requester.name}</span>
          <span className="break-all text-xs text-slate-600">{claim.requester.email}</span>
        </span>
      ),
    }),
    column.accessor('roleAtFacility', {
      header: t('columns.role'),
      cell: (cell) => t(`roles.${cell.getValue()}`),
    }),
    column.accessor('licenceNumber', {
      header: t('columns.licence'),
      cell: (cell) => <span className="font-mono">{cell.getValue()}</span>,
    }),
    column.accessor('createdAt', {
      header: t('columns.submitted'),
      cell: (cell) => <time dateTime={cell.getValue()}>{format.dateTime(cell.getValue())}</time>,
    }),
    column.accessor('status', {
      header: t('columns.status'),
      cell: (cell) => <ClaimStatusBadge status={cell.getValue()} />,
    }),
    column.display({
      id: 'open',
      header: () => <span className="sr-only">{t('columns.actions')}</span>,
      cell: ({ row: { original: claim } }) => (
        <RowLink
          to={facilityClaimPath(claim.id)}
          tone="brand"
          label={t('queue.openLabel', { facility: claim.facility.name, name: claim.requester.name })}
        >
          {t('queue.open')}
        </RowLink>
      ),
    }),
  ];

  return (
    <ListPage
      title={t('queue.title')}
      actions={
        <Link to={facilityManagersPath} className={actionButtonClass}>
          {t('queue.overviewLink')}
        </Link>
      }
      summary={<p className="text-slate-700">{t('queue.intro')}</p>}
      filters={
        <>
          <ListSearch list={list} label={t('filters.search')} placeholder={t('filters.searchPlaceholder')} />
          <ListSelect
            list={list}
            name="status"
            label={t('filters.status')}
            placeholder={t('filters.allStatuses')}
            options={facilityClaimStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          />
          {isRegionLimited ? null : (
            <SelectField
              label={t('filters.region')}
              placeholder={t('filters.allRegions')}
              value={query.region ? String(query.region) : ''}
              onChange={(region) => update({ region })}
              options={toReferenceOptions(regions.data, language)}
              status={regions.status}
              loadingText={t('filters.loadingRegions')}
              errorText={t('filters.regionsError')}
            />
          )}
        </>
      }
      onResetFilters={list.reset}
      meta={claims.data?.meta}
      onPage={list.setPage}
    >
      <ListTable
        caption={t('queue.caption')}
        columns={columns}
        rowKey={(claim) => claim.id}
        query={claims}
        texts={{
          loading: t('queue.loading'),
          empty: t('queue.empty'),
          failed: t('queue.error'),
          forbidden: t('errors.forbidden'),
        }}
      />
    </ListPage>
  );
}
