import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiClientError } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { myFacilityQueryOptions } from '../api/managed-facilities-api';
import { MANAGER_NAMESPACE } from '../catalogs';
import { placeName } from '../format';
import { CareSection } from './care-section';
import { ContactSection } from './contact-section';
import { DutyPeriodsSection } from './duty-periods-section';
import { EmergencySection } from './emergency-section';
import { HoursSection } from './hours-section';
import { ProposalSection } from './proposal-section';
import { RequireSignIn } from './require-sign-in';

const backLinkClass = 'w-fit font-semibold text-brand underline underline-offset-2 hover:no-underline';

function NotFound() {
  const { t } = useTranslation(MANAGER_NAMESPACE);
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-2xl font-bold text-slate-900">{t('detail.notFoundTitle')}</h1>
      <p className="text-slate-700">{t('detail.notFoundText')}</p>
      <Link to="/my-facilities" className={backLinkClass}>
        {t('detail.back')}
      </Link>
    </div>
  );
}

type MyFacilityProps = {
  /** The special dates section, given by the route (it is the back-office's, with the manager's API path). */
  specialDates: (facilityId: number) => ReactNode;
};

function MyFacility({ facilityId, specialDates }: MyFacilityProps & { facilityId: number }) {
  const { t, i18n } = useTranslation(MANAGER_NAMESPACE);
  const { t: tf } = useTranslation('facility');
  const { t: tc } = useTranslation();
  const query = useQuery({ ...myFacilityQueryOptions(facilityId), enabled: facilityId > 0 });
  useDocumentTitle(query.data?.name ?? t('detail.title'));

  if (facilityId <= 0 || (query.error instanceof ApiClientError && query.error.status === 404)) return <NotFound />;
  if (query.isPending) return <p role="status">{t('loading')}</p>;
  if (query.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-red-800">
        <p>{describeError(query.error, tc)}</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="rounded-md border border-red-700 px-3 py-1.5 font-semibold"
        >
          {t('retry')}
        </button>
      </div>
    );

  const facility = query.data;
  const reload = () => query.refetch({ throwOnError: true });
  const place = placeName(facility.subdivision, i18n.resolvedLanguage);
  return (
    <>
      <header className="flex flex-col gap-2">
        <Link to="/my-facilities" className={backLinkClass}>
          {t('detail.back')}
        </Link>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{facility.name}</h1>
        <p className="text-slate-700">
          {tf(`type.${facility.facilityType}`)}
          {place ? ` · ${place}` : null} · {t(`status.${facility.status}`)}
        </p>
        {facility.status === 'pending' ? <p className="text-sm text-amber-950">{t('list.pendingReview')}</p> : null}
        <p className="text-sm text-slate-700">{t('detail.intro')}</p>
      </header>
      <ContactSection facility={facility} reload={reload} />
      <HoursSection facility={facility} reload={reload} />
      <CareSection facility={facility} reload={reload} />
      {facility.category === 'hospital' ? <EmergencySection facility={facility} reload={reload} /> : null}
      {specialDates(facility.id)}
      {facility.category === 'pharmacy' ? <DutyPeriodsSection facilityId={facility.id} /> : null}
      <ProposalSection facility={facility} />
    </>
  );
}

/** /my-facilities/:id: one facility the account runs, each part saved on its own. */
export function MyFacilityPage({ specialDates }: MyFacilityProps) {
  const { id = '' } = useParams();
  const facilityId = /^\d+$/.test(id) ? Number(id) : 0;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <RequireSignIn>{() => <MyFacility facilityId={facilityId} specialDates={specialDates} />}</RequireSignIn>
    </div>
  );
}
