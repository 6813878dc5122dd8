import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';
import { pageFromScroll, scrollForPage } from '../featured/carousel';
import { ScrollDots } from '../shared/scroll-dots';
import { bannerGradient, resolveRedirect } from './banner';

/** What "See Details" does: go to a path or an http(s) URL, open a modal, or call a handler. */
export type CtaAction =
  | { kind: 'redirect'; target: string }
  | { kind: 'modal'; title: ReactNode; content: ReactNode }
  | { kind: 'handler'; onClick: () => void };

type CtaBannerProps = {
  action: CtaAction;
  /** Gradient ends; invalid colours fall back to the brand blues. */
  colourFrom?: string;
  colourTo?: string;
};

const tips = ['onCall', 'specialty', 'tests'] as const;

/** Spec 01 §2.9: "Looking for a Healthcare Facility?" with See Details and a carousel of tips. */
export function CtaBanner({ action, colourFrom, colourTo }: CtaBannerProps) {
  const { t } = useTranslation('landing');
  const navigate = useNavigate();
  const prefersReducedMotion = usePrefersReducedMotion();
  const [isModalOpen, setIsModalOpen] = useState(false);
  const [slide, setSlide] = useState(0);
  const tipsRef = useRef<HTMLUListElement>(null);

  const onSeeDetails = () => {
    if (action.kind === 'modal') return setIsModalOpen(true);
    if (action.kind === 'handler') return action.onClick();
    const target = resolveRedirect(action.target);
    if (target.kind === 'internal') void navigate(target.path);
    else if (target.kind === 'external') window.location.assign(target.url);
    else console.warn('Invalid redirect URL', action.target);
  };

  return (
    <section aria-labelledby="cta-heading" className="mx-auto max-w-[1200px] px-4 py-12">
      <div
        // grid-cols-1 (minmax(0, 1fr)), not the implicit auto column: the tips carousel's min-content width
        // (all its slides side by side) would otherwise widen the column past a phone screen and the card
        // would clip the heading.
        className="grid grid-cols-1 items-center gap-6 overflow-hidden rounded-2xl p-6 text-white shadow-lg sm:p-10 md:grid-cols-2"
        // The one inline style: a gradient built only from validated colours (React sets it through
        // the CSSOM, which the CSP allows).
        style={{ backgroundImage: bannerGradient(colourFrom, colourTo) }}
      >
        <div className="min-w-0">
          <h2 id="cta-heading" className="text-2xl font-bold break-words sm:text-3xl">
            {t('cta.heading')}
          </h2>
          <p className="mt-2 text-lg break-words text-white">{t('cta.text')}</p>
          <button
            type="button"
            onClick={onSeeDetails}
            className="mt-5 rounded-lg bg-white px-5 py-3 font-bold text-brand shadow hover:bg-blue-50 focus-visible:outline-white"
          >
            {t('cta.button')}
          </button>
        </div>
        <div
          className="min-w-0"
          role="region"
          aria-roledescription={t('featured.carousel')}
          aria-label={t('cta.tipsLabel')}
        >
          <ul
            ref={tipsRef}
            // Focusable so keyboard users can scroll the tips with the arrow keys.
            tabIndex={0}
            className="flex snap-x snap-mandatory overflow-x-auto rounded-xl bg-black/15 motion-reduce:scroll-auto"
            onScroll={(event) => {
              const list = event.currentTarget;
              setSlide(pageFromScroll(list.scrollLeft, list.scrollWidth, list.clientWidth, tips.length));
            }}
          >
            {tips.map((tip) => (
              <li key={tip} className="w-full min-w-0 shrink-0 snap-start p-5 break-words">
                <p className="text-lg font-bold">{t(`cta.tips.${tip}.title`)}</p>
                <p className="mt-1 text-white">{t(`cta.tips.${tip}.text`)}</p>
              </li>
            ))}
          </ul>
          <ScrollDots
            className="mt-2"
            tone="light"
            count={tips.length}
            current={slide}
            labelFor={(n) => t('cta.tipDot', { page: n, total: tips.length })}
            onSelect={(page) => {
              const list = tipsRef.current;
              list?.scrollTo({
                left: scrollForPage(page, list.scrollWidth, list.clientWidth, tips.length),
                behavior: prefersReducedMotion ? 'auto' : 'smooth',
              });
            }}
          />
        </div>
      </div>
      {action.kind === 'modal' ? (
        <Dialog open={isModalOpen} onClose={() => setIsModalOpen(false)} title={action.title}>
          {action.content}
        </Dialog>
      ) : null}
    </section>
  );
}
