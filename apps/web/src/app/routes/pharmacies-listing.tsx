import { PlaceholderPage } from './placeholder-page';

export function PharmaciesListingPage() {
  return <PlaceholderPage titleKey="pharmacies" />;
}
