import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';
import { blogScrollOptions, scrollEdges, type ScrollDirection } from './carousel-scroll';
import { formatPostDate, type BlogPost } from './posts';

/** One article card: image, category, title (the link), summary, date, read time and author. */
export function BlogPostCard({ post }: { post: BlogPost }) {
  const { t, i18n } = useTranslation('blog');
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <img src={post.imageUrl} alt="" width={320} height={180} loading="lazy" className="h-40 w-full object-cover" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-bold tracking-wide text-brand uppercase">{t(`categories.${post.category}`)}</p>
        <h3 className="text-lg leading-snug font-bold text-slate-900">
          <Link to={`/blog/${post.slug}`} className="hover:text-brand hover:underline">
            {t(`posts.${post.slug}.title`)}
          </Link>
        </h3>
        <p className="flex-1 text-sm text-slate-700">{t(`posts.${post.slug}.description`)}</p>
        <p className="text-xs text-slate-600">
          <time dateTime={post.date}>{formatPostDate(post.date, i18n.resolvedLanguage ?? 'en')}</time>
          {' · '}
          {t('readTime', { count: post.readMinutes })}
          {' · '}
          {post.author}
        </p>
      </div>
    </article>
  );
}

/**
 * Spec 02 §2 "Featured Articles": a horizontally scrolling row; the arrows scroll 300 px each (§9),
 * smoothly unless reduced motion is asked for. The row also scrolls by touch, wheel and Tab.
 */
export function BlogCarousel({ posts }: { posts: BlogPost[] }) {
  const { t } = useTranslation('blog');
  const titleId = useId();
  const trackId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const prefersReducedMotion = usePrefersReducedMotion();
  const [edges, setEdges] = useState({ isAtStart: true, isAtEnd: false });

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (track) setEdges(scrollEdges(track.scrollLeft, track.scrollWidth, track.clientWidth));
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  const scroll = (direction: ScrollDirection) => {
    trackRef.current?.scrollBy(blogScrollOptions(direction, prefersReducedMotion));
  };

  const arrow = (direction: ScrollDirection, isDisabled: boolean) => (
    <button
      type="button"
      onClick={() => scroll(direction)}
      aria-controls={trackId}
      aria-label={t(direction === 'left' ? 'scrollLeft' : 'scrollRight')}
      aria-disabled={isDisabled || undefined}
      className={`flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:border-brand hover:text-brand ${
        isDisabled ? 'opacity-50' : ''
      }`}
    >
      {direction === 'left' ? <ChevronLeftIcon className="h-5 w-5" /> : <ChevronRightIcon className="h-5 w-5" />}
    </button>
  );

  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-[1200px] px-4 py-12">
      <div className="flex items-end justify-between gap-4">
        <h2 id={titleId} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('featured')}
        </h2>
        <div className="flex gap-2">
          {arrow('left', edges.isAtStart)}
          {arrow('right', edges.isAtEnd)}
        </div>
      </div>
      <ul
        id={trackId}
        ref={trackRef}
        onScroll={measure}
        data-testid="blog-carousel-track"
        className="mt-6 flex gap-4 overflow-x-auto pb-4"
      >
        {posts.map((post) => (
          <li key={post.id} className="w-[17.5rem] shrink-0">
            <BlogPostCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  );
}
