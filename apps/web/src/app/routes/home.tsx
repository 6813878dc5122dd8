import { lazyWithRetry } from '../../lib/lazy-with-retry';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchModal, SearchPanel } from '../../features/search';
import { WhenVisible } from '../../components/ui/when-visible';
import { withCatalogs } from '../../lib/i18n';

// Below the hero, two lazily loaded chunks: the booking cards, next to the hero (fetched as soon as the
// page renders), and the sections further down with the featured facilities' cards (features/landing),
// fetched when the visitor scrolls near them: on a phone they start a screen below the fold, and a
// visitor who searches at once never pays for them (issue 15: 130 KB of script until the page is idle).
const BookingCards = lazyWithRetry(() =>
  import('../../features/landing/booking-cards/booking-cards').then((m) => ({ default: m.BookingCards })),
);
const loadLanding = withCatalogs(() => import('../../features/landing'), ['facility']);
const FeaturedSection = lazyWithRetry(() => loadLanding().then((m) => ({ default: m.FeaturedSection })));
const JoinProviderCard = lazyWithRetry(() => loadLanding().then((m) => ({ default: m.JoinProviderCard })));
const KeyFeatures = lazyWithRetry(() => loadLanding().then((m) => ({ default: m.KeyFeatures })));
const ImpactSection = lazyWithRetry(() => loadLanding().then((m) => ({ default: m.ImpactSection })));
const CtaBanner = lazyWithRetry(() => loadLanding().then((m) => ({ default: m.CtaBanner })));
// Spec 02 "Home variant": the Find Facilities and How It Works banners, from their own lazy chunk (with the
// marketing catalog), at the foot of the page: downloaded once the visitor scrolls near them.
const loadMarketingBanners = () => import('../../features/marketing/home/home-banners');
const FindFacilitiesBanner = lazyWithRetry(() =>
  loadMarketingBanners().then((m) => ({ default: m.FindFacilitiesBanner })),
);
const HowItWorksBanner = lazyWithRetry(() => loadMarketingBanners().then((m) => ({ default: m.HowItWorksBanner })));

/** Spec 01 §2.3, in order: hero with search, booking cards, featured, join, key features, impact, banner. */
export function HomePage() {
  const { t } = useTranslation();
  const [isSearchOpen, setIsSearchOpen] = useState(false);
  return (
    <>
      <section className="mx-auto max-w-[1200px] px-4 py-16 text-center">
        <h1 className="text-3xl font-bold text-brand">{t('home.headline')}</h1>
        <p className="mt-4 text-lg text-slate-700">{t('home.tagline')}</p>
        <SearchPanel />
      </section>
      <Suspense fallback={<div className="min-h-screen" aria-hidden="true" />}>
        <BookingCards />
        {/* Inside the cards' Suspense, so the watch starts below the cards, not below the hero. */}
        <WhenVisible rootMargin="150px" placeholderClassName="min-h-screen">
          <Suspense fallback={<div className="min-h-screen" aria-hidden="true" />}>
            <FeaturedSection />
            <JoinProviderCard />
            <KeyFeatures onOpenSearch={() => setIsSearchOpen(true)} />
            <ImpactSection />
            <CtaBanner action={{ kind: 'redirect', target: '/medical-facilities/hospitals' }} />
          </Suspense>
        </WhenVisible>
      </Suspense>
      <WhenVisible placeholderClassName="min-h-96">
        <Suspense fallback={<div className="min-h-96" aria-hidden="true" />}>
          <FindFacilitiesBanner renderSearch={(close) => <SearchPanel variant="modal" onSearch={close} />} />
          <HowItWorksBanner />
        </Suspense>
      </WhenVisible>
      <SearchModal open={isSearchOpen} onClose={() => setIsSearchOpen(false)} />
    </>
  );
}
