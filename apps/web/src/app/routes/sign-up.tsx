import { PlaceholderPage } from './placeholder-page';

export function SignUpPage() {
  return <PlaceholderPage titleKey="signUp" />;
}
