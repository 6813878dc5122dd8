import type { RegistrationKind } from '@hc/shared';
import { useSession } from '../../../lib/session';
import { useAdminFormat } from '../../format';

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

/** A day in the reader's language and in Cameroon's time (the back-office format helper's). */
export const useDoualaDate = () => useAdminFormat().day;
