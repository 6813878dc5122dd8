import type { FacilityCategory } from '@hc/shared';
import { useParams } from 'react-router';
import { FacilityDetailScreen } from '../../features/facilities/detail';

/** /hospitals/:id, /pharmacies/:id, /medical-facilities/{pharmacies,laboratories}/:id (spec 02 §2). */
export function FacilityDetailPage({ category }: { category: FacilityCategory }) {
  const { id } = useParams();
  // Keyed by id: moving from one facility to another starts from a clean page.
  return <FacilityDetailScreen key={`${category}:${id}`} category={category} rawId={id} />;
}
