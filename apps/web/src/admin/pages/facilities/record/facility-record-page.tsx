import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ApiClientError } from '../../../../lib/api-client';
import { describeError } from '../../../../lib/describe-error';
import { lazyWithRetry } from '../../../../lib/lazy-with-retry';
import { useSession } from '../../../../lib/api/session';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { facilityQueryOptions } from '../api/facilities-api';
import { useAdminFormat } from '../../../format';
import { NoticeBanner, type Notice } from '../../../list-kit';
import { FACILITIES_NAMESPACE, facilitiesPath, FacilityStatusBadges } from '../list/facility-ui';
import { FacilityActions } from './facility-actions';
import { FacilityHistory } from './facility-history';
import { FacilityManagersSection } from './facility-managers-section';
import { FacilitySummary } from './facility-summary';
import { useReferenceNames } from './reference-names';

/** Its own chunk: the form and the holiday list load when a record is opened, not with the list. */
const SpecialDatesSection = lazyWithRetry(() =>
  import('../special-dates/special-dates-section').then((m) => ({ default: m.SpecialDatesSection })),
);

const toId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** A text the page that led here left in the navigation state (the list's filters, a save's notice). */
function useStateText(key: 'listSearch' | 'savedNotice'): string {
  const state: unknown = useLocation().state;
  if (!state || typeof state !== 'object' || !(key in state)) return '';
  const value = (state as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
}

/** 'Back to Facilities', to the list view the record was opened from when there is one. */
function BackLink() {
  const { t } = useTranslation(FACILITIES_NAMESPACE);
  const listSearch = useStateText('listSearch');
  return (
    <Link to={`${facilitiesPath}${listSearch}`} className="font-semibold text-brand underline-offset-2 hover:underline">
      <span aria-hidden="true">← </span>
      {t('record.back')}
    </Link>
  );
}

function NotFound() {
  const { t } = useTranslation(FACILITIES_NAMESPACE);
  return (
    <section className="flex flex-col items-start gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{t('record.notFound')}</h1>
      <p className="text-slate-700">{t('record.notFoundText')}</p>
      <BackLink />
    </section>
  );
}

/**
 * A facility's back-office record (/admin-dashboard/facilities/:id): its fields, its status (with the
 * suspension reason), the lifecycle actions its status allows, and its whole history.
 */
export function FacilityRecordPage() {
  const { t } = useTranslation(FACILITIES_NAMESPACE);
  const { t: tc } = useTranslation();
  const format = useAdminFormat();
  const id = toId(useParams().id);
  const { user } = useSession();
  const facility = useQuery({ ...facilityQueryOptions(id ?? 0), enabled: id !== null });
  const nameOf = useReferenceNames(facility.data);
  // The form that saved this facility says so here, where the saved record is.
  const savedNotice = useStateText('savedNotice');
  const [notice, setNotice] = useState<Notice | null>(savedNotice ? { tone: 'success', text: savedNotice } : null);
  const isNotFound = id === null || (facility.error instanceof ApiClientError && facility.error.status === 404);
  useDocumentTitle(isNotFound ? t('record.notFound') : (facility.data?.name ?? t('record.title')));

  if (isNotFound) return <NotFound />;

  if (facility.isPending) {
    return (
      <section className="flex flex-col gap-4">
        <BackLink />
        <p role="status" className="text-slate-700">
          {t('record.loading')}
        </p>
      </section>
    );
  }

  if (facility.isError) {
    return (
      <section className="flex flex-col items-start gap-4">
        <BackLink />
        <h1 className="text-2xl font-bold text-slate-900">{t('record.title')}</h1>
        <div role="alert" className="flex flex-col items-start gap-2">
          <p className="font-medium text-red-700">
            {t('record.error')}: {describeError(facility.error, tc)}
          </p>
          <button
            type="button"
            onClick={() => void facility.refetch()}
            className="rounded-md border border-red-700 px-3 py-1.5 font-semibold text-red-700 hover:bg-red-50"
          >
            {t('retry')}
          </button>
        </div>
      </section>
    );
  }

  const record = facility.data;
  return (
    <section className="flex flex-col gap-6">
      <BackLink />
      <div className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{record.name}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold text-slate-600">{t('fields.status')}:</span>
          <FacilityStatusBadges status={record.status} isArchived={record.archivedAt !== null} />
        </div>
        {record.status === 'suspended' && record.suspensionReason ? (
          <p className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
            <span className="font-semibold">{t('record.suspensionReason')}:</span> {record.suspensionReason}
          </p>
        ) : null}
        {record.archivedAt !== null ? (
          <p className="rounded-md border border-slate-300 bg-slate-100 px-3 py-2 text-sm text-slate-800">
            {t('record.archivedOn', { date: format.dateTime(record.archivedAt) })}
          </p>
        ) : null}
        <FacilityActions facility={record} isAdmin={user?.role === 'admin'} onNotice={setNotice} />
        <NoticeBanner notice={notice} />
      </div>
      <FacilitySummary facility={record} nameOf={nameOf} />
      <FacilityManagersSection facilityId={record.id} />
      <Suspense fallback={<p role="status">{t('specialDates.loading')}</p>}>
        <SpecialDatesSection facilityId={record.id} />
      </Suspense>
      <FacilityHistory facilityId={record.id} nameOf={nameOf} />
    </section>
  );
}
