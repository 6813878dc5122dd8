import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { CloseIcon, MenuIcon } from '../../components/ui/icons';
import { saveAccountLanguage } from '../../lib/api/account-language';
import { useSignOut, type SessionUser } from '../../lib/api/session';
import { jobTitleLabel } from '../lib/job-title';
import { adminSections, canSeeSection, sectionOfPath } from '../nav';
import { NotAllowedSection } from '../pages/not-allowed';

function roleLabel(user: SessionUser, t: (key: string, options?: { defaultValue: string }) => string) {
  if (user.role === 'admin') return t('roleLabels.admin');
  return user.jobTitle ? jobTitleLabel(t, user.jobTitle) : t(`roleLabels.${user.role}`);
}

/** Back-office shell: a sidebar (behind a menu button under 768 px) with the sections, the profile and Logout. */
export function AdminLayout({ user }: { user: SessionUser }) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut(() => void navigate('/sign-in', { replace: true }));
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  const sidebarId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenOn(null);
        menuButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen]);

  function logout() {
    signOut.mutate();
  }

  // The server refuses every call of a section the role may not use; the page says so instead of failing.
  const section = sectionOfPath(pathname);
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const initials = (user.firstName[0] ?? '') + (user.lastName[0] ?? '') || user.email[0]?.toUpperCase();

  return (
    <div className="min-h-screen bg-slate-50 md:flex">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
      >
        {t('common:layout.skipToContent')}
      </a>
      <div className="flex h-16 items-center justify-between border-b border-slate-200 bg-white px-4 md:hidden">
        <Link to="/admin-dashboard" className="font-bold text-brand">
          {t('brand')}
        </Link>
        <button
          ref={menuButton}
          type="button"
          aria-label={t('nav.open')}
          aria-expanded={isOpen}
          aria-controls={sidebarId}
          onClick={() => setOpenOn(pathname)}
          className="rounded-md p-2 text-slate-800 hover:bg-slate-100"
        >
          <MenuIcon />
        </button>
      </div>
      {isOpen ? (
        <div className="fixed inset-0 z-40 bg-black/50 md:hidden" aria-hidden="true" onClick={() => setOpenOn(null)} />
      ) : null}
      <aside
        id={sidebarId}
        className={`${isOpen ? 'fixed inset-y-0 left-0 z-50 flex w-72 overflow-y-auto' : 'hidden'} flex-col bg-slate-900 text-slate-100 md:sticky md:top-0 md:flex md:h-screen md:w-64 md:shrink-0 md:overflow-y-auto`}
      >
        <div className="flex items-center justify-between px-5 py-5">
          <Link to="/admin-dashboard" className="text-lg font-bold text-white">
            {t('brand')}
          </Link>
          <button
            ref={closeButton}
            type="button"
            aria-label={t('nav.close')}
            onClick={() => {
              setOpenOn(null);
              menuButton.current?.focus();
            }}
            className="rounded-md p-1 text-slate-200 hover:bg-slate-800 md:hidden"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="mx-4 mb-4 flex items-center gap-3 rounded-lg bg-slate-800 p-3" data-testid="admin-profile">
          <span
            aria-hidden="true"
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand font-bold uppercase text-white"
          >
            {initials}
          </span>
          <div className="min-w-0">
            <p className="truncate font-semibold text-white">{name}</p>
            <p className="truncate text-sm text-slate-300">{roleLabel(user, t)}</p>
          </div>
        </div>
        <nav aria-label={t('nav.label')} className="flex-1 px-3">
          <ul className="flex flex-col gap-0.5">
            {adminSections
              .filter((section) => canSeeSection(user.role, section))
              .map((section) => (
                <li key={section.key}>
                  <NavLink
                    to={section.path ? `/admin-dashboard/${section.path}` : '/admin-dashboard'}
                    end={!section.path}
                    onClick={() => setOpenOn(null)}
                    className={({ isActive }) =>
                      `block rounded-md px-3 py-2 text-sm font-medium ${
                        isActive ? 'bg-brand text-white' : 'text-slate-200 hover:bg-slate-800 hover:text-white'
                      }`
                    }
                  >
                    {t(`nav.${section.key}`)}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-1 border-t border-slate-700 p-3">
          <div className="px-3 py-1 text-slate-900">
            <LanguageSwitcher onChanged={saveAccountLanguage} />
          </div>
          <Link to="/" className="rounded-md px-3 py-2 text-sm font-medium text-slate-200 hover:bg-slate-800">
            {t('nav.publicSite')}
          </Link>
          <button
            type="button"
            onClick={logout}
            disabled={signOut.isPending}
            className="rounded-md px-3 py-2 text-left text-sm font-semibold text-red-300 hover:bg-slate-800 disabled:opacity-70"
          >
            {signOut.isPending ? t('nav.loggingOut') : t('nav.logout')}
          </button>
        </div>
      </aside>
      <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 p-4 focus:outline-none sm:p-6 lg:p-8">
        <Suspense
          fallback={
            <p role="status" className="p-8 text-center">
              {t('list.loading')}
            </p>
          }
        >
          {section && !canSeeSection(user.role, section) ? <NotAllowedSection /> : <Outlet />}
        </Suspense>
      </main>
    </div>
  );
}
