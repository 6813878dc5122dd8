import type { FacilityCategory } from '@hc/shared';
import { PlaceholderPage } from './placeholder-page';

export function FacilityDetailPage({ category }: { category: FacilityCategory }) {
  return <PlaceholderPage titleKey={category} />;
}
