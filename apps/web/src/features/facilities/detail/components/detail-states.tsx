import type { FacilityCategory } from '@hc/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../../lib/describe-error';
import { listingPaths } from '../../../../lib/facility-routes';

const buttonClass = 'inline-block rounded-lg px-5 py-3 font-semibold';

/** Placeholder blocks in the page's shape while the facility loads. */
export function DetailSkeleton() {
  const { t } = useTranslation('detail');
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-8" aria-busy="true">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <div aria-hidden="true" className="animate-pulse motion-reduce:animate-none">
        <div className="h-4 w-48 rounded bg-slate-200" />
        <div className="mt-6 h-9 w-3/4 max-w-xl rounded bg-slate-200" />
        <div className="mt-3 h-5 w-40 rounded bg-slate-200" />
        <div className="mt-6 flex gap-3">
          <div className="h-11 w-28 rounded-lg bg-slate-200" />
          <div className="h-11 w-32 rounded-lg bg-slate-200" />
        </div>
        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="space-y-6">
            <div className="h-48 rounded-xl bg-slate-200" />
            <div className="h-64 rounded-xl bg-slate-200" />
          </div>
          <div className="h-80 rounded-xl bg-slate-200" />
        </div>
      </div>
    </div>
  );
}

/** "Facility not found", with the way home and to the matching listing. */
export function FacilityNotFound({ category }: { category: FacilityCategory }) {
  const { t } = useTranslation(['detail', 'facility']);
  return (
    <section className="mx-auto max-w-[1200px] px-4 py-20 text-center" data-testid="facility-not-found">
      <h1 className="text-3xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-4 text-lg text-slate-700">
        {t('notFound.text', { category: t(`facility:category.${category}`).toLowerCase() })}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={listingPaths[category]} className={`${buttonClass} bg-brand text-white hover:bg-brand-dark`}>
          {t(`notFound.listing.${category}`)}
        </Link>
        <Link to="/" className={`${buttonClass} border border-brand text-brand hover:bg-blue-50`}>
          {t('notFound.home')}
        </Link>
      </div>
    </section>
  );
}

/** The failure, as spec 01 §8 words it, and a Retry. */
export function DetailError({
  error,
  onRetry,
  isRetrying,
}: {
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  const { t } = useTranslation(['detail', 'common']);
  const { t: tCommon } = useTranslation();
  return (
    <section className="mx-auto max-w-[1200px] px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t('loadFailed')}</h1>
      <p role="alert" className="mt-4 text-lg text-red-800">
        {describeError(error, tCommon)}
      </p>
      <button
        type="button"
        onClick={onRetry}
        disabled={isRetrying}
        className={`${buttonClass} mt-8 bg-brand text-white hover:bg-brand-dark disabled:opacity-70`}
      >
        {t('common:actions.retry')}
      </button>
    </section>
  );
}
