import { useTranslation } from 'react-i18next';

/** Numbers and dates in the interface language (Intl), for the back-office. */
export function useAdminFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'fr' ? 'fr-CM' : 'en-CM';
  const number = new Intl.NumberFormat(locale);
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return {
    number: (value: number) => number.format(value),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    /** A calendar date (yyyy-mm-dd) shown as itself, whatever the time zone. */
    date: (value: string) => date.format(new Date(value.length === 10 ? `${value}T12:00:00` : value)),
  };
}
