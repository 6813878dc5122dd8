import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../lib/describe-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { myClaimsQueryOptions, myFacilitiesQueryOptions } from '../api/managed-facilities-api';
import { MANAGER_NAMESPACE } from '../catalogs';
import { ClaimList } from './claim-list';
import { FacilityList } from './facility-list';
import { RequireSignIn } from './require-sign-in';

const linkClass = 'font-semibold text-brand underline underline-offset-2 hover:no-underline';

function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(MANAGER_NAMESPACE);
  const { t: tc } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-start gap-2 text-red-800">
      <p>{describeError(error, tc)}</p>
      <button type="button" onClick={onRetry} className="rounded-md border border-red-700 px-3 py-1.5 font-semibold">
        {t('retry')}
      </button>
    </div>
  );
}

function MyFacilities() {
  const { t } = useTranslation(MANAGER_NAMESPACE);
  const facilities = useQuery(myFacilitiesQueryOptions());
  const claims = useQuery(myClaimsQueryOptions());
  useDocumentTitle(t('list.title'));
  const rows = facilities.data?.data ?? [];
  const claimRows = claims.data?.data ?? [];

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('list.title')}</h1>
        <p className="text-slate-700">{t('list.intro')}</p>
      </header>
      <section aria-labelledby="my-facilities-heading" className="flex flex-col gap-3">
        <h2 id="my-facilities-heading" className="text-xl font-bold text-slate-900">
          {t('list.facilitiesTitle')}
        </h2>
        {facilities.isPending ? (
          <p role="status">{t('loading')}</p>
        ) : facilities.isError ? (
          <LoadFailure error={facilities.error} onRetry={() => void facilities.refetch()} />
        ) : rows.length === 0 ? (
          <div className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
            <p className="text-slate-800">{t('list.none')}</p>
            <Link to="/facility-claim" className={linkClass}>
              {t('list.claimLink')}
            </Link>
          </div>
        ) : (
          <FacilityList rows={rows} />
        )}
      </section>
      <section aria-labelledby="my-claims-heading" className="flex flex-col gap-3">
        <h2 id="my-claims-heading" className="text-xl font-bold text-slate-900">
          {t('claims.title')}
        </h2>
        {claims.isPending ? (
          <p role="status">{t('loading')}</p>
        ) : claims.isError ? (
          <LoadFailure error={claims.error} onRetry={() => void claims.refetch()} />
        ) : claimRows.length === 0 ? (
          <p className="text-slate-700">{t('claims.none')}</p>
        ) : (
          <ClaimList rows={claimRows} />
        )}
        {rows.length > 0 ? (
          <Link to="/facility-claim" className={`${linkClass} w-fit`}>
            {t('list.claimAnother')}
          </Link>
        ) : null}
      </section>
    </div>
  );
}

/** /my-facilities: the facilities the account runs, to confirm or open, and its requests to manage one. */
export function MyFacilitiesPage() {
  return <RequireSignIn>{() => <MyFacilities />}</RequireSignIn>;
}
