import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazyComingSoonDialog } from '../../../components/ui/lazy-coming-soon-dialog';
import { Icon } from '../../../components/ui/icons';
import { WhenVisible } from '../../../components/ui/when-visible';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';

// Its code (and IndexedDB's) downloads only once the footer comes near the screen.
const SaveDirectoryControl = lazyWithRetry(() =>
  import('./save-directory-control').then((m) => ({ default: m.SaveDirectoryControl })),
);

/** The footer's teasers, named in `comingSoon.features.*`. */
type ComingSoonFeature = 'joinDoctor' | 'postTip' | 'appStore' | 'googlePlay';

const navigationLinks = [
  { key: 'nav.home', to: '/' },
  { key: 'nav.services', to: '/services' },
  { key: 'nav.blog', to: '/blog' },
  { key: 'nav.contact', to: '/contact-us' },
  { key: 'footer.privacyPolicy', to: '/privacy-policy' },
  { key: 'footer.termsOfUse', to: '/terms-of-use' },
  { key: 'footer.dataSources', to: '/data-sources' },
] as const;

// "List a Health Facility" is no teaser since issue 35: it opens the claim flow for a facility not yet listed.
const providerItems: ({ key: 'listFacility'; to: string } | { key: ComingSoonFeature; to?: undefined })[] = [
  { key: 'joinDoctor' },
  { key: 'listFacility', to: '/facility-claim' },
  { key: 'postTip' },
];

const linkClass = 'rounded text-slate-200 underline-offset-4 hover:text-white hover:underline';
const headingClass = 'mb-4 text-base font-bold text-white';

type SiteFooterProps = {
  /** The newsletter sign-up form (its own feature), placed in the "Newsletter Signup" column. */
  newsletter: ReactNode;
};

/** Spec 01 §2.11: navigation, provider teasers, newsletter, app downloads, then the copyright line. */
export function SiteFooter({ newsletter }: SiteFooterProps) {
  const { t } = useTranslation();
  const [comingSoon, setComingSoon] = useState<ComingSoonFeature | null>(null);
  const year = new Date().getFullYear();

  return (
    <footer className="bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-[1200px] gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <nav aria-label={t('footer.footerNav')}>
          <h2 className={headingClass}>{t('footer.navigation')}</h2>
          <ul className="flex flex-col gap-2">
            {navigationLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-provider">
          <h2 id="footer-provider" className={headingClass}>
            {t('footer.provider.title')}
          </h2>
          <ul className="flex flex-col gap-2">
            {providerItems.map((item) => (
              <li key={item.key}>
                {item.to !== undefined ? (
                  <Link to={item.to} className={linkClass}>
                    {t(`footer.provider.${item.key}`)}
                  </Link>
                ) : (
                  <button
                    type="button"
                    aria-haspopup="dialog"
                    onClick={() => setComingSoon(item.key)}
                    className={`${linkClass} text-left`}
                  >
                    {t(`footer.provider.${item.key}`)}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className={headingClass}>
            {t('newsletter.title')}
          </h2>
          <p className="mb-3 text-sm text-slate-300">{t('newsletter.intro')}</p>
          {newsletter}
        </section>

        <section aria-labelledby="footer-app">
          <h2 id="footer-app" className={headingClass}>
            {t('footer.app.title')}
          </h2>
          <div className="flex flex-col gap-3">
            <StoreButton
              label={t('footer.app.appStoreLabel')}
              name={t('footer.app.appStore')}
              icon="M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.8-.9-3-.8-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.7zM14.1 5.6c.6-.8 1.1-1.8 1-2.9-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.8 1 .1 2.1-.5 2.7-1.3z"
              onClick={() => setComingSoon('appStore')}
            />
            <StoreButton
              label={t('footer.app.googlePlayLabel')}
              name={t('footer.app.googlePlay')}
              icon="M4 3.5v17c0 .4.4.6.7.4L19.3 12.4c.3-.2.3-.6 0-.8L4.7 3.1c-.3-.2-.7 0-.7.4z"
              onClick={() => setComingSoon('googlePlay')}
            />
          </div>
          <h3 className="mt-6 mb-2 font-bold text-white">{t('footer.app.offline')}</h3>
          {/* Asks the server for the copy's size only once the footer comes near the screen. */}
          <WhenVisible placeholderClassName="h-24">
            <Suspense fallback={<div className="h-24" />}>
              <SaveDirectoryControl />
            </Suspense>
          </WhenVisible>
        </section>
      </div>

      <div className="border-t border-slate-700">
        <div className="mx-auto flex max-w-[1200px] flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            {t('footer.copyright', { year })}{' '}
            <Link to="/" className={`${linkClass} font-semibold`}>
              {t('footer.owner')}
            </Link>
          </p>
          <nav aria-label={t('footer.legal')}>
            <ul className="flex gap-5">
              <li>
                <Link to="/privacy-policy" className={linkClass}>
                  {t('footer.privacyPolicy')}
                </Link>
              </li>
              <li>
                <Link to="/terms-of-use" className={linkClass}>
                  {t('footer.termsOfUse')}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>

      <LazyComingSoonDialog
        variant="soon"
        feature={comingSoon ? t(`comingSoon.features.${comingSoon}`) : null}
        onClose={() => setComingSoon(null)}
      />
    </footer>
  );
}

function StoreButton({
  label,
  name,
  icon,
  onClick,
}: {
  label: string;
  name: string;
  icon: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={label}
      onClick={onClick}
      className="flex w-48 items-center gap-3 rounded-lg border border-slate-500 bg-black px-4 py-2 text-left text-white hover:border-white"
    >
      <Icon variant="solid" className="h-7 w-7 shrink-0">
        <path d={icon} />
      </Icon>
      <span className="text-base font-semibold">{name}</span>
    </button>
  );
}
