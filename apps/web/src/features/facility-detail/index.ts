export { FacilityDetailScreen } from './components/facility-detail-screen';
