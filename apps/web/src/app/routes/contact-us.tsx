import { PlaceholderPage } from './placeholder-page';

export function ContactUsPage() {
  return <PlaceholderPage titleKey="contactUs" />;
}
