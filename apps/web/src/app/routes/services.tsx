import { PlaceholderPage } from './placeholder-page';

export function ServicesPage() {
  return <PlaceholderPage titleKey="services" />;
}
