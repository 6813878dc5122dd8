// The landing page's sections below the booking cards. The route loads this module lazily when the
// visitor scrolls near them, so all of it stays out of the JavaScript a first visit fetches; the
// booking cards, next to the hero, come from their own module (booking-cards/booking-cards).
export { JoinProviderCard } from './booking-cards/booking-cards';
export { FeaturedSection } from './featured/featured-section';
export { KeyFeatures } from './key-features/key-features';
export { ImpactSection } from './impact/impact-section';
export { CtaBanner, type CtaAction } from './cta-banner/cta-banner';
