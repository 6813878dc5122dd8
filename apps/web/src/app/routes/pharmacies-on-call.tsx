import { PlaceholderPage } from './placeholder-page';

export function PharmaciesOnCallPage() {
  return <PlaceholderPage titleKey="pharmaciesOnCall" />;
}
