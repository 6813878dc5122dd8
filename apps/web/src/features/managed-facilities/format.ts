import { DIRECTORY_TIME_ZONE } from '@hc/shared';
import { useTranslation } from 'react-i18next';

/**
 * Dates in the interface language, Cameroon's time whatever the browser's zone: a manager compares them
 * with the pharmacy's rota, which is written in Douala time.
 */
export function useManagerFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'fr' ? 'fr-CM' : 'en-CM';
  const timeZone = DIRECTORY_TIME_ZONE;
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone });
  const dayTime = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  });
  return {
    /** The Douala day an instant falls on ("29 November 2026"). */
    day: (iso: string) => day.format(new Date(iso)),
    /** A weekday, date and time ("Sat 29 Nov, 20:00"). */
    dayTime: (iso: string) => dayTime.format(new Date(iso)),
  };
}

/** A place's name in the interface language. */
export const placeName = (place: { nameEn: string; nameFr: string } | null, language: string | undefined) =>
  place ? (language === 'fr' ? place.nameFr : place.nameEn) : null;
