import type { FacilityCategory, FacilitySummary } from '@hc/shared';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FeaturedCard } from '../../../components/facility/featured-card';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';
import { ScrollDots } from '../shared/scroll-dots';
import { useWindowWidth } from '../shared/use-window-width';
import {
  AUTO_ADVANCE_MIN_WIDTH,
  AUTO_ADVANCE_MS,
  dotCount,
  nextIndex,
  pageFromScroll,
  previousIndex,
  scrollForPage,
  shouldAutoAdvance,
  visibleCardCount,
} from './carousel';

type FeaturedCarouselProps = {
  facilities: FacilitySummary[];
  category: FacilityCategory;
  label: string;
  onOpen: (facility: FacilitySummary) => void;
};

const arrowClass =
  'hidden h-10 w-10 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:border-brand hover:text-brand sm:flex';

/**
 * Spec 01 §2.5. From 640 px: a carousel that advances every 5 s and loops, paused while hovered or
 * focused, with reduced motion or by the visitor. Under 640 px: a scroll-snapping row with one dot
 * per two cards.
 */
export function FeaturedCarousel({ facilities, category, label, onOpen }: FeaturedCarouselProps) {
  const { t } = useTranslation('landing');
  const width = useWindowWidth();
  const prefersReducedMotion = usePrefersReducedMotion();
  const trackRef = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const [page, setPage] = useState(0);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const [isStopped, setIsStopped] = useState(false);

  const count = facilities.length;
  const visible = visibleCardCount(width);
  const isDesktop = width >= AUTO_ADVANCE_MIN_WIDTH;
  const pages = dotCount(count);
  const canMove = isDesktop && nextIndex(0, count, visible) !== 0;
  const isAutoAdvancing = shouldAutoAdvance({
    width,
    prefersReducedMotion,
    isPaused: isHovered || isFocused || isStopped,
    count,
    visible,
  });

  useEffect(() => {
    if (!isAutoAdvancing) return undefined;
    const timer = setInterval(() => setIndex((current) => nextIndex(current, count, visible)), AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [isAutoAdvancing, count, visible]);

  // Desktop: the index drives the scroll position (the track itself does not scroll by hand).
  useEffect(() => {
    const track = trackRef.current;
    if (!isDesktop || !track) return;
    const card = track.children[index] as HTMLElement | undefined;
    track.scrollTo({ left: card ? card.offsetLeft : 0, behavior: prefersReducedMotion ? 'auto' : 'smooth' });
  }, [index, isDesktop, prefersReducedMotion]);

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsFocused(false);
  };

  const goToPage = (target: number) => {
    const track = trackRef.current;
    if (!track) return;
    track.scrollTo({
      left: scrollForPage(target, track.scrollWidth, track.clientWidth, pages),
      behavior: prefersReducedMotion ? 'auto' : 'smooth',
    });
  };

  return (
    <div
      role="region"
      aria-roledescription={t('featured.carousel')}
      aria-label={label}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setIsFocused(true)}
      onBlur={onBlur}
    >
      <div className="flex items-center gap-2">
        {canMove ? (
          <button
            type="button"
            className={arrowClass}
            aria-label={t('featured.previous')}
            onClick={() => setIndex((current) => previousIndex(current, count, visible))}
          >
            <ChevronLeftIcon className="h-5 w-5" />
          </button>
        ) : null}
        <ul
          ref={trackRef}
          data-testid="featured-track"
          className="relative flex min-w-0 flex-1 snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth py-2 motion-reduce:scroll-auto sm:snap-none sm:overflow-x-hidden"
          onScroll={(event) => {
            if (isDesktop) return;
            const track = event.currentTarget;
            setPage(pageFromScroll(track.scrollLeft, track.scrollWidth, track.clientWidth, pages));
          }}
        >
          {facilities.map((facility, position) => (
            <li
              key={facility?.id ?? `invalid-${position}`}
              className="min-w-0 shrink-0 grow-0 basis-[calc((100%_-_1rem)/2)] snap-start sm:basis-[calc((100%_-_3rem)/4)] lg:basis-[calc((100%_-_5rem)/5.5)]"
            >
              <FeaturedCard facility={facility} category={category} onOpen={onOpen} />
            </li>
          ))}
        </ul>
        {canMove ? (
          <button
            type="button"
            className={arrowClass}
            aria-label={t('featured.next')}
            onClick={() => setIndex((current) => nextIndex(current, count, visible))}
          >
            <ChevronRightIcon className="h-5 w-5" />
          </button>
        ) : null}
      </div>
      {canMove && !prefersReducedMotion ? (
        <div className="mt-2 hidden justify-center sm:flex">
          <button
            type="button"
            onClick={() => setIsStopped((stopped) => !stopped)}
            className="rounded px-2 py-1 text-sm font-semibold text-brand underline-offset-2 hover:underline"
          >
            {isStopped ? t('featured.play') : t('featured.pause')}
          </button>
        </div>
      ) : null}
      {!isDesktop ? (
        <ScrollDots
          className="mt-2"
          count={pages}
          current={page}
          onSelect={goToPage}
          labelFor={(n) => t('featured.dot', { page: n, total: pages })}
        />
      ) : null}
    </div>
  );
}
