import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import {
  CloseIcon,
  DocumentIcon,
  HomeIcon,
  InfoIcon,
  MailIcon,
  MedicalCrossIcon,
  PillIcon,
  SignInIcon,
  type IconProps,
} from '../../../components/ui/icons';
import type { NavKey, navItems } from '../nav-items';

/** The icon of each link (spec 01 §2.1: the side menu shows icons). */
const navIcons: Record<NavKey, (props: IconProps) => ReactNode> = {
  home: HomeIcon,
  services: MedicalCrossIcon,
  blog: DocumentIcon,
  aboutUs: InfoIcon,
  contact: MailIcon,
  signIn: SignInIcon,
  pharmaciesOnCall: PillIcon,
};

type MobileMenuProps = {
  id: string;
  /** The links to show (the header drops Sign In for a signed-in visitor). */
  items: readonly (typeof navItems)[number][];
  open: boolean;
  onClose: () => void;
  /** The hamburger button: focus goes back to it when the menu closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

const FOCUSABLE = 'a[href], button:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The side menu under 768 px (spec 01 §2.1): a modal <dialog> that slides in over 300 ms. The browser
 * makes the page behind it inert and reports Escape; we keep Tab cycling inside it and give focus
 * back to the menu button on close.
 */
export function MobileMenu({ id, items, open, onClose, returnFocusTo }: MobileMenuProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const button = returnFocusTo.current;
      dialog.showModal();
      const previousOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
      return () => {
        document.body.style.overflow = previousOverflow;
        if (dialog.open) dialog.close();
        button?.focus();
      };
    }
    return undefined;
  }, [open, returnFocusTo]);

  function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !ref.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !ref.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      id={id}
      aria-label={t('header.mobileNav')}
      onKeyDown={trapTab}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the <dialog> box itself, not its content) closes the menu.
        if (event.target === event.currentTarget) onClose();
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(20rem,85vw)] translate-x-0 overflow-y-auto bg-white p-0 shadow-2xl transition-transform duration-300 ease-out backdrop:bg-black/50 starting:open:translate-x-full md:hidden"
    >
      <div className="flex h-24 items-center justify-between border-b border-slate-200 px-5">
        <span className="text-lg font-bold text-brand">{t('layout.siteName')}</span>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('header.closeMenu')}
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
        >
          <CloseIcon className="h-6 w-6" />
        </button>
      </div>
      <nav aria-label={t('header.mainNav')} className="px-3 py-4">
        <ul className="flex flex-col gap-1">
          {items.map((item) => {
            const ItemIcon = navIcons[item.key];
            return (
              <li key={item.key}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  onClick={onClose}
                  className={({ isActive }) =>
                    `flex items-center gap-3 rounded-md px-3 py-3 font-medium ${
                      isActive ? 'bg-brand/10 text-brand' : 'text-slate-800 hover:bg-slate-100'
                    }`
                  }
                >
                  <ItemIcon className="h-5 w-5 shrink-0" />
                  {t(`nav.${item.key}`)}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </dialog>
  );
}
