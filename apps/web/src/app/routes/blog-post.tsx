import { sanitizeTitle } from '@hc/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { findBlogPost, formatPostDate, type BlogPost } from '../../features/marketing/blog/posts';
import { useDocumentTitle } from '../../lib/use-document-title';

const backLink = 'font-semibold text-brand underline-offset-2 hover:underline';

/** /blog/:slug: the whole article, or a not-found view for a slug we do not have. */
export function BlogPostPage() {
  const { slug } = useParams();
  const post = findBlogPost(slug);
  return post ? <Article post={post} /> : <ArticleNotFound />;
}

function Article({ post }: { post: BlogPost }) {
  const { t, i18n } = useTranslation('blog');
  const title = t(`posts.${post.slug}.title`);
  useDocumentTitle(sanitizeTitle(title));
  const body = t(`posts.${post.slug}.body`, { returnObjects: true });
  const paragraphs = Array.isArray(body) ? body.filter((p): p is string => typeof p === 'string') : [];
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <Link to="/blog" className={backLink}>
        {t('back')}
      </Link>
      <p className="mt-6 text-sm font-bold tracking-wide text-brand uppercase">{t(`categories.${post.category}`)}</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-3 text-sm text-slate-600">
        <time dateTime={post.date}>{formatPostDate(post.date, i18n.resolvedLanguage ?? 'en')}</time>
        {' · '}
        {t('readTime', { count: post.readMinutes })}
        {' · '}
        {t('by', { author: post.author })}
      </p>
      <img
        src={post.imageUrl}
        alt=""
        width={768}
        height={320}
        className="mt-6 h-56 w-full rounded-xl object-cover sm:h-72"
      />
      <p className="mt-6 text-lg font-medium text-slate-800">{t(`posts.${post.slug}.description`)}</p>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 leading-relaxed text-slate-800">
          {paragraph}
        </p>
      ))}
      <p className="mt-8 rounded-lg bg-amber-50 p-4 text-sm text-slate-800">{t('disclaimer')}</p>
      <p className="mt-8">
        <Link to="/blog" className={backLink}>
          {t('back')}
        </Link>
      </p>
    </article>
  );
}

function ArticleNotFound() {
  const { t } = useTranslation('blog');
  return (
    <section className="mx-auto max-w-[1200px] px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-4 text-slate-700">{t('notFound.text')}</p>
      <Link
        to="/blog"
        className="mt-8 inline-block rounded-md bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark"
      >
        {t('notFound.link')}
      </Link>
    </section>
  );
}
