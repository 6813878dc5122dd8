import { adminAnalyticsPeriods, type AdminAnalyticsPeriod, type RegistrationKind } from '@hc/shared';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/api/session';
import { useAdminFormat } from '../../format';

// Parts the Analytics page and its tabs share.

export const ANALYTICS_NAMESPACE = 'analytics';
export const analyticsPath = '/admin-dashboard/analytics';

/**
 * The page's tabs (spec 02 "Admin analytics"), kept in the URL as `tab`, and the incomplete
 * registrations each one lists (the Bookings & Finance tab has none).
 */
export const analyticsTabs = [
  { id: 'users', kind: 'user' },
  { id: 'doctors', kind: 'doctor' },
  { id: 'patients', kind: 'patient' },
  { id: 'bookings', kind: null },
] as const satisfies readonly { id: string; kind: RegistrationKind | null }[];
export type AnalyticsTab = (typeof analyticsTabs)[number];
export type AnalyticsTabId = AnalyticsTab['id'];
/** The tabs that list incomplete registrations. */
export type RegistrationTabId = Exclude<AnalyticsTabId, 'bookings'>;

/** The tab the URL names; the first (Users & Platform) when it names none or an unknown one. */
export const analyticsTabOf = (value: string): AnalyticsTab =>
  analyticsTabs.find((tab) => tab.id === value) ?? analyticsTabs[0];

/** The period the URL names (`period`); all time when it names none or an unknown one. */
export const analyticsPeriodOf = (value: string): AdminAnalyticsPeriod =>
  adminAnalyticsPeriods.find((period) => period === value) ?? 'all';

/** The doctor id the URL names (`doctor`), when it is one. */
export function doctorIdOf(value: string): number | undefined {
  const id = /^\d{1,9}$/.test(value) ? Number(value) : 0;
  return id > 0 ? id : undefined;
}

/** Whether the signed-in account may delete incomplete registrations (the server allows admins only). */
export function useCanDeleteRegistrations(): boolean {
  const { user } = useSession();
  return user?.role === 'admin';
}

/** A day in the reader's language and in Cameroon's time (the back-office format helper's). */
export const useDoualaDate = () => useAdminFormat().day;

/**
 * The figures' formats: counts with thousands separators, CFA amounts (exact, and in millions as
 * spec 02 §9 shows analytics totals), percentages and months, in the interface language.
 */
export function useAnalyticsFormat() {
  const { t, i18n } = useTranslation(ANALYTICS_NAMESPACE);
  const admin = useAdminFormat();
  const locale = i18n.resolvedLanguage === 'fr' ? 'fr-CM' : 'en-CM';
  const decimals = (digits: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const oneDecimalAtMost = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return {
    count: admin.number,
    day: admin.day,
    cfa: (amount: number) => t('figures.cfa', { amount: admin.number(amount) }),
    /**
     * Millions of CFA with the decimals §9 asks (one for doctors' earnings, none for bookings' finance); below
     * a million the exact amount (issue 36: 555,000 read as "1 million CFA").
     */
    millionsCfa: (amount: number, digits: 0 | 1) => {
      if (Math.abs(amount) < 1_000_000) return t('figures.cfa', { amount: admin.number(amount) });
      const millions = amount / 1_000_000;
      return t('figures.millionsCfa', { amount: decimals(digits).format(millions), count: millions });
    },
    /** The exact amount under a figure given in millions; nothing when the figure is exact already. */
    exactIfRounded: (amount: number) =>
      Math.abs(amount) < 1_000_000 ? undefined : t('figures.cfa', { amount: admin.number(amount) }),
    percent: (value: number) => t('figures.percent', { value: oneDecimalAtMost.format(value) }),
    /** `2026-11` → "November 2026". */
    month: (value: string) => {
      const [year, monthNumber] = value.split('-').map(Number);
      return month.format(new Date(Date.UTC(year!, monthNumber! - 1, 1)));
    },
  };
}
export type AnalyticsFormat = ReturnType<typeof useAnalyticsFormat>;
