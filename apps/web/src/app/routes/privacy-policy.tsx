import { PlaceholderPage } from './placeholder-page';

export function PrivacyPolicyPage() {
  return <PlaceholderPage titleKey="privacyPolicy" />;
}
