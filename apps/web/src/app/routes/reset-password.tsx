import { PlaceholderPage } from './placeholder-page';

export function ResetPasswordPage() {
  return <PlaceholderPage titleKey="resetPassword" />;
}
