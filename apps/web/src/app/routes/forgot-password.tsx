import { PlaceholderPage } from './placeholder-page';

export function ForgotPasswordPage() {
  return <PlaceholderPage titleKey="forgotPassword" />;
}
