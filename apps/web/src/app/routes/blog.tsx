import { PlaceholderPage } from './placeholder-page';

export function BlogPage() {
  return <PlaceholderPage titleKey="blog" />;
}
