// The facility detail page: the entry point of its route module. The map inside is a lazy chunk of
// its own (components/map-section.tsx).
export { FacilityDetailScreen } from './components/facility-detail-screen';
