import type { FacilityCategory, FacilitySummary } from '@hc/shared';
import { FEATURED_MAX } from '@hc/shared';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tabs } from '../../../components/ui/tabs';
import { featuredQueryOptions } from '../api/featured';
import { describeError } from '../../../lib/describe-error';
import { listingPaths } from '../../../lib/facility-routes';
import { FeaturedCarousel } from './featured-carousel';

// The dialog (with its correction form and services list) loads when a visitor opens a facility, not with
// the landing page: most visitors never open one.
const FacilityDialog = lazyWithRetry(() =>
  import('../../../components/facility/facility-dialog').then((m) => ({ default: m.FacilityDialog })),
);

const categories: FacilityCategory[] = ['hospital', 'pharmacy', 'laboratory'];

function FeaturedPanel({
  category,
  onOpen,
}: {
  category: FacilityCategory;
  onOpen: (facility: FacilitySummary) => void;
}) {
  const { t } = useTranslation('landing');
  const { t: tCommon } = useTranslation();
  const query = useQuery(featuredQueryOptions(category));

  if (query.isPending) {
    return (
      <p role="status" className="py-10 text-center text-slate-700">
        {t(`featured.loading.${category}`)}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="my-6 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
        <p className="font-bold">{t(`featured.error.${category}`)}</p>
        <p className="mt-1 text-sm">{describeError(query.error, tCommon)}</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          className="mt-3 rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {tCommon('actions.retry')}
        </button>
      </div>
    );
  }
  const facilities = (Array.isArray(query.data) ? query.data : []).slice(0, FEATURED_MAX);
  if (facilities.length === 0) {
    return (
      <p className="py-10 text-center text-slate-700">
        {t(`featured.empty.${category}`)}{' '}
        <Link to={listingPaths[category]} className="font-semibold text-brand underline">
          {t('featured.browseAll')}
        </Link>
      </p>
    );
  }
  return (
    <FeaturedCarousel
      facilities={facilities}
      category={category}
      label={t(`featured.heading.${category}`)}
      onOpen={onOpen}
    />
  );
}

/** Spec 01 §2.5: featured hospitals, pharmacies and laboratories, each opening the facility dialog. */
export function FeaturedSection() {
  // 'facility' for the cards, which render only once the data has come: waited for here, with the
  // section, so the section is not hidden again while their words download.
  const { t } = useTranslation(['landing', 'facility']);
  const [category, setCategory] = useState<FacilityCategory>('hospital');
  const [selected, setSelected] = useState<FacilitySummary | null>(null);

  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-[1200px] px-4 py-10">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h2 id="featured-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t(`featured.heading.${category}`)}
        </h2>
        <Link
          to={listingPaths[category]}
          className="rounded font-semibold text-brand underline-offset-4 hover:underline"
        >
          {t('featured.viewAll')}
          <span className="sr-only"> {t(`featured.viewAllTarget.${category}`)}</span>
        </Link>
      </div>
      <Tabs
        label={t('featured.tabsLabel')}
        tabs={categories.map((id) => ({ id, label: t(`featured.tabs.${id}`) }))}
        selected={category}
        onSelect={(id) => setCategory(id as FacilityCategory)}
        tabClassName={(isSelected) =>
          `rounded-full px-4 py-2 text-sm font-semibold sm:text-base ${isSelected ? 'bg-brand text-white' : 'bg-slate-100 text-slate-800 hover:bg-slate-200'}`
        }
      >
        <div className="mt-4">
          <FeaturedPanel key={category} category={category} onOpen={setSelected} />
        </div>
      </Tabs>
      {selected ? (
        <Suspense fallback={null}>
          <FacilityDialog facility={selected} onClose={() => setSelected(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
