import { PlaceholderPage } from './placeholder-page';

export function HowItWorksPage() {
  return <PlaceholderPage titleKey="howItWorks" />;
}
