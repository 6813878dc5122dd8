import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { isStaffRole, useSignOut, type SessionUser } from '../../../lib/api/session';

/**
 * The signed-in visitor's first name, opening a small menu: Dashboard (staff and admins), My facilities (a
 * facility manager: known from the session, so no extra request on every page) and Sign out.
 * A disclosure of plain links and buttons: Tab reaches every item, Escape closes and returns focus.
 */
export function AccountMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const signOut = useSignOut(() => {
    setIsOpen(false);
    void navigate('/');
  });
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const closeOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [isOpen]);

  const name = user.firstName || user.email;
  const item = 'block w-full px-4 py-2 text-left text-sm font-medium text-slate-800 hover:bg-slate-100';

  return (
    <div
      ref={wrapper}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) {
          setIsOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setIsOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-label={t('header.account.label', { name })}
        onClick={() => setIsOpen((open) => !open)}
        className="flex items-center gap-1 rounded-md border border-slate-300 px-2 py-2 text-sm font-semibold text-slate-800 hover:border-brand"
      >
        <span className="max-w-[5.5rem] truncate sm:max-w-[10rem]">{name}</span>
        <ChevronDownIcon className="h-4 w-4 text-slate-600" />
      </button>
      <ul
        id={menuId}
        hidden={!isOpen}
        className="absolute right-0 z-50 mt-2 min-w-[11rem] overflow-hidden rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {isStaffRole(user.role) ? (
          <li>
            <Link to="/admin-dashboard" className={item} onClick={() => setIsOpen(false)}>
              {t('header.account.dashboard')}
            </Link>
          </li>
        ) : null}
        {user.role === 'facility_manager' ? (
          <li>
            <Link to="/my-facilities" className={item} onClick={() => setIsOpen(false)}>
              {t('header.account.myFacilities')}
            </Link>
          </li>
        ) : null}
        <li>
          <button type="button" className={item} disabled={signOut.isPending} onClick={() => signOut.mutate()}>
            {t('header.account.signOut')}
          </button>
        </li>
      </ul>
    </div>
  );
}
