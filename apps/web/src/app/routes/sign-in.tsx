import { PlaceholderPage } from './placeholder-page';

export function SignInPage() {
  return <PlaceholderPage titleKey="signIn" />;
}
