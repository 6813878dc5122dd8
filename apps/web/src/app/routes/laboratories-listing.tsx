import { PlaceholderPage } from './placeholder-page';

export function LaboratoriesListingPage() {
  return <PlaceholderPage titleKey="laboratories" />;
}
