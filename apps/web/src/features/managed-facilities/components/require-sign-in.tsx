import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useSession, type SessionUser } from '../../../lib/api/session';
import { signInPathFor } from '../../../lib/safe-next';
import { MANAGER_NAMESPACE } from '../catalogs';

/**
 * The managers' space is for a signed-in account: a signed-out visitor goes to sign in and comes back to
 * the same page (the sign-in page follows `next` within this space only). The server decides the rest:
 * a facility the account does not run answers 404.
 */
export function RequireSignIn({ children }: { children: (user: SessionUser) => ReactNode }) {
  const { t } = useTranslation(MANAGER_NAMESPACE);
  const { user, isPending } = useSession();
  const { pathname, search } = useLocation();
  if (isPending)
    return (
      <p role="status" className="p-8 text-center text-slate-700">
        {t('loading')}
      </p>
    );
  if (!user) return <Navigate to={signInPathFor(pathname + search)} replace />;
  return children(user);
}
