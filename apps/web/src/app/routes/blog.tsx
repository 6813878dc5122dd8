import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../features/marketing/components/page-header';
import { BlogCarousel } from '../../features/marketing/blog/blog-carousel';
import { blogPosts } from '../../features/marketing/blog/posts';

/** Spec 02 Blog & Resources: the Featured Articles carousel of our 8 articles. */
export function BlogPage() {
  const { t } = useTranslation('blog');
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <BlogCarousel posts={blogPosts} />
      <p className="mx-auto max-w-[1200px] px-4 pb-12 text-sm text-slate-700">{t('disclaimer')}</p>
    </>
  );
}
