// The landing page's sections below the hero. The route loads this module lazily, so all of it
// (and the 'landing' catalog) stays out of the first-load JavaScript.
export { BookingCards, JoinProviderCard } from './booking-cards/booking-cards';
export { FeaturedSection } from './featured/featured-section';
export { KeyFeatures } from './key-features/key-features';
export { ImpactSection } from './impact/impact-section';
export { CtaBanner, type CtaAction } from './cta-banner/cta-banner';
