import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { findFacilitiesSlides, stepSlide } from './find-facilities-slides';

type FindFacilitiesBannerProps = {
  /** The route supplies the search panel (features do not import one another); `close` closes the modal. */
  renderSearch: (close: () => void) => ReactNode;
};

const primaryButton =
  'inline-block rounded-lg bg-white px-5 py-3 font-bold text-brand shadow hover:bg-blue-50 focus-visible:outline-white';
const slideLink = 'inline-block rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark';
const navButton =
  'flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:border-brand hover:text-brand';

/** Spec 02 Home variant: a banner whose Find Facilities button opens a modal search with three slides. */
export function FindFacilitiesBanner({ renderSearch }: FindFacilitiesBannerProps) {
  const { t } = useTranslation('marketing');
  const [isOpen, setIsOpen] = useState(false);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-[1200px] px-4 py-8">
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-gradient-to-r from-brand-dark to-brand p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 id={titleId} className="text-2xl font-bold">
            {t('home.findBanner.title')}
          </h2>
          <p className="mt-2">{t('home.findBanner.text')}</p>
        </div>
        <button type="button" className={primaryButton} onClick={() => setIsOpen(true)}>
          {t('home.findBanner.button')}
        </button>
      </div>
      {isOpen ? <FindFacilitiesDialog onClose={() => setIsOpen(false)} renderSearch={renderSearch} /> : null}
    </section>
  );
}

function FindFacilitiesDialog({ onClose, renderSearch }: { onClose: () => void } & FindFacilitiesBannerProps) {
  const { t } = useTranslation('marketing');
  const [index, setIndex] = useState(0);
  const [isSearching, setIsSearching] = useState(false);
  const searchRef = useRef<HTMLDivElement>(null);
  const count = findFacilitiesSlides.length;

  const startSearch = () => {
    setIsSearching(true);
    // After React has rendered the panel: bring it into view and move focus to it.
    requestAnimationFrame(() => searchRef.current?.focus());
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('home.modal.title')}
      closeLabel={t('home.modal.close')}
      widthClassName="w-[92vw] max-w-[960px]"
    >
      <div role="region" aria-roledescription={t('home.modal.carousel')} aria-label={t('home.modal.carouselLabel')}>
        {findFacilitiesSlides.map((slide, slideIndex) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription={t('home.modal.slide')}
            aria-label={t('home.modal.slideLabel', {
              number: slideIndex + 1,
              count,
              title: t(`home.slides.${slide.id}.title`),
            })}
            hidden={slideIndex !== index}
            className="flex min-h-48 flex-col items-start gap-3 rounded-xl bg-blue-50 p-5"
          >
            <p className="text-sm font-semibold text-slate-700">
              {t('home.modal.position', { number: slideIndex + 1, count })}
            </p>
            <h3 className="text-xl font-bold text-slate-900">{t(`home.slides.${slide.id}.title`)}</h3>
            <p className="text-slate-800">{t(`home.slides.${slide.id}.text`)}</p>
            <div className="mt-auto flex flex-wrap gap-3">
              {slide.to ? (
                <Link to={slide.to} className={slideLink} onClick={onClose}>
                  {t(`home.slides.${slide.id}.link`)}
                </Link>
              ) : null}
              <button
                type="button"
                onClick={startSearch}
                className={
                  slide.to
                    ? 'rounded-lg border border-brand px-4 py-2 font-semibold text-brand hover:bg-white'
                    : slideLink
                }
              >
                {t('home.modal.startSearch')}
              </button>
            </div>
          </div>
        ))}
        <div className="mt-4 flex items-center justify-between gap-4">
          <button
            type="button"
            className={navButton}
            aria-label={t('home.modal.previous')}
            onClick={() => setIndex((current) => stepSlide(current, -1))}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className="flex gap-2">
            {findFacilitiesSlides.map((slide, slideIndex) => (
              <button
                key={slide.id}
                type="button"
                aria-label={t('home.modal.goTo', { number: slideIndex + 1 })}
                aria-current={slideIndex === index ? 'true' : undefined}
                onClick={() => setIndex(slideIndex)}
                className="flex h-6 w-6 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block h-3 w-3 rounded-full ${slideIndex === index ? 'bg-brand' : 'bg-slate-400'}`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            className={navButton}
            aria-label={t('home.modal.next')}
            onClick={() => setIndex((current) => stepSlide(current, 1))}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      {isSearching ? (
        <div ref={searchRef} tabIndex={-1} className="mt-6 border-t border-slate-200 pt-4 focus:outline-none">
          {renderSearch(onClose)}
        </div>
      ) : null}
    </Dialog>
  );
}

/** Spec 02 Home variant: a How It Works banner linking to /how-it-works. */
export function HowItWorksBanner() {
  const { t } = useTranslation('marketing');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-[1200px] px-4 pb-12">
      <div className="flex flex-col items-start gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 id={titleId} className="text-2xl font-bold text-slate-900">
            {t('home.howBanner.title')}
          </h2>
          <p className="mt-2 text-slate-700">{t('home.howBanner.text')}</p>
        </div>
        <Link to="/how-it-works" className={slideLink}>
          {t('home.howBanner.link')}
        </Link>
      </div>
    </section>
  );
}
