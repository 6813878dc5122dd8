import { PlaceholderPage } from './placeholder-page';

export function HospitalsListingPage() {
  return <PlaceholderPage titleKey="hospitals" />;
}
