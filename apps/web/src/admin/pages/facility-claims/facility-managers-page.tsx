import type { FacilityManagerOverviewRow } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizedName } from '../../../lib/localized';
import { useAdminFormat } from '../../format';
import { actionButtonClass, ListPage, ListTable, type Column } from '../../list-kit';
import { facilityManagersOverviewQueryOptions } from './api/facility-claims-api';
import { FACILITY_CLAIMS_NAMESPACE, facilityClaimsPath } from './claim-ui';

/** The queue of a region's pending claims (the filters kept in its URL). */
const pendingClaimsPath = (regionId: number) => `${facilityClaimsPath}?status=pending&region=${regionId}`;
/** The Facilities list of a region: it filters by place name (spec 02 §5), the English one in its URLs. */
const regionFacilitiesPath = (regionNameEn: string) =>
  `/admin-dashboard/facilities?region=${encodeURIComponent(regionNameEn)}`;

/**
 * The facility managers' overview (issue 35): per region, the public facilities, how many have an
 * active manager, how many have none, how many are overdue (managed but not confirmed for 12 months),
 * and the claims waiting for review, which link to the queue filtered by that region. A region-limited
 * account gets its region only (the server's scope).
 */
export function FacilityManagersPage() {
  const { t, i18n } = useTranslation(FACILITY_CLAIMS_NAMESPACE);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const format = useAdminFormat();
  const overview = useQuery(facilityManagersOverviewQueryOptions());

  const count = (value: number) => <span className="tabular-nums">{format.number(value)}</span>;
  const columns: Column<FacilityManagerOverviewRow>[] = [
    {
      key: 'region',
      header: t('overview.columns.region'),
      render: (row) => {
        const name = localizedName(row.region, language);
        return (
          <Link
            to={regionFacilitiesPath(row.region.nameEn)}
            aria-label={t('overview.facilitiesOf', { region: name })}
            className="font-semibold text-brand underline underline-offset-2"
          >
            {name}
          </Link>
        );
      },
    },
    { key: 'facilities', header: t('overview.columns.facilities'), render: (row) => count(row.facilities) },
    { key: 'managed', header: t('overview.columns.managed'), render: (row) => count(row.managed) },
    {
      key: 'withoutManager',
      header: t('overview.columns.withoutManager'),
      render: (row) => count(row.withoutManager),
    },
    {
      key: 'overdue',
      header: t('overview.columns.overdue'),
      render: (row) =>
        row.overdue > 0 ? <span className="font-semibold text-red-800">{count(row.overdue)}</span> : count(0),
    },
    {
      key: 'pendingClaims',
      header: t('overview.columns.pendingClaims'),
      render: (row) =>
        row.pendingClaims > 0 ? (
          <Link
            to={pendingClaimsPath(row.region.id)}
            aria-label={t('overview.pendingOf', {
              count: row.pendingClaims,
              region: localizedName(row.region, language),
            })}
            className="font-semibold text-brand underline underline-offset-2"
          >
            {count(row.pendingClaims)}
          </Link>
        ) : (
          count(0)
        ),
    },
  ];

  return (
    <ListPage
      title={t('overview.title')}
      actions={
        <Link to={facilityClaimsPath} className={actionButtonClass}>
          {t('overview.queueLink')}
        </Link>
      }
      summary={<p className="text-slate-700">{t('overview.intro')}</p>}
    >
      <ListTable
        caption={t('overview.caption')}
        columns={columns}
        rowKey={(row) => row.region.id}
        query={overview}
        skeletonRows={10}
        texts={{
          loading: t('overview.loading'),
          empty: t('overview.empty'),
          failed: t('overview.error'),
          forbidden: t('errors.forbidden'),
        }}
      />
    </ListPage>
  );
}
