import { PlaceholderPage } from './placeholder-page';

export function PaymentOptionsPage() {
  return <PlaceholderPage titleKey="paymentOptions" />;
}
