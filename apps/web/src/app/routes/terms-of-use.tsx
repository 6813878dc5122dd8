import { PlaceholderPage } from './placeholder-page';

export function TermsOfUsePage() {
  return <PlaceholderPage titleKey="termsOfUse" />;
}
