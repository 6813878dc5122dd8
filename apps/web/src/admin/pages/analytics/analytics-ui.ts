import type { RegistrationKind } from '@hc/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';

// Parts the Analytics page and its panels share.

export const ANALYTICS_NAMESPACE = 'analytics';
export const analyticsPath = '/admin-dashboard/analytics';

/** The incomplete registrations' tabs (kept in the URL as `tab`) and the kind each one lists. */
export const registrationTabs = [
  { id: 'users', kind: 'user' },
  { id: 'doctors', kind: 'doctor' },
  { id: 'patients', kind: 'patient' },
] as const satisfies readonly { id: string; kind: RegistrationKind }[];
export type RegistrationTab = (typeof registrationTabs)[number];
export type RegistrationTabId = RegistrationTab['id'];

/** The tab the URL names; the first (Users) when it names none or an unknown one. */
export const registrationTabOf = (value: string): RegistrationTab =>
  registrationTabs.find((tab) => tab.id === value) ?? registrationTabs[0];

/** Whether the signed-in account may delete incomplete registrations (the server allows admins only). */
export function useCanDeleteRegistrations(): boolean {
  const { user } = useSession();
  return user?.role === 'admin';
}

/**
 * A day in the reader's language and in Cameroon's time (Africa/Douala), whatever the browser's zone:
 * the admin format helper's locales (../../format.ts), with the zone it does not set.
 */
export function useDoualaDate() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'fr' ? 'fr-CM' : 'en-CM';
  return useCallback(
    (iso: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Africa/Douala' }).format(new Date(iso)),
    [locale],
  );
}
