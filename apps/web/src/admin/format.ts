import { DIRECTORY_TIME_ZONE } from '@hc/shared';
import { useTranslation } from 'react-i18next';

/**
 * Numbers and dates in the interface language (Intl), for the back-office. Instants are shown in
 * Cameroon's time (Africa/Douala) whatever the browser's zone: staff compare them with a rota, a
 * booking's slot or a log line, all of which are Douala times.
 */
export function useAdminFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'fr' ? 'fr-CM' : 'en-CM';
  const number = new Intl.NumberFormat(locale);
  const timeZone = DIRECTORY_TIME_ZONE;
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return {
    number: (value: number) => number.format(value),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    /** The Douala day an instant falls on. */
    day: (iso: string) => day.format(new Date(iso)),
    /** A calendar date (yyyy-mm-dd) shown as itself, whatever the time zone. */
    date: (value: string) => date.format(new Date(value.length === 10 ? `${value}T12:00:00` : value)),
  };
}
