import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { MenuIcon } from '../../../components/ui/icons';
import { useSession } from '../../../lib/api/session';
import { navItems } from '../nav-items';
import { LanguageSwitcher } from '../../../components/language-switcher';

// Only signed-in visitors need the account menu (and its sign-out call): everyone else never loads it.
const AccountMenu = lazyWithRetry(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));
// The side menu is for phones only, which fetch it once the page is idle (so the first tap opens it at
// once); a desktop never downloads it.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazyWithRetry(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

const DESKTOP_QUERY = '(min-width: 768px)';

/**
 * Spec 01 §2.1: sticky, 6rem high, content 1200 px wide; a side menu below 768 px. `isFirstScreen`: drawn
 * into the page's HTML, before the app runs (first-screen/), where the menu button cannot work yet.
 */
export function SiteHeader({ isFirstScreen = false }: { isFirstScreen?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The page the menu was opened on: navigating anywhere else closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const isMenuOpen = menuOpenOn === pathname;
  // Mounted from the first opening on, so that closing it can still slide it away.
  const [menuWanted, setMenuWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { user } = useSession();
  // Signed in, the Sign In link gives way to the account menu.
  const items = user ? navItems.filter((item) => item.key !== 'signIn') : navItems;

  // The menu closes when the window widens past the mobile breakpoint (spec 01 §2.1).
  useEffect(() => {
    const wide = window.matchMedia(DESKTOP_QUERY);
    const closeWhenWide = () => {
      if (wide.matches) setMenuOpenOn(null);
    };
    wide.addEventListener('change', closeWhenWide);
    let idle: number | undefined;
    if (!wide.matches) {
      // A failed prefetch is tried again when the menu is opened.
      const prefetch = () => void loadMobileMenu().catch(() => undefined);
      idle =
        typeof requestIdleCallback === 'function' ? requestIdleCallback(prefetch) : window.setTimeout(prefetch, 2000);
    }
    return () => {
      wide.removeEventListener('change', closeWhenWide);
      if (idle !== undefined) (typeof cancelIdleCallback === 'function' ? cancelIdleCallback : clearTimeout)(idle);
    };
  }, []);

  return (
    <header className="sticky top-0 z-40 h-24 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-full max-w-[1200px] items-center justify-between gap-2 px-4 lg:gap-3">
        <Link to="/" aria-label={t('header.homeLink')} className="flex min-w-0 items-center gap-2 rounded-md">
          <img src="/favicon.svg" alt="" width="40" height="40" className="h-10 w-10 shrink-0" />
          <span className="max-w-[8rem] text-base font-bold leading-tight text-brand sm:max-w-none sm:text-lg md:hidden lg:inline">
            {t('layout.siteName')}
          </span>
        </Link>

        <nav aria-label={t('header.mainNav')} className="hidden md:block">
          <ul className="flex items-center gap-1 lg:gap-3">
            {items.map((item) => {
              const isBoxed = item.key === 'pharmaciesOnCall';
              return (
                <li key={item.key}>
                  <NavLink
                    to={item.to}
                    end={item.to === '/'}
                    className={({ isActive }) =>
                      isBoxed
                        ? `block whitespace-nowrap rounded-md border-2 border-brand px-2 py-2 text-sm font-semibold lg:ml-1 lg:px-3 ${
                            isActive ? 'bg-brand text-white' : 'text-brand hover:bg-brand/10'
                          }`
                        : `block whitespace-nowrap border-b-2 px-1 py-2 text-sm font-medium lg:px-2 lg:text-base ${
                            isActive
                              ? 'border-brand text-brand'
                              : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900'
                          }`
                    }
                  >
                    {t(`nav.${item.key}`)}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSwitcher />
          {user ? (
            <Suspense fallback={null}>
              <AccountMenu user={user} />
            </Suspense>
          ) : null}
          <button
            ref={menuButton}
            type="button"
            className="rounded-md p-2 text-slate-800 hover:bg-slate-100 disabled:opacity-40 md:hidden"
            disabled={isFirstScreen}
            aria-label={t('header.openMenu')}
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            onClick={() => {
              setMenuWanted(true);
              setMenuOpenOn(pathname);
            }}
          >
            <MenuIcon className="h-7 w-7" />
          </button>
        </div>
      </div>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu
            id={menuId}
            items={items}
            open={isMenuOpen}
            onClose={() => setMenuOpenOn(null)}
            returnFocusTo={menuButton}
          />
        </Suspense>
      )}
    </header>
  );
}
