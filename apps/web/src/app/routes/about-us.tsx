import { PlaceholderPage } from './placeholder-page';

export function AboutUsPage() {
  return <PlaceholderPage titleKey="aboutUs" />;
}
