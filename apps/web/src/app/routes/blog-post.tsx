import { PlaceholderPage } from './placeholder-page';

export function BlogPostPage() {
  return <PlaceholderPage titleKey="blog" />;
}
